/**
 * Design tokens and resets for a widget's shadow root. Partners theme through `--candle-*` custom
 * properties set on the element and `::part()`; everything else of the page stays out: inherited
 * text properties are set again on the base part, and sizes are in px, never rem. Tokens set on the
 * element or any ancestor reach in; their defaults are written in at adoption (`withTokenDefaults`).
 */
export const baseCss = /* css */ `
:host { display: block; }
:host([hidden]) { display: none; }
[part~='base'] {
  box-sizing: border-box;
  font-family: var(--candle-font-family);
  font-size: var(--candle-font-size);
  font-weight: 400; font-style: normal; line-height: 1.5; letter-spacing: normal; word-spacing: normal;
  text-align: start; text-transform: none; text-indent: 0; text-shadow: none; white-space: normal;
  color: var(--candle-color-text);
  /* The widget paints its own surface: on a dark partner page its dark text stays readable. */
  background: var(--candle-color-background);
  padding: var(--candle-padding);
  border-radius: var(--candle-radius);
}
*, *::before, *::after { box-sizing: border-box; }
:focus-visible { outline: 3px solid var(--candle-color-focus); outline-offset: 2px; }
button, input, select { font: inherit; color: inherit; }
a { color: var(--candle-color-link); }
.visually-hidden { position: absolute !important; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;
