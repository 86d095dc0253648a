import type { Messages } from '../../translate.js';

// Texts of the newsletter box and of the pages its mails link to, in Arabic.
const newsletter: Messages = {
  // SPEC §9: the newsletter gives 15% off the next purchase.
  newsletterBox: {
    heading: 'النشرة البريدية',
    offer: 'اشترك واحصل على خصم ١٥٪ على مشترياتك القادمة',
    email: 'البريد الإلكتروني',
    subscribe: 'اشترك',
    sending: 'جارٍ الاشتراك…',
    success: 'اقتربت! افتح الرابط الذي أرسلناه إلى بريدك للتأكيد؛ بعدها يصلك رمز خصم ١٥٪ على مشترياتك القادمة.',
    localCheck: 'تحقق بشري محلي: لا يتم التحقق من شيء (بديل دون اتصال).',
  },
  // The pages the newsletter mails link to.
  newsletterPage: {
    confirmTitle: 'تأكيد اشتراكك',
    confirming: 'جارٍ تأكيد اشتراكك…',
    confirmed: 'تم اشتراكك. شكراً لك!',
    alreadyConfirmed: 'تم تأكيد اشتراكك من قبل.',
    yourCode: 'رمزك الشخصي لخصم {{percent}} على مشترياتك القادمة:',
    codeUsed: 'استُخدم هذا الرمز في طلب.',
    codeHint: 'أرسلناه إلى بريدك أيضاً. أدخله عند إتمام الطلب؛ يصلح لطلب واحد.',
    linkInvalid: 'هذا الرابط غير صالح أو منتهي الصلاحية. يرجى الاشتراك من جديد.',
    unsubscribeTitle: 'إلغاء الاشتراك في النشرة البريدية',
    unsubscribeText: 'إيقاف النشرة البريدية إلى {{email}}؟',
    unsubscribe: 'إلغاء الاشتراك',
    unsubscribing: 'جارٍ إلغاء الاشتراك…',
    unsubscribed: 'لن تصلك النشرة البريدية بعد الآن.',
    shop: 'متابعة التسوق',
  },
};

export default newsletter;
