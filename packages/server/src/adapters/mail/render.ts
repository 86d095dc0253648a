import { isolate } from '@candleshop/rules';
import type { Lang } from '../../db/types.js';
import { mailHtml, type MailImage } from './mail-html.js';

// The one way a mail is written (issue 25 item 4). Each template keeps its words per language
// (the server writes mail text itself: the client's catalogue holds UI text, and the server may
// not import client code), and this module turns them into the mail: placeholders filled,
// numbers and dates in the language's own digits, blocks a blank line apart, the signature last.

/** A mail's subject, plain text and the same as HTML (mail-html.ts), before it is addressed. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The locale of a language's numbers and dates (Sorani Kurdish and Arabic write their own digits). */
export const MAIL_LOCALES: Record<Lang, string> = { en: 'en-US', ku: 'ckb-IQ', ar: 'ar-IQ' };

/** The closing line of every customer mail. */
const SIGNATURE: Record<Lang, string> = { en: 'The candle shop', ku: 'دوکانی مۆم', ar: 'متجر الشموع' };

/**
 * A number in `lang`'s digits: amounts grouped (45,000), or `grouping: false` for numbers read as
 * a code, such as a status mail's order id (12345).
 */
export function mailNumber(lang: Lang, value: number, options: { grouping?: boolean } = {}): string {
  return new Intl.NumberFormat(MAIL_LOCALES[lang], { useGrouping: options.grouping ?? true }).format(value);
}

/** A number read as a code (a sale's or a plan's number), in `lang`'s digits and never grouped: 12345. */
export const mailCode = (lang: Lang, value: number): string => mailNumber(lang, value, { grouping: false });

/** A value for a template: text as it is, a number in the language's grouped digits. */
export type MailValue = string | number;

/**
 * Fills `{{key}}` placeholders in one pass, so a value (a name a visitor typed) is never read as
 * a placeholder itself; an unknown key stays as written. In Kurdish and Arabic a value written left
 * to right is bidi-isolated.
 */
export function fillTemplate(lang: Lang, template: string, values: Readonly<Record<string, MailValue>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, key: string) => {
    const value = values[key];
    if (value === undefined) return placeholder;
    return typeof value === 'number' ? mailNumber(lang, value) : isolated(lang, value);
  });
}

// Issue 36 item 2: in a right-to-left text a value holding Latin letters or Western digits (a
// ticket reference, an email, a Latin address, a phone) keeps its own order only when isolated
// (first strong isolate … pop directional isolate); a link stays bare so mail apps still see
// where it ends.
function isolated(lang: Lang, value: string): string {
  return lang === 'en' || !/[A-Za-z0-9]/.test(value) || /^https?:\/\//.test(value) ? value : isolate(value);
}

/** A mail as its template describes it. */
export interface MailTemplate {
  subject: string;
  /** Paragraphs in order; a missing one (`null`, `undefined`, `false`, `''`) is left out; a picture is in the HTML only. */
  blocks: ReadonlyArray<string | MailImage | null | undefined | false>;
  values: Readonly<Record<string, MailValue>>;
  /** Closes with the shop's signature; the account mails end with their own last line. */
  signed?: boolean;
}

/**
 * The subject and text of a mail in `lang`: every block filled and a blank line apart, then the
 * signature; the text ends with a newline.
 * @example renderMail('ar', { subject: 'طلب رقم {{id}}', blocks: ['مرحباً {{name}}،'], values: { id: 7, name: 'Sara' }, signed: true })
 */
export function renderMail(lang: Lang, template: MailTemplate): RenderedMail {
  const fill = (text: string) => fillTemplate(lang, text, template.values);
  const blocks = template.blocks.filter((block): block is string | MailImage => Boolean(block)).map((block) => (typeof block === 'string' ? fill(block) : block));
  if (template.signed) blocks.push(SIGNATURE[lang]);
  const subject = fill(template.subject);
  const text = blocks.filter((block): block is string => typeof block === 'string');
  return { subject, text: `${text.join('\n\n')}\n`, html: mailHtml(lang, SIGNATURE[lang], subject, blocks, Boolean(template.signed)) };
}

/** A link under its label, as one block (`See it here:\nhttps://…`), or nothing without a link (a guest). */
export function linkBlock(label: string, link: string | null | undefined): string | undefined {
  return link ? `${label}\n${link}` : undefined;
}
