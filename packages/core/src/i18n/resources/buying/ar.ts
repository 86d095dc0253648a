import type { Messages } from '../../translate.js';

// Texts of the buying screens (product page, cart drawer and cart page), in ar.
// New top-level sections only: the shop-wide sections stay in ../ar.ts.
const buying: Messages = {
  cartView: {
    heading: 'سلة التسوق',
    items: 'المنتجات',
    refills: 'إعادة التعبئة',
    size: 'الحجم',
    color: 'اللون',
    scent: 'العطر',
    wick: 'الفتيل',
    container: 'الوعاء',
    each: '{{price}} للقطعة',
    quantityOf: 'كمية {{title}}',
    increase: 'زيادة كمية {{title}}',
    decrease: 'إنقاص كمية {{title}}',
    remove: 'إزالة',
    updating: 'جارٍ التحديث…',
    lineTotal: 'مجموع السطر:',
    refillTitle: 'إعادة تعبئة في {{container}}',
    summary: 'ملخص الطلب',
    subtotal: 'المجموع الفرعي',
    deliveryNote: 'يُختار التوصيل عند إتمام الطلب.',
    checkout: 'المتابعة إلى الدفع',
    continue: 'متابعة التسوق',
  },
  cartDrawer: {
    open_one: 'السلة، عدد العناصر: {{count}}',
    open_other: 'السلة، عدد العناصر: {{count}}',
    title: 'سلة التسوق',
    close: 'إغلاق السلة',
    viewCart: 'عرض السلة كاملة',
  },
  productPage: {
    breadcrumb: 'مسار التنقل',
    inStock: 'المتوفر في المخزون: {{count}}',
    unavailable: 'غير متوفر حالياً',
    collection: 'المجموعة',
    size: 'الحجم',
    color: 'اللون',
    scent: 'العطر',
    price: 'السعر',
    quantity: 'الكمية',
    addToCart: 'أضف إلى السلة',
    adding: 'جارٍ الإضافة…',
    buyNow: 'اشترِ الآن',
    gallery: 'صور {{title}}',
    showImage: 'عرض الصورة {{number}}',
    reviews: 'آراء العملاء',
    noReviews: 'لا توجد مراجعات بعد.',
    loadMore: 'عرض المزيد من المراجعات',
    similar: 'قد يعجبك أيضاً',
    reviewDate: 'بتاريخ {{date}}',
  },
};

export default buying;
