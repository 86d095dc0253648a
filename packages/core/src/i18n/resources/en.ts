import type { Messages } from '../translate.js';

// Message keys live once, here and in ku.ts and ar.ts; a test keeps the three in step.
const en: Messages = {
  brand: 'Candleshop',
  common: { loading: 'Loading…', retry: 'Try again', close: 'Close' },
  language: { label: 'Language', en: 'English', ku: 'کوردی', ar: 'العربية' },
  nav: { main: 'Main', home: 'Home', shop: 'Shop', skip: 'Skip to content' },
  footer: {
    tagline: 'Hand-poured scented candles, delivered across Iraq.',
    copyright: '© {{year}} Candleshop. All rights reserved.',
  },
  home: {
    title: 'Hand-poured scented candles',
    intro: 'Soy wax, cotton wicks and scents of home: oud, rose, cardamom coffee.',
    categories: 'Shop by category',
    shopNow: 'Shop now',
  },
  shop: {
    heading: 'Shop',
    sections: 'Sections',
    tabs: { all: 'All', accessories: 'Accessories', candles: 'Candles', giftsets: 'Gift sets', giftcards: 'Gift cards' },
    personalized: 'Personalized candles',
    giftSubscription: 'Gift subscription',
    filters: 'Filters',
    closeFilters: 'Close filters',
    clearFilters: 'Clear filters',
    groups: { category: 'Category', collection: 'Collection', size: 'Size', color: 'Colour' },
    any: 'All',
    noProducts: 'No products match these filters.',
    results_one: '{{count}} product',
    results_other: '{{count}} products',
  },
  pagination: { label: 'Pages', previous: 'Previous page', next: 'Next page', page: 'Page {{page}}' },
  product: {
    new: 'New',
    rating: 'Rated {{rating}} out of {{max}}',
    reviews_one: '{{count}} review',
    reviews_other: '{{count}} reviews',
    outOfStock: 'Out of stock',
  },
  errors: {
    network: 'We could not reach the shop. Check your connection and try again.',
    notFound: 'We could not find what you were looking for.',
    badRequest: 'Bad Request',
    unexpected: 'An error occurred, please try again!',
  },
  // SPEC §2: the 404 page's message is named pageNotFound.
  pageNotFound: 'Page Not Found',
  notFound: {
    text: 'This page may have moved, or it no longer exists.',
    goHome: 'Go home',
  },
};

export default en;
