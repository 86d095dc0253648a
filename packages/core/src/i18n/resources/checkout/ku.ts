import type { Messages } from '../../translate.js';

// Texts of the checkout widget (its form and payment modal), in ku (Sorani).
// New top-level sections only: the shop-wide sections stay in ../ku.ts.
const checkout: Messages = {
  checkoutForm: {
    title: 'تەواوکردنی داواکاری',
    contact: 'زانیارییەکانت',
    name: 'ناو',
    phone: 'ژمارەی مۆبایل',
    phonePlaceholder: '٠٧٧٠ ١٢٣ ٤٥٦٧',
    email: 'ئیمەیڵ',
    shipping: 'گەیاندن یان وەرگرتن',
    delivery: 'گەیاندن',
    pickup: 'وەرگرتن لە فرۆشگا',
    city: 'شار',
    chooseCity: 'شارێک هەڵبژێرە',
    cityOption: '{{city}} (گەیاندن {{price}})',
    address: 'ناونیشان',
    notes: 'تێبینی (ئارەزوومەندانە)',
    pickupPoint: 'شوێنی وەرگرتن',
    pickupOption: '{{title}}، {{city}}',
    noPickup: 'ئێستا هیچ شوێنێکی وەرگرتن کراوە نییە.',
    summary: 'پوختەی داواکاری',
    quantity: 'ژمارە: {{count}}',
    refill: 'پڕکردنەوەی {{size}}، {{container}}',
    subtotal: 'کۆی کاڵاکان',
    deliveryPrice: 'گەیاندن',
    total: 'کۆی گشتی',
    preview: 'فرۆشگا کۆی کۆتایی پشتڕاست دەکاتەوە کاتێک داوا دەکەیت.',
    empty: 'هێشتا هیچ شتێک نییە بۆ داواکردن.',
    placeOrder: 'ناردنی داواکاری',
    placing: 'داواکارییەکەت دەنێردرێت…',
    localCheck: 'دۆخی تاقیکردنەوەی ناوخۆیی: پشکنینی مرۆڤبوون پشتڕاست نەکراوەتەوە.',
    goHome: 'گەڕانەوە بۆ سەرەکی',
    loadFailed: 'نەتوانرا پەڕەی داواکاری بار بکرێت.',
  },
  paymentModal: {
    title: 'چۆن دەتەوێت پارە بدەیت؟',
    confirm: 'پشتڕاستکردنەوەی داواکاری',
    back: 'گەڕانەوە',
    cash: 'پارەدان بە نەختی کاتی وەرگرتنی داواکاری',
    online: 'پارەدانی ئەلیکترۆنی ئێستا',
    fib: 'پارەدان بە ئەپی بانکی یەکەمی عێراق',
  },
};

export default checkout;
