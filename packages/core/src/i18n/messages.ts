import type { Lang } from './languages.js';
import type { Messages } from './translate.js';

/** The names of the message areas: texts of some screens only, next to the shop-wide ones. */
export type MessageAreaName =
  | 'catalogue'
  | 'buying'
  | 'checkout'
  | 'account'
  | 'refill'
  | 'tickets'
  | 'ticketPages'
  | 'orderPages'
  | 'whitelabel'
  | 'personalized'
  | 'subscriptions'
  | 'newsletter'
  | 'site'
  | 'admin'
  | 'waitlist'
  | 'giftCards'
  | 'plans'
  | 'cartReminders';

/**
 * The texts of some screens (the cart, the checkout, the account pages), kept out of the shop-wide
 * messages so that a widget downloads only the texts it shows (DESIGN §6 budgets). Each language
 * of an area is its own chunk, and each area's loader is its own module (areas/*.ts): only the
 * code that shows an area imports it, so the bundle's import graph, and the budget check reading
 * it, know which widget downloads which texts.
 */
export interface MessageArea {
  readonly name: MessageAreaName;
  /** Imports the area's texts in `lang`: one dynamic import a language. */
  readonly load: (lang: Lang) => Promise<{ default: Messages }>;
}

const cache = new Map<string, Promise<Messages>>();
// What has arrived, for a first render that must not wait (a page rendered on the server).
const arrived = new Map<string, Messages>();

/** Memoises a load under `key`; a failed load is forgotten so that a retry loads again. */
function memo(key: string, load: () => Promise<{ default: Messages }>): Promise<Messages> {
  let pending = cache.get(key);
  if (!pending) {
    pending = load().then((module) => {
      arrived.set(key, module.default);
      return module.default;
    });
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}

/** The shop-wide messages of `lang`: each language is its own chunk. */
function loadBase(lang: Lang): Promise<Messages> {
  return memo(lang, () => (lang === 'ar' ? import('./resources/ar.js') : lang === 'ku' ? import('./resources/ku.js') : import('./resources/en.js')));
}

/**
 * Loads one language's messages: the shop-wide ones and those of `areas`, merged (areas only add
 * top-level sections). A page downloads only the language it shows and the areas it asks for.
 * Memoised per language and area; a failed load may be retried.
 * @example loadMessages('ar', [buyingMessages]) // shop-wide texts and the cart's, in Arabic
 */
export function loadMessages(lang: Lang, areas: readonly MessageArea[] = []): Promise<Messages> {
  const base = loadBase(lang);
  if (areas.length === 0) return base;
  const parts = areas.map((area) => memo(`${area.name}/${lang}`, () => area.load(lang)));
  return Promise.all([base, ...parts]).then((loaded) => Object.assign({}, ...loaded) as Messages);
}

/**
 * The messages {@link loadMessages} would give, if they have all arrived already; else undefined.
 * Lets a component render its first frame in its language at once (server rendering, hydration).
 */
export function loadedMessages(lang: Lang, areas: readonly MessageArea[] = []): Messages | undefined {
  const parts = [arrived.get(lang), ...areas.map((area) => arrived.get(`${area.name}/${lang}`))];
  if (parts.some((part) => part === undefined)) return undefined;
  return parts.length === 1 ? parts[0] : (Object.assign({}, ...parts) as Messages);
}
