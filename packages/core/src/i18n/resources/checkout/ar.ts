import type { Messages } from '../../translate.js';

// Texts of the checkout widget (its form and payment modal), in ar.
// New top-level sections only: the shop-wide sections stay in ../ar.ts.
const checkout: Messages = {
  checkoutForm: {
    title: 'إتمام الطلب',
    contact: 'بياناتك',
    name: 'الاسم',
    phone: 'رقم الهاتف',
    phonePlaceholder: '٠٧٧٠ ١٢٣ ٤٥٦٧',
    email: 'البريد الإلكتروني',
    shipping: 'التوصيل أو الاستلام',
    delivery: 'توصيل',
    pickup: 'استلام من المتجر',
    city: 'المدينة',
    chooseCity: 'اختر مدينة',
    cityOption: '{{city}} (التوصيل {{price}})',
    address: 'العنوان',
    notes: 'ملاحظات (اختياري)',
    pickupPoint: 'نقطة الاستلام',
    pickupOption: '{{title}}، {{city}}',
    noPickup: 'لا توجد نقطة استلام متاحة حالياً.',
    summary: 'ملخص الطلب',
    quantity: 'الكمية: {{count}}',
    refill: 'إعادة تعبئة {{size}}، {{container}}',
    subtotal: 'المجموع الفرعي',
    deliveryPrice: 'التوصيل',
    total: 'المجموع',
    preview: 'يؤكد المتجر المجموع النهائي عند الطلب.',
    empty: 'لا يوجد شيء لطلبه بعد.',
    placeOrder: 'إرسال الطلب',
    placing: 'جارٍ إرسال طلبك…',
    localCheck: 'وضع الاختبار المحلي: لم يتم التحقق من أنك إنسان.',
    goHome: 'العودة إلى الرئيسية',
    loadFailed: 'تعذر تحميل صفحة الطلب.',
  },
  paymentModal: {
    title: 'كيف تود الدفع؟',
    confirm: 'تأكيد الطلب',
    back: 'رجوع',
    cash: 'الدفع نقداً عند استلام الطلب',
    online: 'الدفع الإلكتروني الآن',
    fib: 'الدفع عبر تطبيق مصرف العراق الأول',
  },
};

export default checkout;
