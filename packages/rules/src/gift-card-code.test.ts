import { describe, expect, it } from 'vitest';
import { GIFT_CARD_CODE_LENGTH, GIFT_CARD_RANDOM_BYTES, giftCardCodeOf, readGiftCardCode } from './gift-card-code.js';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const bytesOf = (seed: number) => Uint8Array.from({ length: GIFT_CARD_RANDOM_BYTES }, (_, i) => (seed * 97 + i * 31 + ((seed * i) % 251)) & 255);
const plain = (code: string) => code.replace(/-/g, '');
const grouped = (chars: string) => chars.match(/.{1,4}/g)!.join('-');

describe('gift card codes', () => {
  it('writes five groups of four Crockford characters that read back as themselves', () => {
    for (let seed = 0; seed < 50; seed += 1) {
      const code = giftCardCodeOf(bytesOf(seed));
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
      expect(readGiftCardCode(code)).toBe(code);
    }
  });

  it('holds 95 random bits: every bit of the first 12 bytes but one changes the code', () => {
    const base = new Uint8Array(GIFT_CARD_RANDOM_BYTES);
    const codes = new Set<string>();
    for (let bit = 0; bit < 8 * GIFT_CARD_RANDOM_BYTES; bit += 1) {
      const bytes = base.slice();
      bytes[bit >> 3] = 1 << (7 - (bit & 7));
      codes.add(giftCardCodeOf(bytes));
    }
    codes.delete(giftCardCodeOf(base));
    expect(codes.size).toBe(95);
    expect(giftCardCodeOf(Uint8Array.from([...base, 255, 255]))).toBe(giftCardCodeOf(base));
    expect(() => giftCardCodeOf(new Uint8Array(10))).toThrow(/needs 12 random bytes, got 10/);
  });

  it('reads any case, spaces, dashes, direction marks, look-alike letters and Arabic-Indic digits', () => {
    const code = giftCardCodeOf(Uint8Array.from({ length: 12 }, () => 0));
    expect(code).toBe('0000-0000-0000-0000-0000');
    const typed = plain(giftCardCodeOf(bytesOf(7)));
    const canonical = grouped(typed);
    expect(readGiftCardCode(` ${typed.toLowerCase()} `)).toBe(canonical);
    expect(readGiftCardCode(typed.match(/.{1,5}/g)!.join(' '))).toBe(canonical);
    expect(readGiftCardCode(`\u2066${canonical}\u2069\u200f`)).toBe(canonical);
    const arabic = typed.replace(/[0-9]/g, (digit) => String.fromCharCode(0x660 + Number(digit)));
    expect(readGiftCardCode(arabic)).toBe(canonical);
    expect(readGiftCardCode('OOOO-oooo-0000-0000-0000')).toBe('0000-0000-0000-0000-0000');
    const ones = ALPHABET.indexOf('1');
    const withOnes = giftCardCodeOf(Uint8Array.from({ length: 12 }, (_, i) => (i === 11 ? ones : 0)));
    if (plain(withOnes).includes('1')) expect(readGiftCardCode(withOnes.replace(/1/g, 'l').toLowerCase())).toBe(withOnes);
  });

  it('catches every single mistyped character', () => {
    for (let seed = 0; seed < 20; seed += 1) {
      const chars = plain(giftCardCodeOf(bytesOf(seed)));
      for (let at = 0; at < GIFT_CARD_CODE_LENGTH; at += 1) {
        for (const other of ALPHABET) {
          if (other === chars[at]) continue;
          expect(readGiftCardCode(chars.slice(0, at) + other + chars.slice(at + 1))).toBeUndefined();
        }
      }
    }
  });

  it('catches every swap of two different neighbours, across the dashes too', () => {
    let swaps = 0;
    for (let seed = 0; seed < 50; seed += 1) {
      const chars = plain(giftCardCodeOf(bytesOf(seed)));
      for (let at = 0; at + 1 < GIFT_CARD_CODE_LENGTH; at += 1) {
        if (chars[at] === chars[at + 1]) continue;
        swaps += 1;
        expect(readGiftCardCode(chars.slice(0, at) + chars[at + 1] + chars[at] + chars.slice(at + 2))).toBeUndefined();
      }
    }
    expect(swaps).toBeGreaterThan(800);
  });

  it('reads nothing else', () => {
    const chars = plain(giftCardCodeOf(bytesOf(3)));
    for (const text of ['', chars.slice(1), `${chars}0`, `${chars.slice(0, -1)}U`, `${chars.slice(0, -1)}*`, 'X6D1-T27K-6']) {
      expect(readGiftCardCode(text)).toBeUndefined();
    }
  });
});
