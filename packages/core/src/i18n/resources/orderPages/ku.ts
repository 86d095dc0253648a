import type { Messages } from '../../translate.js';

// Texts only the storefront shows, in Kurdish (Sorani): the order, FIB payment and payment result pages.
// The checkout widget's own texts are ../checkout.
const orderPages: Messages = {
  paymentResult: {
    successTitle: 'پارەدان سەرکەوتوو بوو',
    failTitle: 'پارەدان سەرنەکەوت',
    viewOrder: 'بینینی داواکارییەکەت',
    goHome: 'گەڕانەوە بۆ سەرەکی',
    viewRefill: 'بینینی داواکاری پڕکردنەوەکەت',
    refillNumber: 'ژمارەی داواکاری پڕکردنەوەکەت {{id}}ـە.',
  },
  fibPage: {
    title: 'پارەدان بە بانکی یەکەمی عێراق',
    scan: 'ئەم کۆدە بە ئەپی بانکی یەکەمی عێراق سکان بکە',
    qr: 'کۆدی خێرای پارەدانی بانکی یەکەمی عێراق',
    code: 'یان ئەم کۆدە لە ئەپەکەدا بنووسە: {{code}}',
    apps: 'ئەپی بانکی یەکەمی عێراق بکەرەوە',
    personal: 'ئەپی کەسی',
    business: 'ئەپی بازرگانی',
    corporate: 'ئەپی کۆمپانیا',
    expiresIn: 'کاتی ماوە بۆ پارەدان: {{time}}',
    waiting: 'چاوەڕێی پارەدانەکەتین…',
    paid: 'پارەدانەکەت وەرگیرا. سوپاس!',
    expired: 'ماوەی ئەم داواکاریی پارەدانە بەسەرچوو.',
    declined: 'پارەدانەکە ڕەتکرایەوە.',
    none: 'هیچ پارەدانێکی بانکی یەکەمی عێراق چاوەڕوان نییە.',
    viewOrder: 'بینینی داواکارییەکەت',
    viewRefill: 'بینینی داواکاری پڕکردنەوەکەت',
  },
  orderPage: {
    title: 'داواکاری {{id}}',
    placed: 'بەرواری داواکاری {{date}}',
    status: 'دۆخ',
    payment: 'پارەدان',
    paid: 'دراوە',
    unpaid: 'نەدراوە',
    items: 'کاڵاکان',
    refills: 'پڕکردنەوەکان',
    size: 'قەبارە: {{value}}',
    color: 'ڕەنگ: {{value}}',
    scent: 'بۆن: {{value}}',
    wick: 'فتیلە: {{value}}',
    each: '{{count}} دانە × {{price}}',
    deliveryTo: 'گەیاندن بۆ',
    pickupAt: 'وەرگرتن لە',
    notes: 'تێبینی',
    contact: 'زانیاریی پەیوەندی',
    payWith: 'پارەدان بە',
    payNow: 'ئێستا پارە بدە',
    paying: 'پارەدان دەست پێدەکات…',
    notFound: 'ئەم داواکارییە نەدۆزرایەوە. بەستەر و ئیمەیڵەکە بپشکنە.',
    signIn: 'بچۆ ژوورەوە بۆ بینینی ئەم داواکارییە.',
  },
};

export default orderPages;
