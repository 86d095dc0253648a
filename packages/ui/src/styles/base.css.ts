/**
 * Design tokens and resets for a widget's shadow root. Partners theme through `--candle-*` custom
 * properties and `::part()`; everything else of the page stays out: inherited text properties are
 * set again on the base part, and sizes are in px, never rem.
 */
export const baseCss = /* css */ `
:host { display: block; }
:host([hidden]) { display: none; }
[part~='base'] {
  box-sizing: border-box;
  font-family: var(--candle-font-family, system-ui, -apple-system, 'Segoe UI', Tahoma, 'Noto Sans Arabic', sans-serif);
  font-size: var(--candle-font-size, 16px);
  font-weight: 400; font-style: normal; line-height: 1.5; letter-spacing: normal; word-spacing: normal;
  text-align: start; text-transform: none; text-indent: 0; text-shadow: none; white-space: normal;
  color: var(--candle-color-text, #2b2420);
  /* The widget paints its own surface: on a dark partner page its dark text stays readable. */
  background: var(--candle-color-background, #fffdfa);
  padding: var(--candle-padding, 16px);
  border-radius: var(--candle-radius, 12px);
}
*, *::before, *::after { box-sizing: border-box; }
:focus-visible { outline: 3px solid var(--candle-color-focus, #1f5fbf); outline-offset: 2px; }
button, input, select { font: inherit; color: inherit; }
a { color: var(--candle-color-link, #7a3f20); }
.visually-hidden { position: absolute !important; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;
