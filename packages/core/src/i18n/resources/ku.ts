import type { Messages } from '../translate.js';

const ku: Messages = {
  brand: 'کاندڵ شۆپ',
  common: { loading: 'بارکردن…', retry: 'دووبارە هەوڵ بدەرەوە', close: 'داخستن' },
  language: { label: 'زمان', en: 'English', ku: 'کوردی', ar: 'العربية' },
  nav: { main: 'لیستی سەرەکی', home: 'سەرەکی', shop: 'فرۆشگا', skip: 'بازدان بۆ ناوەڕۆک' },
  footer: {
    tagline: 'مۆمی بۆنخۆشی دەستکرد، بۆ هەموو شوێنێکی عێراق دەگەیەنرێت.',
    copyright: '© {{year}} کاندڵ شۆپ. هەموو مافەکان پارێزراون.',
  },
  home: {
    title: 'مۆمی بۆنخۆشی دەستکرد',
    intro: 'مۆمی سۆیا، فتیلەی لۆکە و بۆنی ماڵ: عود، گوڵ و قاوەی هێل.',
    categories: 'بە پێی پۆل بازاڕ بکە',
    shopNow: 'ئێستا بکڕە',
  },
  shop: {
    heading: 'فرۆشگا',
    sections: 'بەشەکان',
    tabs: { all: 'هەموو', accessories: 'ئێکسسوارات', candles: 'مۆمەکان', giftsets: 'کۆمەڵە دیارییەکان', giftcards: 'کارتی دیاری' },
    personalized: 'مۆمی تایبەت',
    giftSubscription: 'بەشداریکردنی دیاری',
    filters: 'پاڵاوتن',
    closeFilters: 'داخستنی پاڵاوتن',
    clearFilters: 'سڕینەوەی پاڵاوتن',
    groups: { category: 'پۆل', collection: 'کۆکراوە', size: 'قەبارە', color: 'ڕەنگ' },
    any: 'هەموو',
    noProducts: 'هیچ بەرهەمێک لەگەڵ ئەم هەڵبژاردنە ناگونجێت.',
    results_one: '{{count}} بەرهەم',
    results_other: '{{count}} بەرهەم',
  },
  pagination: { label: 'پەڕەکان', previous: 'پەڕەی پێشوو', next: 'پەڕەی دواتر', page: 'پەڕەی {{page}}' },
  product: {
    new: 'نوێ',
    rating: 'هەڵسەنگاندن {{rating}} لە {{max}}',
    reviews_one: '{{count}} هەڵسەنگاندن',
    reviews_other: '{{count}} هەڵسەنگاندن',
    outOfStock: 'لە کۆگادا نییە',
  },
  errors: {
    network: 'نەتوانرا پەیوەندی بە فرۆشگاکەوە بکرێت. پەیوەندییەکەت بپشکنە و دووبارە هەوڵ بدەرەوە.',
    notFound: 'ئەوەی بەدوایدا دەگەڕایت نەدۆزرایەوە.',
    badRequest: 'داواکارییەکی نادروست',
    unexpected: 'هەڵەیەک ڕوویدا، تکایە دووبارە هەوڵ بدەرەوە!',
  },
  // SPEC §2: the 404 page's message is named pageNotFound.
  pageNotFound: 'پەڕەکە نەدۆزرایەوە',
  notFound: {
    text: 'لەوانەیە ئەم پەڕەیە گوازرابێتەوە یان ئیتر بوونی نەبێت.',
    goHome: 'گەڕانەوە بۆ سەرەکی',
  },
};

export default ku;
