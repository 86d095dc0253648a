import type { Messages } from '../../translate.js';

// Texts of the product listing (filters, section tabs, pagination, product cards), in English.
const catalogue: Messages = {
  shop: {
    heading: 'Shop',
    sections: 'Sections',
    tabs: { all: 'All', accessories: 'Accessories', candles: 'Candles', giftsets: 'Gift sets', giftcards: 'Gift cards' },
    personalized: 'Personalized candles',
    giftSubscription: 'Gift subscription',
    filters: 'Filters',
    closeFilters: 'Close filters',
    clearFilters: 'Clear filters',
    products: 'Products',
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
    // Issue 35 item 4: a promoted price read aloud (the struck one is not announced).
    wasNow: 'Was {{was}}, now {{now}}',
    // The card's quick add (issue 26): the rest of its texts come with it, from the buying area.
    addToCart: 'Add to cart',
  },
};

export default catalogue;
