import type { Messages } from '../translate.js';

const ar: Messages = {
  brand: 'كاندل شوب',
  common: { loading: 'جارٍ التحميل…', retry: 'حاول مرة أخرى', close: 'إغلاق' },
  language: { label: 'اللغة', en: 'English', ku: 'کوردی', ar: 'العربية' },
  nav: { main: 'القائمة الرئيسية', home: 'الرئيسية', shop: 'المتجر', skip: 'انتقل إلى المحتوى' },
  footer: {
    tagline: 'شموع معطّرة مصبوبة يدويًا، تصل إلى كل أنحاء العراق.',
    copyright: '© {{year}} كاندل شوب. جميع الحقوق محفوظة.',
  },
  home: {
    title: 'شموع معطّرة مصبوبة يدويًا',
    intro: 'شمع الصويا وفتائل القطن وروائح البيت: العود والورد وقهوة الهيل.',
    categories: 'تسوّق حسب الفئة',
    shopNow: 'تسوّق الآن',
  },
  shop: {
    heading: 'المتجر',
    sections: 'الأقسام',
    tabs: { all: 'الكل', accessories: 'الإكسسوارات', candles: 'الشموع', giftsets: 'مجموعات الهدايا', giftcards: 'بطاقات الهدايا' },
    personalized: 'شموع مخصّصة',
    giftSubscription: 'اشتراك الهدايا',
    filters: 'التصفية',
    closeFilters: 'إغلاق التصفية',
    clearFilters: 'مسح التصفية',
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
  },
  errors: {
    network: 'تعذّر الاتصال بالمتجر. تحقّق من اتصالك وحاول مرة أخرى.',
    notFound: 'لم نجد ما تبحث عنه.',
    badRequest: 'طلب غير صالح',
    unexpected: 'حدث خطأ، يرجى المحاولة مرة أخرى!',
  },
  // SPEC §2: the 404 page's message is named pageNotFound.
  pageNotFound: 'الصفحة غير موجودة',
  notFound: {
    text: 'ربما نُقلت هذه الصفحة أو لم تعد موجودة.',
    goHome: 'العودة إلى الرئيسية',
  },
};

export default ar;
