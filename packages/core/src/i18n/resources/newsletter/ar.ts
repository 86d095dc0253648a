import type { Messages } from '../../translate.js';

// Texts of the newsletter box, in Arabic (its mails' confirm and unsubscribe pages are the storefront's: site/).
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
};

export default newsletter;
