import type { Messages } from '../../translate.js';

// Texts of the product listing (filters, section tabs, pagination, product cards), in Arabic.
const catalogue: Messages = {
  shop: {
    heading: 'المتجر',
    sections: 'الأقسام',
    tabs: { all: 'الكل', accessories: 'الإكسسوارات', candles: 'الشموع', giftsets: 'مجموعات الهدايا', giftcards: 'بطاقات الهدايا' },
    personalized: 'شموع مخصّصة',
    giftSubscription: 'اشتراك الهدايا',
    filters: 'التصفية',
    closeFilters: 'إغلاق التصفية',
    clearFilters: 'مسح التصفية',
    products: 'المنتجات',
    groups: { category: 'الفئة', collection: 'المجموعة', size: 'الحجم', color: 'اللون' },
    any: 'الكل',
    noProducts: 'لا توجد منتجات تطابق هذا الاختيار.',
    results_zero: 'لا توجد منتجات',
    results_one: 'منتج واحد',
    results_two: 'منتجان',
    results_few: '{{count}} منتجات',
    results_many: '{{count}} منتجًا',
    results_other: '{{count}} منتج',
  },
  pagination: { label: 'الصفحات', previous: 'الصفحة السابقة', next: 'الصفحة التالية', page: 'الصفحة {{page}}' },
  product: {
    new: 'جديد',
    rating: 'التقييم {{rating}} من {{max}}',
    reviews_zero: 'لا توجد مراجعات',
    reviews_one: 'مراجعة واحدة',
    reviews_two: 'مراجعتان',
    reviews_few: '{{count}} مراجعات',
    reviews_many: '{{count}} مراجعة',
    reviews_other: '{{count}} مراجعة',
    outOfStock: 'غير متوفر',
    wasNow: 'كان {{was}}، والآن {{now}}',
    addToCart: 'أضف إلى السلة',
  },
};

export default catalogue;
