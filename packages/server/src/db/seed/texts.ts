import type { Texts } from '../types.js';

/** One text in English, Sorani Kurdish (Arabic script) and Arabic, in that order. */
export function t(en: string, ku: string, ar: string): Texts {
  return { en, ku, ar };
}

/** Joins texts language by language, e.g. a product's own blurb and its form's common line. */
export function joinTexts(separator: string, ...parts: Texts[]): Texts {
  return {
    en: parts.map((part) => part.en).join(separator),
    ku: parts.map((part) => part.ku).join(separator),
    ar: parts.map((part) => part.ar).join(separator),
  };
}
