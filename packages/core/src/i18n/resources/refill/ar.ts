import type { Messages } from '../../translate.js';

// Texts of the refill builder and the /refill page, in ar.
const refill: Messages = {
  refillBuilder: {
    heading: 'صمّم إعادة التعبئة',
    container: 'وعاء إعادة التعبئة',
    size: 'الحجم',
    color: 'اللون',
    scent: 'الرائحة',
    wick: 'الفتيل',
    quantity: 'الكمية',
    chooseContainerFirst: 'اختر وعاءً لترى أحجامه.',
    wickPrice: '{{price}} إضافية',
    total: 'المجموع',
    pickAll: 'اختر كل الخطوات لترى السعر.',
    add: 'أضف إلى سلة إعادة التعبئة',
    adding: 'جارٍ الإضافة…',
    added: 'أضيفت إلى سلة إعادة التعبئة',
    busy: 'ما زالت الإضافة جارية، يرجى الانتظار.',
    loading: 'جارٍ تحميل المواد…',
    loadFailed: 'تعذّر تحميل المواد.',
    retry: 'حاول مرة أخرى',
    makePlan: 'اجعلها خطة',
    planSignIn: 'سجّل الدخول لتجعل هذه التعبئة خطة',
    pick: {
      container: 'يرجى اختيار وعاء إعادة التعبئة',
      size: 'يرجى اختيار الحجم',
      color: 'يرجى اختيار اللون',
      scent: 'يرجى اختيار الرائحة',
      wick: 'يرجى اختيار الفتيل',
    },
  },
  refillPage: {
    title: 'أعد تعبئة وعاء شمعتك',
    intro: 'أعد الحياة إلى وعاء: اختر الوعاء وحجمه ولون الشمع والرائحة والفتيل، ونسكب لك شمعة جديدة.',
  },
  refillRequest: {
    requestNow: 'اطلب الآن',
    title: 'اطلب هذه التعبئة الآن',
    intro: 'نسكبها ونوصلها إليك، أو تستلمها من إحدى نقاط البيع لدينا.',
    send: 'إرسال الطلب',
    sending: 'جارٍ إرسال طلبك…',
    sent: 'تم إرسال طلب التعبئة.',
    confirmedTitle: 'شكرًا لك! وصلنا طلب التعبئة.',
    confirmed: 'رقم طلبك {{id}}. سنتصل بك لتأكيده.',
    loading: 'جارٍ تحميل النموذج…',
    loadFailed: 'تعذّر تحميل النموذج.',
  },
};

export default refill;
