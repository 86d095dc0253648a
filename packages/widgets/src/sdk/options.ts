// defineCandleElements's options: the loader's data-* settings as an object, checked at the
// boundary so a partner's typo fails at once with what was expected, not later in a widget.
import { absoluteUrl, langSetting, partnerSetting, settingError, type SdkSettings } from './settings.js';

/** Options of `defineCandleElements`: the script-tag loader's `data-*` settings. */
export interface CandleElementsOptions {
  /** The GraphQL endpoint: an absolute http(s) URL, or a path on the page's own origin. */
  endpoint: string;
  /** The language of every widget, unless an element sets its own `lang`; by default the page's. */
  lang?: 'en' | 'ku' | 'ar';
  /** The main storefront, where product pages, the cart page and checkout live; by default the endpoint's origin. */
  storefront?: string;
  /** Whether the checkout offers FastPay; off unless `true`. */
  fastpay?: boolean;
  /** The partner's public key from the shop (issue 26): sales started on this page are attributed to the partner. */
  partner?: string;
}

const NAMES = ['endpoint', 'lang', 'storefront', 'fastpay', 'partner'];

/**
 * Checks `defineCandleElements`'s options and turns them into the widgets' settings; `base` is the
 * page's URL, against which a path resolves. Throws a TypeError saying what it expected.
 * @example settingsFromOptions({ endpoint: 'https://shop.example/graphql', lang: 'ar' }, document.baseURI)
 */
export function settingsFromOptions(options: unknown, base: string): SdkSettings {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw settingError('options', 'an object such as { endpoint: "https://shop.example/graphql" }', options);
  }
  const given = options as Record<string, unknown>;
  const unknown = Object.keys(given).find((name) => !NAMES.includes(name));
  if (unknown !== undefined) throw settingError('options', `only ${NAMES.join(', ')}`, unknown);
  const endpoint = absoluteUrl('options.endpoint', given.endpoint, base);
  const storefront = given.storefront === undefined ? new URL(endpoint).origin : absoluteUrl('options.storefront', given.storefront, base);
  if (given.fastpay !== undefined && typeof given.fastpay !== 'boolean') throw settingError('options.fastpay', 'a boolean', given.fastpay);
  return {
    endpoint,
    storefront: storefront.replace(/\/$/, ''),
    ...langSetting('options.lang', given.lang),
    ...(given.fastpay ? { fastpay: true as const } : {}),
    ...partnerSetting('options.partner', given.partner),
  };
}
