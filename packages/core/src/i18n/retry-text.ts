import type { Lang } from './languages.js';

/**
 * The words of the button that loads a screen's texts again when they could not be downloaded: the
 * only words shown before any message resource has arrived, so they cannot be one of its keys.
 */
export const RETRY_TEXT: Readonly<Record<Lang, string>> = {
  en: 'Try again',
  ku: 'دووبارە هەوڵ بدەرەوە',
  ar: 'حاول مرة أخرى',
};
