// The loader must stay tiny (3 KB budget) and share no module with the widgets, or the bundler
// would pull the shared runtime into the loader: so this file imports nothing.

/** The settings every widget reads: the loader's `data-*` attributes or `defineCandleElements`'s options, checked. */
export interface SdkSettings {
  /** Absolute URL of the GraphQL endpoint. */
  endpoint: string;
  /** The page's language for every widget, unless an element sets its own `lang`. */
  lang?: 'en' | 'ku' | 'ar';
  /** Absolute URL of the main storefront, for links to pages the widgets do not show. */
  storefront: string;
  /** Whether FastPay is offered at checkout (`data-fastpay="on"`); off unless said. */
  fastpay?: true;
  /** The partner's public key (`data-partner`, issue 26): sales started on this page are attributed to it. */
  partner?: string;
}

const LANGS = ['en', 'ku', 'ar'];

// A value as the error shows it: a string quoted, an object or array named, the rest as written
// (few bytes: the loader counts in every widget's budget).
const shown = (value: unknown) => (value && typeof value === 'object' ? (Array.isArray(value) ? 'an array' : 'an object') : typeof value === 'string' ? JSON.stringify(value) : String(value));

/** The one error shape of a bad setting: `candleshop: data-lang: expected one of en, ku, ar, got "fr"`. */
export function settingError(name: string, expected: string, got: unknown): TypeError {
  return new TypeError(`candleshop: ${name}: expected ${expected}, got ${shown(got)}`);
}

/** A full http(s) URL, or a path on `base`'s origin; nothing the browser would guess at. */
export function absoluteUrl(name: string, value: unknown, base: string): string {
  if (typeof value === 'string' && (/^https?:\/\//i.test(value) || value.startsWith('/'))) {
    try {
      return new URL(value, base).href;
    } catch {
      // fall through to the error below
    }
  }
  throw settingError(name, 'an absolute http(s) URL or a path starting with "/"', value);
}

/** The page's language, if set: one of en, ku, ar. */
export function langSetting(name: string, value: unknown): Pick<SdkSettings, 'lang'> {
  if (value === undefined) return {};
  if (typeof value !== 'string' || !LANGS.includes(value)) throw settingError(name, `one of ${LANGS.join(', ')}`, value);
  return { lang: value as SdkSettings['lang'] };
}

// The rules package's PARTNER_KEY, written out: this file imports nothing (see above).
const PARTNER_KEY = /^[\w-]{1,100}$/;

/** The page's partner key, if set: letters, digits, - and _ (issue 26). */
export function partnerSetting(name: string, value: unknown): Pick<SdkSettings, 'partner'> {
  if (value === undefined) return {};
  if (typeof value !== 'string' || !PARTNER_KEY.test(value)) throw settingError(name, 'a partner key', value);
  return { partner: value };
}

/**
 * Reads and validates the loader's settings. `base` is the loader's own URL: by default the
 * endpoint is its origin's `/graphql` and the storefront its origin.
 * @example readSettings({ endpoint: 'https://shop.example/graphql', lang: 'ar' }, import.meta.url)
 */
export function readSettings(data: Record<string, string | undefined>, base: string): SdkSettings {
  const origin = new URL(base).origin;
  return {
    endpoint: absoluteUrl('data-endpoint', data.endpoint ?? '/graphql', origin),
    storefront: absoluteUrl('data-storefront', data.storefront ?? '/', origin).replace(/\/$/, ''),
    ...langSetting('data-lang', data.lang),
    ...(data.fastpay === 'on' ? { fastpay: true as const } : {}),
    ...partnerSetting('data-partner', data.partner),
  };
}
