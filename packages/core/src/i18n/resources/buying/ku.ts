import type { Messages } from '../../translate.js';

// Texts of the buying screens (product page, cart drawer and cart page), in ku.
// New top-level sections only: the shop-wide sections stay in ../ku.ts.
const buying: Messages = {
  cartView: {
    heading: 'سەبەتەکەت',
    items: 'بەرهەمەکان',
    refills: 'پڕکردنەوەکان',
    size: 'قەبارە',
    color: 'ڕەنگ',
    scent: 'بۆن',
    wick: 'فتیل',
    container: 'دەفر',
    each: '{{price}} بۆ هەر دانەیەک',
    quantityOf: 'بڕی {{title}}',
    increase: 'زیادکردنی بڕی {{title}}',
    decrease: 'کەمکردنەوەی بڕی {{title}}',
    remove: 'لابردن',
    updating: 'نوێ دەکرێتەوە…',
    lineTotal: 'کۆی دێڕ:',
    refillTitle: 'پڕکردنەوە لە {{container}}',
    summary: 'پوختەی داواکاری',
    subtotal: 'کۆی لاوەکی',
    deliveryNote: 'گەیاندن لە کاتی تەواوکردنی داواکاریدا هەڵدەبژێردرێت.',
    checkout: 'بەردەوامبە بۆ پارەدان',
    continue: 'بەردەوامبوون لە بازاڕکردن',
  },
  cartDrawer: {
    open_one: 'سەبەتە، ژمارەی کاڵاکان: {{count}}',
    open_other: 'سەبەتە، ژمارەی کاڵاکان: {{count}}',
    title: 'سەبەتەکەت',
    close: 'داخستنی سەبەتە',
    viewCart: 'بینینی هەموو سەبەتەکە',
  },
  productPage: {
    breadcrumb: 'ڕێڕەوی پەڕە',
    inStock: 'لە کۆگادا: {{count}}',
    unavailable: 'لە ئێستادا بەردەست نییە',
    collection: 'کۆمەڵە',
    size: 'قەبارە',
    color: 'ڕەنگ',
    scent: 'بۆن',
    price: 'نرخ',
    quantity: 'بڕ',
    addToCart: 'زیادکردن بۆ سەبەتە',
    adding: 'زیاد دەکرێت…',
    buyNow: 'ئێستا بیکڕە',
    gallery: 'وێنەکانی {{title}}',
    showImage: 'پیشاندانی وێنەی {{number}}',
    reviews: 'هەڵسەنگاندنی کڕیاران',
    noReviews: 'هێشتا هیچ هەڵسەنگاندنێک نییە.',
    loadMore: 'هەڵسەنگاندنی زیاتر',
    similar: 'لەوانەیە ئەمانەشت بەدڵ بێت',
    reviewDate: 'لە {{date}}',
  },
};

export default buying;
