import type { Messages } from '../../translate.js';

// The refill plans' texts in Arabic (issue 37 item 1): only the pages of plans load them.
const plans: Messages = {
  planCyclePage: {
    title: 'خطة إعادة التعبئة',
    heading: 'خطة إعادة التعبئة {{id}}: تعبئة {{day}}',
    intro: 'أكّدها فنضع الطلب بهذا السعر؛ أو تخطَّها فتنتقل خطتك إلى التعبئة التالية.',
    every: 'الفاصل بالأسابيع: {{weeks}}',
    total: 'السعر اليوم',
    placedTotal: 'وُضع الطلب بسعر',
    confirm: 'أكّد هذه التعبئة',
    confirming: 'جارٍ التأكيد…',
    skip: 'تخطَّ هذه التعبئة',
    skipping: 'جارٍ التخطي…',
    confirmed: 'شكراً: تم تأكيد هذه التعبئة ووضع طلبها.',
    skipped: 'تم التخطي: تستمر خطتك بالتعبئة التالية.',
    closed: 'هذه الخطة متوقفة أو منتهية: لن يوضع طلب هذه التعبئة.',
    seeRefill: 'اعرض طلب إعادة التعبئة',
  },
};

export default plans;
