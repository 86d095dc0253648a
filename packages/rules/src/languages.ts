/** The shop's languages (SPEC §1): English is the default; Kurdish (Sorani) and Arabic read right to left. */
export const LANGUAGES = ['en', 'ku', 'ar'] as const;

/** One of the shop's languages. */
export type Lang = (typeof LANGUAGES)[number];

/** The language used when none was chosen or the one asked for is unknown (SPEC §9). */
export const DEFAULT_LANG: Lang = 'en';

/** Whether `value` names one of the shop's languages. */
export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
