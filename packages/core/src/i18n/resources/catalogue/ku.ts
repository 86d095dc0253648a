import type { Messages } from '../../translate.js';

// Texts of the product listing (filters, section tabs, pagination, product cards), in Kurdish (Sorani).
const catalogue: Messages = {
  shop: {
    heading: 'فرۆشگا',
    sections: 'بەشەکان',
    tabs: { all: 'هەموو', accessories: 'ئێکسسوارات', candles: 'مۆمەکان', giftsets: 'کۆمەڵە دیارییەکان', giftcards: 'کارتی دیاری' },
    personalized: 'مۆمی تایبەت',
    giftSubscription: 'بەشداریکردنی دیاری',
    filters: 'پاڵاوتن',
    closeFilters: 'داخستنی پاڵاوتن',
    clearFilters: 'سڕینەوەی پاڵاوتن',
    products: 'بەرهەمەکان',
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
    wasNow: 'پێشتر {{was}}، ئێستا {{now}}',
    addToCart: 'زیادکردن بۆ سەبەتە',
  },
};

export default catalogue;
