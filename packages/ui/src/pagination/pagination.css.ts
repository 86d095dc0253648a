/** Styles of Pagination. */
export const paginationCss = /* css */ `
.pagination ul { display: flex; flex-wrap: wrap; justify-content: center; align-items: center; gap: 6px; margin: 24px 0 0; padding: 0; list-style: none; }
.pagination :is(button, a) { display: inline-flex; align-items: center; justify-content: center; box-sizing: border-box; min-width: 40px; min-height: 40px; padding: 0 10px; text-decoration: none; border: 1px solid var(--candle-color-border); border-radius: var(--candle-radius-small); background: var(--candle-color-surface); color: var(--candle-color-text); font: inherit; cursor: pointer; }
.pagination [aria-current='page'] { background: var(--candle-color-accent); border-color: var(--candle-color-accent); color: var(--candle-color-on-accent); font-weight: 700; }
.pagination :is(:disabled, [aria-disabled='true']) { opacity: .45; cursor: default; }
.pagination .page-gap { min-width: 24px; text-align: center; color: var(--candle-color-muted); }
.pagination .arrow { display: inline-block; font-size: 20px; line-height: 1; }
.pagination :dir(rtl) .arrow { transform: scaleX(-1); }
`;
