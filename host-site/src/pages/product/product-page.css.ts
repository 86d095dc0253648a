/** Styles of the product page and the cart page (the shared card and cart styles come from packages/ui). */
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
.stock { margin: 0; font-weight: 600; color: #2f6b2f; }
.stock.out { color: #a4262c; }
.collection, .description { margin: 0; }
.choice-group { margin: 0; padding: 0; border: 0; }
.choice-group legend { padding: 0; margin-bottom: 6px; font-weight: 700; }
.pills { display: flex; flex-wrap: wrap; gap: 8px; }
.pill { position: relative; display: inline-flex; align-items: center; gap: 8px; min-height: 44px; padding: 4px 14px; border: 1px solid var(--candle-color-border); border-radius: 999px; background: #fff; cursor: pointer; }
.pill input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
.pill:has(input:checked) { border-color: var(--candle-color-accent); box-shadow: inset 0 0 0 1px var(--candle-color-accent); background: #fbf1ea; }
.pill:has(input:focus-visible) { outline: 3px solid var(--candle-color-focus); outline-offset: 2px; }
.pill img { width: 28px; height: 28px; border-radius: 50%; object-fit: cover; }
.field-error { margin: 6px 0 0; color: #a4262c; font-weight: 600; }
.product-price { margin: 0; font-size: 26px; font-weight: 800; }
.buy { display: flex; flex-direction: column; gap: 12px; }
.buy-quantity { display: flex; align-items: center; gap: 12px; }
.buy-label { font-weight: 700; }
.buy-actions { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; }
.buy-actions .button { min-width: 160px; }
.added { display: inline-flex; align-items: center; min-height: 44px; margin: 0; padding: 0 12px; border-radius: 8px; background: #e7f3e7; color: #1f4d1f; font-weight: 700; }
.unavailable { margin: 0; font-size: 18px; font-weight: 700; color: #a4262c; }
.reviews, .similar { margin-top: 48px; }
.section-head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px; }
.review-list { display: flex; flex-direction: column; gap: 16px; margin: 0 0 16px; padding: 0; list-style: none; }
.review { padding: 16px; border-radius: 12px; background: #fff; border: 1px solid var(--candle-color-border); }
.review-head, .review-text { margin: 0; }
.review-stars { margin: 4px 0; color: #b86e00; letter-spacing: 2px; }
.review-stars .stars-off { color: #d8cfc6; }
.similar-list { display: grid; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); gap: 24px 16px; margin: 0; padding: 0; list-style: none; }
.cart-page .cart-view { max-width: 760px; }
@media (max-width: 760px) { .product-main { grid-template-columns: minmax(0, 1fr); gap: 24px; } .buy-actions .button { flex: 1; } }
`;
