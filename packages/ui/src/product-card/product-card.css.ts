/** Styles of ProductCard, StarRating and SkeletonCard; only px units so the host page's root font size cannot reach in. */
export const productCardCss = /* css */ `
.card { position: relative; display: flex; flex-direction: column; gap: 6px; min-width: 0; }
.card-media { position: relative; aspect-ratio: 1; border-radius: var(--candle-radius); overflow: hidden; background: var(--candle-color-muted-surface); }
.card-image { display: block; width: 100%; height: 100%; object-fit: cover; transition: transform .3s; }
.card:hover .card-image { transform: scale(1.03); }
.badge { position: absolute; inset-block-start: 10px; inset-inline-start: 10px; padding: 2px 10px; border-radius: 999px; background: var(--candle-color-accent); color: var(--candle-color-on-accent); font-size: 12px; font-weight: 600; }
.card-title { margin: 6px 0 0; font-size: 16px; font-weight: 600; line-height: 1.35; }
.card-link { color: inherit; text-decoration: none; border-radius: 4px; }
/* The whole card is the link's target area; the link text stays the accessible name. */
.card-link::after { content: ''; position: absolute; inset: 0; border-radius: var(--candle-radius); }
.card-link:focus-visible { outline: none; }
.card-link:focus-visible::after { outline: 3px solid var(--candle-color-focus); outline-offset: 3px; }
.card-collection { margin: 0; color: var(--candle-color-muted); font-size: 14px; }
.rating { margin: 0; display: flex; align-items: center; gap: 6px; font-size: 14px; color: var(--candle-color-muted); }
.stars { position: relative; display: inline-block; line-height: 1; letter-spacing: 2px; }
.stars-empty { color: var(--candle-color-star-empty); }
.stars-full { position: absolute; inset-block-start: 0; inset-inline-start: 0; overflow: hidden; white-space: nowrap; color: var(--candle-color-star); }
.card-price { margin: 0; font-weight: 700; font-size: 16px; color: var(--candle-color-text); }
.card-price s { font-weight: 400; color: var(--candle-color-muted); }
.skeleton .card-media, .skeleton-line { background: linear-gradient(90deg, #eee6de 25%, #f7f2ed 50%, #eee6de 75%); background-size: 200% 100%; animation: candle-shimmer 1.4s infinite linear; }
.skeleton-line { height: 14px; border-radius: 7px; width: 80%; }
.skeleton-line.short { width: 45%; }
@keyframes candle-shimmer { to { background-position: -200% 0; } }
@media (prefers-reduced-motion: reduce) { .skeleton .card-media, .skeleton-line { animation: none; } .card-image { transition: none; } }
`;
