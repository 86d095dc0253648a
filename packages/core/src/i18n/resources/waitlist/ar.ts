import type { Messages } from '../../translate.js';

// Texts of workshops' waiting lists (issue 27): the ticket widget's lazily loaded form, the held
// seats on a workshop's page and the back office's list, in Arabic.
const waitlist: Messages = {
  waitlist: {
    heading: 'انضم إلى قائمة الانتظار',
    intro: 'عندما تتوفر مقاعد، يحصل أول شخص في القائمة تكفيه المقاعد على حجزها له لفترة، ورسالة بريد فيها رابط لحجزها.',
    tier: 'التذكرة',
    people: 'عدد الأشخاص',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    phone: 'رقم الهاتف',
    submit: 'انضم إلى قائمة الانتظار',
    joining: 'جارٍ الانضمام…',
    joined: 'أنت الآن في قائمة الانتظار. سنراسلك فور توفر مقاعد لك.',
    seatsFree: 'تتوفر الآن مقاعد لهذا العدد: يمكنك حجزها في الأعلى.',
    failed: 'تعذّرت إضافتك إلى قائمة الانتظار. يرجى المحاولة مرة أخرى.',
    limit: 'أنت مسجَّل في أقصى عدد من قوائم الانتظار المسموح به لشخص واحد. انتظر عرضاً، أو احجز أحدها أولاً.',
    invalid: {
      name: 'يرجى إدخال اسمك.',
      email: 'يرجى إدخال بريد إلكتروني صحيح.',
      phone: 'أدخل رقم هاتف محمول عراقي، مثل ٠٧٧٠ ١٢٣ ٤٥٦٧.',
      people: 'هذه التذكرة ليست لهذا العدد من الأشخاص.',
    },
    close: 'إغلاق',
    localCheck: 'وضع الاختبار المحلي: التحقق البشري بديل مؤقت.',
    held: {
      title: 'مقاعد محجوزة لك',
      body: 'المقاعد المحجوزة لك: {{people}}، حتى {{date}} الساعة {{time}} بتوقيت بغداد.',
      total: 'المجموع: {{total}}',
      method: 'كيف تود الدفع؟',
      buy: 'احجز المقاعد المحجوزة لك',
      buying: 'جارٍ الحجز…',
      gone: 'استُخدم هذا العرض أو انتهت مدته. يمكنك الانضمام إلى قائمة الانتظار مرة أخرى.',
      failed: 'تعذّر حجز المقاعد المحجوزة لك. يرجى المحاولة مرة أخرى.',
    },
    admin: {
      heading: 'قائمة الانتظار',
      empty: 'لا أحد في الانتظار.',
      position: 'الترتيب',
      name: 'الاسم',
      contact: 'التواصل',
      people: 'الأشخاص',
      tier: 'التذكرة',
      status: 'الحالة',
      joined: 'تاريخ الانضمام',
      holdUntil: 'محجوزة حتى',
      statuses: { waiting: 'في الانتظار', offered: 'عُرضت عليه', bought: 'اشترى', expired: 'انتهت' },
    },
  },
};

export default waitlist;
