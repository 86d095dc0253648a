import { baseCss, cartCss } from '@candleshop/ui';

const drawerCss = /* css */ `
:host { display: inline-block; --candle-padding: 0; }
/* A button in someone's header: no surface or padding of its own unless the page asks for one. */
.drawer-root { padding: var(--candle-padding); background: transparent; }
.cart-button { position: relative; display: inline-flex; align-items: center; justify-content: center; width: 44px; height: 44px; padding: 0; border: 1px solid var(--candle-color-border); border-radius: 999px; background: var(--candle-color-surface); color: var(--candle-color-text); cursor: pointer; }
.cart-badge { position: absolute; inset-block-start: -6px; inset-inline-end: -6px; min-width: 22px; height: 22px; padding: 0 6px; border-radius: 11px; background: var(--candle-color-accent); color: var(--candle-color-on-accent); font-size: 12px; font-weight: 700; line-height: 22px; text-align: center; }
.drawer { position: fixed; inset-block: 0; inset-inline-start: auto; inset-inline-end: 0; width: min(440px, 100vw); max-width: 100vw; height: 100%; max-height: 100%; margin: 0; padding: 0; border: 0; color: var(--candle-color-text); background: var(--candle-color-surface); box-shadow: 0 0 24px rgba(20, 14, 10, .25); }
.drawer::backdrop { background: rgba(20, 14, 10, .5); }
.drawer-panel { display: flex; flex-direction: column; gap: 16px; min-height: 100%; padding: 16px; }
.drawer-head { display: flex; align-items: center; justify-content: space-between; gap: 12px; }
.drawer-title { margin: 0; font-size: 22px; }
.drawer-close { width: 44px; height: 44px; border: 0; border-radius: 999px; background: none; font-size: 28px; line-height: 1; cursor: pointer; }
.drawer-close:hover { background: var(--candle-color-muted-surface); }
.drawer-full { align-self: center; }
.drawer-error { margin: 0; color: var(--candle-color-error); }
`;

/** Everything the drawer's shadow root adopts. */
export const cartDrawerCss = baseCss + cartCss + drawerCss;
