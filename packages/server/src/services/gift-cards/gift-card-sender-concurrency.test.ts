import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '../../adapters/mail/mail.js';
import type { TextMessage, Texter } from '../../adapters/messaging/messaging.js';
import { giftCardBox } from '../../auth/retry-box.js';
import { LOCAL_STAFF_SECRET_KEY, staffKey } from '../../auth/secret-box.js';
import { migrate } from '../../db/migrate.js';
import { setGiftCardRecipient } from '../../db/repositories/gift-cards/gift-card-recipients.js';
import { insertGiftCard } from '../../db/repositories/gift-cards/gift-cards.js';
import type { Database } from '../../db/types.js';
import { racingDatabase, racingInstances } from '../../test/racing-shop.js';
import { giftCardHash, lastFourOf, newGiftCardCode } from './gift-card-codes.js';
import { sendGiftCardsDue, sweepGiftCards, type GiftCardSenderOptions } from './gift-card-sender.js';

// Issue 35 item 1: two shop instances on one PostgreSQL (each its own pool, as two processes)
// send each card whose day has come to its recipient once: the sweeper's advisory lock keeps the
// second instance out, and the claim of each card keeps it to one send even without the lock.

const box = giftCardBox(staffKey(LOCAL_STAFF_SECRET_KEY));
const TODAY = new Date('2026-12-05T09:00:00Z');

/** An instance's senders: what they mailed and texted, each message taking a while (so passes overlap). */
function instance(db: Kysely<Database>) {
  const mails: MailMessage[] = [];
  const texts: TextMessage[] = [];
  const slowly = () => new Promise((resolve) => setTimeout(resolve, 15));
  const mailer: Mailer = { kind: 'local', send: async (mail) => void (await slowly(), mails.push(mail)) };
  const texter: Texter = { kind: 'local', send: async (text) => void (await slowly(), texts.push(text)) };
  const options: GiftCardSenderOptions = { publicUrl: 'http://shop.test', mailer, texter, box, now: TODAY, log: () => {} };
  return { db, mails, texts, options };
}

describe.skipIf(!racingDatabase)('the gift-card sender on two instances of one PostgreSQL', () => {
  const racing = racingInstances(instance, migrate);
  let sale = 0;

  /** `count` cards due today, each to a recipient of its own by mail and text; their codes. */
  async function cardsDue(count: number): Promise<string[]> {
    sale += 1;
    const codes: string[] = [];
    for (let unit = 1; unit <= count; unit += 1) {
      const code = newGiftCardCode();
      const id = await insertGiftCard(racing.a.db, {
        code_hash: giftCardHash(code),
        last4: lastFourOf(code),
        amount: 25_000,
        balance: 25_000,
        sale_kind: 'order',
        sale_id: 9000 + sale,
        sale_line: 1,
        sale_unit: unit,
      });
      await setGiftCardRecipient(racing.a.db, id!, {
        name: `Recipient ${unit}`,
        email: `r${sale}-${unit}@example.com`,
        phone: `+96478${String(sale * 1000 + unit).padStart(8, '0')}`,
        message: null,
        lang: 'ar',
        sendOn: '2026-12-05',
        codeSealed: box.seal(code),
      });
      codes.push(code);
    }
    return codes;
  }

  const sentTo = (...instances: Array<ReturnType<typeof instance>>) => instances.flatMap((one) => one.mails.map((mail) => mail.to)).sort();

  it('sends each card once when both sweep at the same moment: one holds the lock, the other skips', async () => {
    const codes = await cardsDue(20);
    const [byA, byB] = await Promise.all([sweepGiftCards(racing.a.db, racing.a.options), sweepGiftCards(racing.b.db, racing.b.options)]);
    expect([byA, byB].sort((x, y) => x - y)).toEqual([0, 20]);
    const mailed = sentTo(racing.a, racing.b);
    expect(mailed).toHaveLength(20);
    expect(new Set(mailed).size).toBe(20);
    expect([...racing.a.texts, ...racing.b.texts]).toHaveLength(20);
    // Every code went out, each in its own card's link.
    const bodies = [...racing.a.mails, ...racing.b.mails].map((mail) => mail.text).join('\n');
    for (const code of codes) expect(bodies).toContain(`http://shop.test/ar/gift-card#${code}`);
    expect(await Promise.all([sweepGiftCards(racing.a.db, racing.a.options), sweepGiftCards(racing.b.db, racing.b.options)])).toEqual([0, 0]);
  });

  it('claims each card once even when both send without the lock', async () => {
    racing.a.mails.length = racing.b.mails.length = 0;
    await cardsDue(30);
    const counts = await Promise.all([
      sendGiftCardsDue(racing.a.db, racing.a.options),
      sendGiftCardsDue(racing.b.db, racing.b.options),
      sendGiftCardsDue(racing.a.db, racing.a.options),
      sendGiftCardsDue(racing.b.db, racing.b.options),
    ]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(30);
    const mailed = sentTo(racing.a, racing.b);
    expect(mailed).toHaveLength(30);
    expect(new Set(mailed).size).toBe(30);
    const left = await racing.a.db.selectFrom('gift_cards').select('id').where('recipient_sent_at', 'is', null).execute();
    expect(left).toEqual([]);
  });
});
