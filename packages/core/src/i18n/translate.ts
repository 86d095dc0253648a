import type { Lang } from './languages.js';
import { formatNumber } from '../format/number.js';

/** Message resources in i18next's JSON shape: nested keys, `{{name}}` slots, `_one`/`_other` plurals. */
export interface Messages {
  [key: string]: string | Messages;
}

/** Values for a message's `{{slots}}`; numbers are written in the language's digits. */
export type MessageValues = Record<string, string | number>;

/** Looks up a message key and fills its slots. */
export type Translate = (key: string, values?: MessageValues) => string;

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A translator over one language's messages. It reads i18next's resource format, so the
 * resources stay portable, at a fraction of i18next's 15 KB (the SDK's byte budget, DESIGN §6).
 * @example createTranslator('ar', ar)('product.reviews', { count: 3 }) // '٣ مراجعات'
 */
export function createTranslator(lang: Lang, messages: Messages): Translate {
  const plurals = new Intl.PluralRules(lang === 'ku' ? 'ckb' : lang);
  return (key, values) => {
    const count = values?.count;
    const text = (typeof count === 'number' && (lookup(messages, `${key}_${plurals.select(count)}`) ?? lookup(messages, `${key}_other`))) || lookup(messages, key);
    if (text === undefined) return key;
    if (!values) return text;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (slot, name: string) => {
      const value = values[name];
      if (value === undefined) return slot;
      return typeof value === 'number' ? formatNumber(value, lang) : value;
    });
  };
}
