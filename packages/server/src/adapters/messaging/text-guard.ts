import { createHash } from 'node:crypto';
import { westernDigits } from '@candleshop/rules';
import type { Kysely } from 'kysely';
import { reserveRecipientSlot } from '../../db/repositories/recipient-limits.js';
import type { Database } from '../../db/types.js';
import type { Texter } from './messaging.js';

/**
 * Texts one phone may get a day (SECURITY-REVIEW-2 N3). Phones are never verified, so anyone can
 * name a stranger's number; every text costs the shop a template message, and recipients who
 * report it lower the number's quality rating until WhatsApp restricts it. Three covers a
 * customer's few cash sales of a day; the sale stands when its text is refused, and an
 * unconfirmed sale reaches the call list anyway.
 */
export const TEXTS_PER_PHONE_DAY = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A text refused by the per-phone limit; `textQuietly` logs it as a text that could not go out. */
export class TextLimitReached extends Error {}

/**
 * The key a phone is counted under, however it was written (07…, 7…, +964…, 00964…, Arabic-Indic
 * digits): the SHA-256 of its national digits, so the count is shared with any stored form and the
 * table of counts holds no phone number.
 */
export function phoneCountKey(phone: string): string {
  const national = westernDigits(phone)
    .replace(/\D/g, '')
    .replace(/^(?:00)?964/, '')
    .replace(/^0+/, '');
  return createHash('sha256').update(`phone\0${national}`).digest('hex');
}

/**
 * The texter with a per-phone limit (SECURITY-REVIEW-2 N3): at most `perDay` texts to one phone in
 * 24 hours, counted in the database across instances. A refused text throws {@link TextLimitReached},
 * whose message names no phone.
 */
export function guardTexter(db: Kysely<Database>, texter: Texter, options: { perDay?: number } = {}): Texter {
  const perDay = options.perDay ?? TEXTS_PER_PHONE_DAY;
  return {
    kind: texter.kind,
    async send(message) {
      if (!(await reserveRecipientSlot(db, 'text', phoneCountKey(message.to), perDay, DAY_MS))) {
        throw new TextLimitReached(`candleshop: no more texts to this phone today (SECURITY-REVIEW-2 N3, ${perDay} a day)`);
      }
      await texter.send(message);
    },
  };
}
