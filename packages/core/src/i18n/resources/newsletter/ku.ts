import type { Messages } from '../../translate.js';

// Texts of the newsletter box in Kurdish, Sorani (its mails' confirm and unsubscribe pages are the storefront's: site/).
const newsletter: Messages = {
  // SPEC §9: the newsletter gives 15% off the next purchase.
  newsletterBox: {
    heading: 'هەواڵنامە',
    offer: 'بەشداربە و ١٥٪ داشکاندن لە کڕینی داهاتووت وەربگرە',
    email: 'ئیمەیڵ',
    subscribe: 'بەشداربوون',
    sending: 'بەشداردەکرێیت…',
    success: 'نزیکیت! ئەو بەستەرە بکەرەوە کە بۆمان ناردیت بۆ پشتڕاستکردنەوە؛ دوای ئەوە کۆدی ١٥٪ داشکاندنت بۆ کڕینی داهاتوو دێت.',
    localCheck: 'پشکنینی مرۆڤبوونی ناوخۆیی: هیچ شتێک پشتڕاست ناکرێتەوە (جێگرەوەی دەرەوەی هێڵ).',
  },
};

export default newsletter;
