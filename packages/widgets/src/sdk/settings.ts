// The loader must stay tiny (3 KB budget) and share no module with the widgets, or the bundler
// would pull the shared runtime into the loader: so this file imports nothing.

/** Settings read from the loader's `data-*` attributes. */
export interface SdkSettings {
  /** Absolute URL of the GraphQL endpoint. */
  endpoint: string;
  /** The page's language for every widget, unless an element sets its own `lang`. */
  lang?: 'en' | 'ku' | 'ar';
  /** Absolute URL of the main storefront, for links to pages the widgets do not show. */
  storefront: string;
  /** Whether FastPay is offered at checkout (`data-fastpay="on"`); off unless said. */
  fastpay?: true;
}

const LANGS = ['en', 'ku', 'ar'];

function absoluteUrl(name: string, value: string, base: string): string {
  // A full http(s) URL, or a path on the loader's own origin; nothing the browser would guess at.
  if (/^https?:\/\//i.test(value) || value.startsWith('/')) {
    try {
      return new URL(value, base).href;
    } catch {
      // fall through to the error below
    }
  }
  throw new Error(`candleshop: data-${name} must be an absolute http(s) URL or a path starting with "/", got "${value}"`);
}

/**
 * Reads and validates the loader's settings. `base` is the loader's own URL: by default the
 * endpoint is its origin's `/graphql` and the storefront its origin.
 * @example readSettings({ endpoint: 'https://shop.example/graphql', lang: 'ar' }, import.meta.url)
 */
export function readSettings(data: Record<string, string | undefined>, base: string): SdkSettings {
  const origin = new URL(base).origin;
  const lang = data.lang;
  if (lang !== undefined && !LANGS.includes(lang)) {
    throw new Error(`candleshop: data-lang must be one of ${LANGS.join(', ')}, got "${lang}"`);
  }
  return {
    endpoint: absoluteUrl('endpoint', data.endpoint ?? '/graphql', origin),
    storefront: absoluteUrl('storefront', data.storefront ?? '/', origin).replace(/\/$/, ''),
    ...(lang ? { lang: lang as SdkSettings['lang'] } : {}),
    ...(data.fastpay === 'on' ? { fastpay: true as const } : {}),
  };
}
