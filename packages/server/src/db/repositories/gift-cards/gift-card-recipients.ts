import { sql } from 'kysely';
import { inTransaction, type Db } from '../../in-transaction.js';
import type { Lang } from '../../types.js';

/** Who a card is sent to and when, as the buyer set it (issue 35 item 1). */
export interface GiftCardRecipientValues {
  name: string;
  email: string | null;
  /** E.164. */
  phone: string | null;
  message: string | null;
  lang: Lang;
  /** `YYYY-MM-DD` on the shop's calendar. */
  sendOn: string;
  /** The card's code, sealed until it is sent. */
  codeSealed: string;
}

/** A card due to go to its recipient, claimed for sending. */
export interface GiftCardToSend extends Omit<GiftCardRecipientValues, 'sendOn'> {
  id: number;
  amount: number;
  saleKind: string;
  saleId: number;
}

/**
 * Sets (or changes) who a card goes to, while it has not been sent.
 * @returns false when the card was sent already (nothing changed)
 */
export async function setGiftCardRecipient(db: Db, cardId: number, values: GiftCardRecipientValues): Promise<boolean> {
  const result = await db
    .updateTable('gift_cards')
    .set({
      recipient_name: values.name,
      recipient_email: values.email,
      recipient_phone: values.phone,
      recipient_message: values.message,
      recipient_lang: values.lang,
      send_on: values.sendOn,
      recipient_code_sealed: values.codeSealed,
    })
    .where('id', '=', cardId)
    .where('recipient_sent_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The recipient a card has now: their name, the day it goes, and when it went. */
export function findGiftCardRecipient(db: Db, cardId: number) {
  return db
    .selectFrom('gift_cards')
    .select(['recipient_name as name', sql<string | null>`to_char(send_on, 'YYYY-MM-DD')`.as('sendOn'), 'recipient_sent_at as sentAt'])
    .where('id', '=', cardId)
    .executeTakeFirst();
}

/**
 * Claims the cards whose day has come (`today` or before) and that were not sent: each is marked
 * sent and loses its sealed code in the same transaction that reads it, rows another sender holds
 * are skipped, so a card is claimed once however many senders run. At most `limit`, oldest day first;
 * `cardId` claims that card only.
 */
export function claimGiftCardsToSend(db: Db, today: string, options: { limit: number; cardId?: number }): Promise<GiftCardToSend[]> {
  return inTransaction(db, async (trx) => {
    let query = trx
      .selectFrom('gift_cards')
      .select([
        'id',
        'amount',
        'sale_kind as saleKind',
        'sale_id as saleId',
        'recipient_name as name',
        'recipient_email as email',
        'recipient_phone as phone',
        'recipient_message as message',
        'recipient_lang as lang',
        'recipient_code_sealed as codeSealed',
      ])
      .where('recipient_code_sealed', 'is not', null)
      .where('recipient_sent_at', 'is', null)
      .where('send_on', '<=', sql<string>`${today}::date`)
      .orderBy('send_on')
      .orderBy('id')
      .limit(options.limit)
      .forUpdate()
      .skipLocked();
    if (options.cardId !== undefined) query = query.where('id', '=', options.cardId);
    const rows = await query.execute();
    if (rows.length) {
      await trx
        .updateTable('gift_cards')
        .set({ recipient_sent_at: sql<Date>`now()`, recipient_code_sealed: null })
        .where(
          'id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
    }
    return rows.map((row) => ({ ...row, name: row.name ?? '', lang: row.lang ?? 'en', codeSealed: row.codeSealed! }));
  });
}
