import { baseCss, filterGroupCss, paginationCss, productCardCss } from '@candleshop/ui';

const gridCss = /* css */ `
.grid-root { min-height: 200px; container-type: inline-size; }
/* Nothing below the grid moves as it loads (Lighthouse's layout shift, issue 38): while its texts
   arrive it holds a screen's height, less than its 12 skeletons, and a skeleton is as tall as a
   card with a one-line title, collection, rating, price and Add to cart. */
.grid-root[aria-busy='true'] { min-height: 100vh; }
.products .skeleton { padding-block-end: 124px; }
.tabs ul { display: flex; flex-wrap: wrap; gap: 8px; margin: 0 0 20px; padding: 0; list-style: none; }
.tab { display: inline-flex; align-items: center; min-height: 40px; padding: 0 16px; border: 1px solid var(--candle-color-border); border-radius: 999px; background: var(--candle-color-surface); color: var(--candle-color-text); font-size: 15px; text-decoration: none; cursor: pointer; }
.tab[aria-pressed='true'] { background: var(--candle-color-text); border-color: var(--candle-color-text); color: var(--candle-color-surface); }
.tab-link { border-style: dashed; }
.layout { display: grid; grid-template-columns: 220px minmax(0, 1fr); gap: 32px; align-items: start; }
/* SPEC §2 Shop: on a narrow widget the filters open in a modal (720 px of the widget's own width). */
.filters-button { display: none; }
@container (max-width: 719.98px) {
  .layout { grid-template-columns: minmax(0, 1fr); }
  .filters { display: none; }
  .filters-button { display: inline-flex; }
}
.filters { position: sticky; top: 16px; }
.toolbar { display: flex; flex-wrap: wrap; align-items: center; gap: 12px; min-height: 40px; margin-block-end: 16px; }
.count { margin: 0; margin-inline-end: auto; color: var(--candle-color-muted); font-size: 14px; }
.products { display: grid; grid-template-columns: repeat(auto-fill, minmax(140px, 1fr)); gap: 24px 16px; margin: 0; padding: 0; list-style: none; }
.button { display: inline-flex; align-items: center; justify-content: center; min-height: 40px; padding: 0 16px; border: 1px solid var(--candle-color-accent); border-radius: var(--candle-radius-small); background: var(--candle-color-accent); color: var(--candle-color-on-accent); cursor: pointer; }
.button.secondary { background: transparent; color: var(--candle-color-accent); }
.notice { padding: 32px 16px; text-align: center; color: var(--candle-color-muted); }
.notice p { margin: 0 0 12px; }
.grid-dialog { width: min(420px, 100vw - 24px); max-height: calc(100vh - 24px); padding: 20px; border: 0; border-radius: var(--candle-radius); color: var(--candle-color-text); background: var(--candle-color-surface); font: inherit; }
.grid-dialog::backdrop { background: rgba(20, 14, 10, .5); }
.dialog-head { display: flex; align-items: center; justify-content: space-between; gap: 12px; }
.dialog-head h2 { margin: 0; font-size: 20px; }
/* Above the card link's target area, which covers the card. */
.card-add { position: relative; margin-block-start: auto; }
.card-add:disabled { border-color: var(--candle-color-border); background: var(--candle-color-muted-surface); color: var(--candle-color-muted); cursor: not-allowed; }
`;

/** Everything the grid's shadow root adopts. */
export const productGridCss = baseCss + productCardCss + filterGroupCss + paginationCss + gridCss;
