import { westernDigits } from './digits.js';

// Issue 35 item 1: a gift card's code is read aloud over the phone and typed from a printed card,
// so it uses Crockford's base32 (no I, L, O, U), reads the look-alikes as what they stand for, and
// ends in a check character that catches any one mistyped character and any two neighbours
// swapped before the server is asked. 19 random characters hold 95 bits: no budget of guesses
// finds a card.

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Random characters in a code, 5 bits each. */
const RANDOM_CHARS = 19;
/** How many random bytes {@link giftCardCodeOf} needs (95 of the 96 bits are used). */
export const GIFT_CARD_RANDOM_BYTES = 12;
/** Characters in a code without its dashes: the random ones and the check character. */
export const GIFT_CARD_CODE_LENGTH = RANDOM_CHARS + 1;

// GF(32) with x^5 + x^2 + 1: the check is c = Σ α^(i+1)·x_i. Every weight is non-zero and
// differs from its neighbours and from the check's own weight 1, so one changed character
// (w·d ≠ 0) and two swapped neighbours ((w_i − w_j)(x_i − x_j) ≠ 0) always change the sum.
const EXP: number[] = [];
for (let i = 0, value = 1; i < 31; i += 1) {
  EXP.push(value);
  value <<= 1;
  if (value & 32) value ^= 0b100101;
}
const LOG = new Map(EXP.map((value, power) => [value, power]));
const times = (a: number, b: number) => (a && b ? EXP[(LOG.get(a)! + LOG.get(b)!) % 31]! : 0);

function checkOf(values: readonly number[]): number {
  return values.reduce((sum, value, i) => sum ^ times(EXP[(i + 1) % 31]!, value), 0);
}

const grouped = (chars: string) => chars.match(/.{1,4}/g)!.join('-');

/**
 * A gift card's code from {@link GIFT_CARD_RANDOM_BYTES} random bytes: five groups of four
 * (`7KQ2-M9XD-4T0B-HV3N-8RCW`), the last character the check.
 * @throws RangeError with fewer bytes
 */
export function giftCardCodeOf(bytes: Uint8Array): string {
  if (bytes.length < GIFT_CARD_RANDOM_BYTES) throw new RangeError(`candleshop: a gift card code needs ${GIFT_CARD_RANDOM_BYTES} random bytes, got ${bytes.length}`);
  let bits = 0n;
  for (let i = 0; i < GIFT_CARD_RANDOM_BYTES; i += 1) bits = (bits << 8n) | BigInt(bytes[i]!);
  const values = Array.from({ length: RANDOM_CHARS }, (_, i) => Number((bits >> BigInt(5 * i)) & 31n));
  return grouped([...values, checkOf(values)].map((value) => ALPHABET[value]).join(''));
}

/**
 * A typed or pasted code as its one stored form (`7KQ2-M9XD-4T0B-HV3N-8RCW`): any case, spaces,
 * dashes and direction marks ignored, Arabic-Indic digits read, O read as 0 and I, L as 1.
 * Undefined when it is no code or its check character does not match (a typo).
 * @example readGiftCardCode('7kq2 m9xd 4tob hv3n 8rcw') // '7KQ2-M9XD-4T0B-HV3N-8RCW'
 */
export function readGiftCardCode(text: string): string | undefined {
  const typed = westernDigits(text)
    .replace(/[\s\-\u2010-\u2015\u061c\u200e\u200f\u2066-\u2069]+/g, '')
    .toUpperCase()
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (typed.length !== GIFT_CARD_CODE_LENGTH) return undefined;
  const values = [...typed].map((char) => ALPHABET.indexOf(char));
  if (values.includes(-1)) return undefined;
  return checkOf(values.slice(0, RANDOM_CHARS)) === values[RANDOM_CHARS] ? grouped(typed) : undefined;
}
