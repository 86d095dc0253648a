import type { Lang } from '../../db/types.js';

// SECURITY-REVIEW-2 N3, N2: the name a visitor typed goes into messages the shop sends to an
// address or phone nobody verified: the WhatsApp template's {{1}}, the mails' "Hello {{name}}".
// Whole, it let anyone write in the shop's name ("Ali. Your order is blocked: pay at
// http://evil.example/pay", "call 07701230001"). In a message it is short and carries no link,
// address or number; the sale keeps the name as typed.

/** At most this many characters of a name go into a message: enough for a first name and a family name. */
export const MESSAGE_NAME_LENGTH = 30;

// Any decimal digit (Western, Arabic-Indic, Extended Arabic-Indic…) and the dots a domain may be
// written with (ASCII, Arabic, ideographic and fullwidth ones).
const DIGIT = String.raw`\p{Nd}`;
const DOT = '[.\u06D4\u3002\uFF0E\uFF61]';
const PATTERNS: RegExp[] = [
  // Addresses first, so their domain is not left behind as a link.
  /[^\s@]+@[^\s@]+/gu,
  // scheme://… and scheme:… with a slash-less scheme (mailto:, tel:, whatsapp:).
  /\b[\p{L}][\p{L}\p{N}+.-]*:(?:\/\/|[^\s/])\S*/gu,
  /\bwww\S*/giu,
  // domain.tld and anything after it: dotted words with no space after the dot ("evil.example/pay").
  new RegExp(String.raw`[^\s.]*[\p{L}\p{N}]${DOT}[\p{L}\p{N}][^\s]*`, 'gu'),
  // Runs of three digits or more, also when spaced or dashed ("0770 123 0001", "٠٧٧٠-١٢٣").
  new RegExp(String.raw`${DIGIT}(?:[\s\-.()/+]*${DIGIT}){2,}`, 'gu'),
  // Controls and bidirectional overrides, which reorder what a reader sees.
  /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu,
];

/** What greets someone whose name left nothing to show: WhatsApp refuses an empty parameter. */
const NOBODY: Record<Lang, string> = { en: 'there', ku: 'هاوڕێ', ar: 'بك' };

/**
 * A customer-typed name as it may appear in a message: links, addresses, digit runs and
 * direction controls taken out, spaces collapsed, cut at {@link MESSAGE_NAME_LENGTH} characters (at a word's end when it can);
 * a greeting word of `lang` when nothing is left.
 * @example nameForMessage('en', 'Ali. Pay at http://evil.example') // 'Ali. Pay at'
 */
export function nameForMessage(lang: Lang, name: string): string {
  let text = name.normalize('NFKC');
  for (const pattern of PATTERNS) text = text.replace(pattern, ' ');
  text = text.replace(/\s+/gu, ' ').trim();
  const graphemes = Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (part) => part.segment);
  let short = graphemes.slice(0, MESSAGE_NAME_LENGTH).join('').trim();
  // A name cut inside a word loses that word's start, when a word before it is left.
  const inWord = (at: number) => graphemes[at] !== undefined && !/\s/u.test(graphemes[at]!);
  if (inWord(MESSAGE_NAME_LENGTH - 1) && inWord(MESSAGE_NAME_LENGTH)) short = short.replace(/(\S)\s+\S+$/u, '$1');
  // Taking pieces out may leave only punctuation behind ("Ali, , :").
  return /[\p{L}\p{M}]/u.test(short) ? short.replace(/[\s\p{P}]+$/u, '') || NOBODY[lang] : NOBODY[lang];
}
