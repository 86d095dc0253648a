import type { Messages } from '../../translate.js';

// Texts of the newsletter box and of the pages its mails link to, in Kurdish (Sorani).
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
  // The pages the newsletter mails link to.
  newsletterPage: {
    confirmTitle: 'بەشداریکردنەکەت پشتڕاست بکەرەوە',
    confirming: 'بەشداریکردنەکەت پشتڕاست دەکرێتەوە…',
    confirmed: 'بەشداربوویت. سوپاس!',
    alreadyConfirmed: 'بەشداریکردنەکەت پێشتر پشتڕاستکرابووەوە.',
    yourCode: 'کۆدی تایبەتی تۆ بۆ {{percent}} داشکاندن لە کڕینی داهاتووت:',
    codeUsed: 'ئەم کۆدە بۆ داواکارییەک بەکارهاتووە.',
    codeHint: 'بە ئیمەیڵیش بۆمان ناردیت. لە کاتی پارەداندا بینووسە؛ بۆ یەک داواکاری کار دەکات.',
    linkInvalid: 'ئەم بەستەرە دروست نییە یان بەسەرچووە. تکایە دووبارە بەشداربە.',
    unsubscribeTitle: 'وازهێنان لە هەواڵنامە',
    unsubscribeText: 'وەرگرتنی هەواڵنامە بۆ {{email}} ڕابگیرێت؟',
    unsubscribe: 'وازهێنان',
    unsubscribing: 'واز دەهێنرێت…',
    unsubscribed: 'چیتر هەواڵنامە وەرناگریت.',
    shop: 'بەردەوامبوون لە بازاڕکردن',
  },
};

export default newsletter;
