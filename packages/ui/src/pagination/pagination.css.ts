/** Styles of Pagination. */
export const paginationCss = /* css */ `
.pagination ul { display: flex; flex-wrap: wrap; justify-content: center; align-items: center; gap: 6px; margin: 24px 0 0; padding: 0; list-style: none; }
.pagination button { min-width: 40px; min-height: 40px; padding: 0 10px; border: 1px solid var(--candle-color-border, #d9cfc5); border-radius: var(--candle-radius-small, 8px); background: var(--candle-color-surface, #fff); color: var(--candle-color-text, #2b2420); font: inherit; cursor: pointer; }
.pagination button[aria-current='page'] { background: var(--candle-color-accent, #8a4b2a); border-color: var(--candle-color-accent, #8a4b2a); color: var(--candle-color-on-accent, #fff); font-weight: 700; }
.pagination button:disabled { opacity: .45; cursor: default; }
.pagination .page-gap { min-width: 24px; text-align: center; color: var(--candle-color-muted, #5f5750); }
.pagination .arrow { display: inline-block; font-size: 20px; line-height: 1; }
.pagination :dir(rtl) .arrow { transform: scaleX(-1); }
`;
