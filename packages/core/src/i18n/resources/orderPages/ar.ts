import type { Messages } from '../../translate.js';

// Texts only the storefront shows, in Arabic: the order, FIB payment and payment result pages.
// The checkout widget's own texts are ../checkout.
const orderPages: Messages = {
  paymentResult: {
    successTitle: 'تم الدفع بنجاح',
    failTitle: 'فشل الدفع',
    viewOrder: 'عرض طلبك',
    goHome: 'العودة إلى الرئيسية',
    viewRefill: 'عرض طلب التعبئة',
    refillNumber: 'رقم طلب التعبئة الخاص بك {{id}}.',
  },
  fibPage: {
    title: 'الدفع عبر مصرف العراق الأول',
    scan: 'امسح هذا الرمز بتطبيق مصرف العراق الأول',
    qr: 'الرمز المربع للدفع عبر مصرف العراق الأول',
    code: 'أو أدخل هذا الرمز في التطبيق: {{code}}',
    apps: 'افتح تطبيق مصرف العراق الأول',
    personal: 'التطبيق الشخصي',
    business: 'تطبيق الأعمال',
    corporate: 'تطبيق الشركات',
    expiresIn: 'الوقت المتبقي للدفع: {{time}}',
    waiting: 'بانتظار دفعتك…',
    paid: 'تم استلام دفعتك. شكراً لك!',
    expired: 'انتهت صلاحية طلب الدفع هذا.',
    declined: 'تم رفض الدفع.',
    none: 'لا توجد دفعة مصرف العراق الأول بالانتظار.',
    viewOrder: 'عرض طلبك',
    viewRefill: 'عرض طلب التعبئة',
  },
  orderPage: {
    title: 'الطلب {{id}}',
    placed: 'تاريخ الطلب {{date}}',
    status: 'الحالة',
    payment: 'الدفع',
    paid: 'مدفوع',
    unpaid: 'غير مدفوع',
    items: 'المنتجات',
    refills: 'إعادة التعبئة',
    size: 'الحجم: {{value}}',
    color: 'اللون: {{value}}',
    scent: 'الرائحة: {{value}}',
    wick: 'الفتيل: {{value}}',
    each: '{{count}} قطعة × {{price}}',
    deliveryTo: 'التوصيل إلى',
    pickupAt: 'الاستلام من',
    notes: 'ملاحظات',
    contact: 'معلومات التواصل',
    payWith: 'الدفع عبر',
    payNow: 'ادفع الآن',
    paying: 'جارٍ بدء عملية الدفع…',
    notFound: 'لم نجد هذا الطلب. تحقق من الرابط والبريد الإلكتروني.',
    signIn: 'سجّل الدخول لعرض هذا الطلب.',
  },
};

export default orderPages;
