import type { Messages } from '../../translate.js';

// Texts of the buying screens (product page, cart drawer and cart page), in en.
// New top-level sections only: the shop-wide sections stay in ../en.ts.
const buying: Messages = {
  cartView: {
    heading: 'Your cart',
    items: 'Products',
    refills: 'Refills',
    size: 'Size',
    color: 'Colour',
    scent: 'Scent',
    wick: 'Wick',
    container: 'Container',
    each: '{{price}} each',
    quantityOf: 'Quantity of {{title}}',
    increase: 'Increase quantity of {{title}}',
    decrease: 'Decrease quantity of {{title}}',
    remove: 'Remove',
    updating: 'Updating…',
    lineTotal: 'Line total:',
    refillTitle: 'Refill in {{container}}',
    summary: 'Order summary',
    subtotal: 'Subtotal',
    deliveryNote: 'Delivery is chosen at checkout.',
    checkout: 'Proceed to checkout',
    continue: 'Continue shopping',
  },
  cartDrawer: {
    open_one: 'Cart, {{count}} item',
    open_other: 'Cart, {{count}} items',
    title: 'Your cart',
    close: 'Close cart',
    viewCart: 'View full cart',
  },
  productPage: {
    breadcrumb: 'Breadcrumb',
    inStock: '{{count}} in stock',
    unavailable: 'Currently unavailable',
    collection: 'Collection',
    size: 'Size',
    color: 'Colour',
    scent: 'Scent',
    price: 'Price',
    quantity: 'Quantity',
    addToCart: 'Add to cart',
    adding: 'Adding…',
    buyNow: 'Buy now',
    gallery: 'Pictures of {{title}}',
    showImage: 'Show picture {{number}}',
    reviews: 'Customer reviews',
    noReviews: 'No reviews yet.',
    loadMore: 'Load more reviews',
    similar: 'You might also like',
    reviewDate: 'on {{date}}',
  },
};

export default buying;
