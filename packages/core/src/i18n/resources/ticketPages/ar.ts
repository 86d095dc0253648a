import type { Messages } from '../../translate.js';

// Texts only the storefront shows: the /workshops and /tickets/{id} pages and the account's ticket
// list, in Arabic. The ticket widget's own texts are ../tickets.
const ticketPages: Messages = {
  ticketPage: {
    title: 'التذكرة {{id}}',
    bought: 'اشتُريت في {{date}}',
    signIn: 'لم يتم العثور على هذه التذكرة. سجّل الدخول بالحساب الذي اشتراها.',
  },
  workshopsPage: {
    title: 'ورش الشموع',
    intro: 'اصبب شموعك وعطّرها وخذها معك إلى البيت في مرسمنا في أربيل. اختر ورشة، واختر تذكرة لك وحدك أو لمجموعتك، وادفع نقدًا عند الباب أو عبر الإنترنت.',
    pages: 'صفحة كل ورشة',
    pageLink: '{{title}}، {{date}}',
  },
  ticketHistory: {
    title: 'تذاكر الورش',
    empty: 'ليست لديك تذاكر بعد.',
    loadFailed: 'تعذّر تحميل تذاكرك.',
    line: '{{workshop}}، {{date}}',
  },
};

export default ticketPages;
