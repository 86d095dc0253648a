/** Styles of the product page and the cart page (the shared card, choice and cart styles come from packages/ui). */
export const buyingPagesCss = /* css */ `
.visually-hidden { position: absolute !important; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.button.secondary { background: transparent; color: var(--candle-color-accent); box-shadow: inset 0 0 0 2px var(--candle-color-accent); }
.button[aria-disabled='true'] { opacity: .7; cursor: progress; }
.muted { color: var(--candle-color-muted); }
.breadcrumb ol { display: flex; flex-wrap: wrap; gap: 4px 8px; margin: 0 0 20px; padding: 0; list-style: none; font-size: 14px; }
.breadcrumb li + li::before { content: '/'; margin-inline-end: 8px; color: var(--candle-color-muted); }
.breadcrumb a { color: var(--candle-color-muted); }
.breadcrumb [aria-current='page'] { font-weight: 600; }
.product-main { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 40px; align-items: start; }
.gallery-main { display: block; width: 100%; height: auto; aspect-ratio: 1; object-fit: cover; border-radius: 16px; background: #f3ede6; }
.thumbs { display: flex; flex-wrap: wrap; gap: 8px; margin: 12px 0 0; padding: 0; list-style: none; }
.thumb { padding: 0; border: 2px solid transparent; border-radius: 10px; background: none; cursor: pointer; }
.thumb[aria-pressed='true'] { border-color: var(--candle-color-accent); }
.thumb img { display: block; width: 64px; height: 64px; object-fit: cover; border-radius: 8px; }
.product-info { display: flex; flex-direction: column; gap: 12px; }
.product-info h1 { margin: 0; }
.product-info .rating { display: flex; align-items: center; gap: 6px; margin: 0; }
.collection, .description { margin: 0; }
.product-price s { font-weight: 400; color: var(--candle-color-muted); }
.reviews, .similar { margin-top: 48px; }
.section-head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px; }
.review-list { display: flex; flex-direction: column; gap: 16px; margin: 0 0 16px; padding: 0; list-style: none; }
.review { padding: 16px; border-radius: 12px; background: #fff; border: 1px solid var(--candle-color-border); }
.review-head, .review-text { margin: 0; }
.review-stars { margin: 4px 0; color: #b86e00; letter-spacing: 2px; }
.review-stars .stars-off { color: #d8cfc6; }
.similar-list { display: grid; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); gap: 24px 16px; margin: 0; padding: 0; list-style: none; }
.cart-page .cart-view { max-width: 760px; }
@media (max-width: 760px) { .product-main { grid-template-columns: minmax(0, 1fr); gap: 24px; } }
`;
