// Loaded when the drawer first opens with lines (use-cart-promotion.ts): a page whose drawer stays
// closed downloads none of it (tests/budget: the drawer's page weight).
export { quoteCart } from '@candleshop/core';
