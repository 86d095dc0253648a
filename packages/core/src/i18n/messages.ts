import type { Lang } from './languages.js';
import type { Messages } from './translate.js';

const cache = new Map<Lang, Promise<Messages>>();

/**
 * Loads one language's messages. Each language is its own chunk, so a page downloads only the
 * language it shows. Memoised; a failed load may be retried.
 */
export function loadMessages(lang: Lang): Promise<Messages> {
  let pending = cache.get(lang);
  if (!pending) {
    pending = (
      lang === 'ar' ? import('./resources/ar.js') : lang === 'ku' ? import('./resources/ku.js') : import('./resources/en.js')
    ).then((module) => module.default);
    pending.catch(() => cache.delete(lang));
    cache.set(lang, pending);
  }
  return pending;
}
