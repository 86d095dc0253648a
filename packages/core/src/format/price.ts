import type { Lang } from '../i18n/languages.js';
import { formatNumber } from './number.js';

// The currency's name is part of the price, not of a sentence, so it lives beside the digits.
const CURRENCY: Record<Lang, string> = { en: 'IQD', ku: 'د.ع', ar: 'د.ع' };

/**
 * Formats an integer amount of Iraqi dinars for display (SPEC §1: prices in IQD).
 * @example formatPrice(25000, 'en') // '25,000 IQD'
 */
export function formatPrice(amount: number, lang: Lang): string {
  return `${formatNumber(Math.round(amount), lang)} ${CURRENCY[lang]}`;
}
