/** Styles of Pagination. */
export const paginationCss = /* css */ `
.pagination ul { display: flex; flex-wrap: wrap; justify-content: center; align-items: center; gap: 6px; margin: 24px 0 0; padding: 0; list-style: none; }
.pagination button { min-width: 40px; min-height: 40px; padding: 0 10px; border: 1px solid var(--candle-color-border); border-radius: var(--candle-radius-small); background: var(--candle-color-surface); color: var(--candle-color-text); font: inherit; cursor: pointer; }
.pagination button[aria-current='page'] { background: var(--candle-color-accent); border-color: var(--candle-color-accent); color: var(--candle-color-on-accent); font-weight: 700; }
.pagination button:disabled { opacity: .45; cursor: default; }
.pagination .page-gap { min-width: 24px; text-align: center; color: var(--candle-color-muted); }
.pagination .arrow { display: inline-block; font-size: 20px; line-height: 1; }
.pagination :dir(rtl) .arrow { transform: scaleX(-1); }
`;
