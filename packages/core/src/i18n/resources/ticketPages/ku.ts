import type { Messages } from '../../translate.js';

// Texts only the storefront shows: the /workshops and /tickets/{id} pages and the account's ticket
// list, in Kurdish (Sorani). The ticket widget's own texts are ../tickets.
const ticketPages: Messages = {
  ticketPage: {
    title: 'بلیتی {{id}}',
    bought: 'کڕدراوە لە {{date}}',
    signIn: 'ئەم بلیتە نەدۆزرایەوە. بەو هەژمارەی کە کڕیویەتی بچۆ ژوورەوە.',
  },
  workshopsPage: {
    title: 'وۆرکشۆپەکانی مۆم',
    intro: 'لە ستۆدیۆکەمان لە هەولێر مۆمی خۆت بڕێژە، بۆنی لێبدە و بیبەرەوە ماڵەوە. وۆرکشۆپێک هەڵبژێرە، بلیتێک بۆ خۆت یان گرووپەکەت دیاری بکە و بە نەختینە لە بەردەم دەرگا یان ئۆنلاین پارە بدە.',
    pages: 'پەڕەی هەر وۆرکشۆپێک',
    pageLink: '{{title}}، {{date}}',
  },
  ticketHistory: {
    title: 'بلیتەکانی وۆرکشۆپ',
    empty: 'هێشتا هیچ بلیتێکت نییە.',
    loadFailed: 'نەتوانرا بلیتەکانت بار بکرێن.',
    line: '{{workshop}}، {{date}}',
  },
};

export default ticketPages;
