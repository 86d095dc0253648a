/**
 * The design tokens: every `--candle-*` custom property a widget or the storefront reads, declared
 * once with its default and meaning. CSS uses them as plain `var(--candle-x)`; the defaults come
 * from {@link withTokenDefaults} when a widget adopts its stylesheet, and from {@link tokensCss} on
 * the storefront's `:root`. The element
 * descriptions, `custom-elements.json` and the README list them from this same data, so this file
 * imports nothing: the build script loads it as plain data.
 */

/** One design token. */
export interface Token {
  name: TokenName;
  /** The CSS value used when the page sets none. */
  default: string;
  /** What it paints, for the README and the Custom Elements Manifest. */
  description: string;
}

/** Every token's default, in the order the README lists them. */
export const tokenDefaults = {
  '--candle-font-family': "system-ui, -apple-system, 'Segoe UI', Tahoma, 'Noto Sans Arabic', sans-serif",
  '--candle-font-size': '16px',
  '--candle-color-text': '#2b2420',
  '--candle-color-muted': '#5f5750',
  '--candle-color-accent': '#8a4b2a',
  '--candle-color-on-accent': '#fff',
  '--candle-color-background': '#fffdfa',
  '--candle-color-surface': '#fff',
  '--candle-color-muted-surface': '#f3ede6',
  '--candle-color-border': '#d9cfc5',
  '--candle-color-border-strong': '#8c7f74',
  '--candle-color-focus': '#1f5fbf',
  '--candle-color-link': '#7a3f20',
  '--candle-color-error': '#a4262c',
  '--candle-color-success': '#2e6b3a',
  '--candle-color-star': '#b86e00',
  '--candle-color-star-empty': '#d8cfc6',
  '--candle-padding': '16px',
  '--candle-radius': '12px',
  '--candle-radius-small': '8px',
} as const satisfies Record<`--candle-${string}`, string>;

/** The name of a declared design token. */
export type TokenName = keyof typeof tokenDefaults;

// Apart from the defaults, so widget bundles (which only need the CSS) don't carry this prose.
/** What each token paints. */
export const tokenMeanings: Record<TokenName, string> = {
  '--candle-font-family': 'The typeface of all text.',
  '--candle-font-size': 'The base text size; smaller text is sized in px beside it.',
  '--candle-color-text': 'Text, and the selected section tab.',
  '--candle-color-muted': 'Secondary text: counts, notes, collections, ratings.',
  '--candle-color-accent': 'Buttons, badges, the current page, checked choices.',
  '--candle-color-on-accent': 'Text on the accent colour.',
  '--candle-color-background': "The widget's own surface behind everything; `transparent` shows the page behind.",
  '--candle-color-surface': 'Cards, tabs, fields, dialogs, the cart button and the cart drawer.',
  '--candle-color-muted-surface': 'Image placeholders, summaries and hover backgrounds.',
  '--candle-color-border': 'Borders and dividers.',
  '--candle-color-border-strong': 'Form field borders (enough contrast for an input).',
  '--candle-color-focus': 'The keyboard focus ring.',
  '--candle-color-link': 'Links and link-styled buttons.',
  '--candle-color-error': 'Error messages and invalid fields.',
  '--candle-color-success': 'Success messages.',
  '--candle-color-star': 'Filled rating stars.',
  '--candle-color-star-empty': 'Empty rating stars.',
  '--candle-padding': "Space inside the widget's base part (the cart drawer's button: 0).",
  '--candle-radius': 'Corner radius of cards, dialogs and the widget.',
  '--candle-radius-small': 'Corner radius of buttons, fields and small boxes.',
};

/** Every token with its default and meaning, for docs and the Custom Elements Manifest. */
export function listTokens(): Token[] {
  return (Object.keys(tokenDefaults) as TokenName[]).map((name) => ({ name, default: tokenDefaults[name], description: tokenMeanings[name] }));
}

/** A rule giving every token its default on `selector` (`:host` in widgets, `:root` on the storefront). */
export function tokensCss(selector: string): string {
  const declarations = Object.entries(tokenDefaults).map(([name, value]) => `  ${name}: ${value};`);
  return `${selector} {\n${declarations.join('\n')}\n}\n`;
}

const TOKEN_USE = /var\((--candle-[a-z0-9-]+)\)/g;

/**
 * A widget's stylesheet with each token's default written into its uses:
 * `var(--candle-color-accent)` becomes `var(--candle-color-accent, #8a4b2a)`. A default declared on
 * `:host` would beat the value a partner sets on `body` or any other ancestor (a declared value
 * always wins over an inherited one); a `var()` fallback applies only when nothing is inherited.
 * @example withTokenDefaults('a { color: var(--candle-color-link); }') // 'a { color: var(--candle-color-link, #7a3f20); }'
 */
export function withTokenDefaults(css: string): string {
  return css.replace(TOKEN_USE, (use, name: string) => (name in tokenDefaults ? `var(${name}, ${tokenDefaults[name as TokenName]})` : use));
}
