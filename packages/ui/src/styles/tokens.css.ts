/**
 * The design tokens: every `--candle-*` custom property a widget or the storefront reads, declared
 * once with its default and meaning. CSS uses them as plain `var(--candle-x)`; the defaults come
 * from {@link tokensCss} on each widget's `:host` and on the storefront's `:root`. The element
 * descriptions, `custom-elements.json` and the README list them from this same data, so this file
 * imports nothing: the build script loads it as plain data.
 */

/** One design token. */
export interface Token {
  name: `--candle-${string}`;
  /** The CSS value used when the page sets none. */
  default: string;
  /** What it paints, for the README and the Custom Elements Manifest. */
  description: string;
}

/** Every design token, in the order the README lists them. */
export const tokens = [
  { name: '--candle-font-family', default: "system-ui, -apple-system, 'Segoe UI', Tahoma, 'Noto Sans Arabic', sans-serif", description: 'The typeface of all text.' },
  { name: '--candle-font-size', default: '16px', description: 'The base text size; smaller text is sized in px beside it.' },
  { name: '--candle-color-text', default: '#2b2420', description: 'Text, and the selected section tab.' },
  { name: '--candle-color-muted', default: '#5f5750', description: 'Secondary text: counts, notes, collections, ratings.' },
  { name: '--candle-color-accent', default: '#8a4b2a', description: 'Buttons, badges, the current page, checked choices.' },
  { name: '--candle-color-on-accent', default: '#fff', description: 'Text on the accent colour.' },
  { name: '--candle-color-background', default: '#fffdfa', description: "The widget's own surface behind everything; `transparent` shows the page behind." },
  { name: '--candle-color-surface', default: '#fff', description: 'Cards, tabs, fields, dialogs, the cart button and the cart drawer.' },
  { name: '--candle-color-muted-surface', default: '#f3ede6', description: 'Image placeholders, summaries and hover backgrounds.' },
  { name: '--candle-color-border', default: '#d9cfc5', description: 'Borders and dividers.' },
  { name: '--candle-color-border-strong', default: '#8c7f74', description: 'Form field borders (enough contrast for an input).' },
  { name: '--candle-color-focus', default: '#1f5fbf', description: 'The keyboard focus ring.' },
  { name: '--candle-color-link', default: '#7a3f20', description: 'Links and link-styled buttons.' },
  { name: '--candle-color-error', default: '#a4262c', description: 'Error messages and invalid fields.' },
  { name: '--candle-color-success', default: '#2e6b3a', description: 'Success messages.' },
  { name: '--candle-color-star', default: '#b86e00', description: 'Filled rating stars.' },
  { name: '--candle-color-star-empty', default: '#d8cfc6', description: 'Empty rating stars.' },
  { name: '--candle-padding', default: '16px', description: "Space inside the widget's base part (the cart drawer's button: 0)." },
  { name: '--candle-radius', default: '12px', description: 'Corner radius of cards, dialogs and the widget.' },
  { name: '--candle-radius-small', default: '8px', description: 'Corner radius of buttons, fields and small boxes.' },
] as const satisfies readonly Token[];

/** The name of a declared design token. */
export type TokenName = (typeof tokens)[number]['name'];

/** A rule giving every token its default on `selector` (`:host` in widgets, `:root` on the storefront). */
export function tokensCss(selector: string): string {
  return `${selector} {\n${tokens.map((token) => `  ${token.name}: ${token.default};`).join('\n')}\n}\n`;
}
