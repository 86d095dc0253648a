import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, Lang } from '../../types.js';
import type { SubscriberRow } from '../../tables/newsletter.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A sign-up as the service prepared it. */
export interface SignUpValues {
  email: string;
  lang: Lang;
  confirm_hash: string;
  confirm_expires_at: Date;
  unsubscribe_token: string;
  requested_from: string;
}

/**
 * Adds an address as pending, or makes an unconfirmed one pending again with a new confirmation
 * token, in one statement (two sign-ups at once make one subscriber). A confirmed subscriber is
 * left as it is.
 * @returns the pending subscriber to send the confirmation to, or undefined when already confirmed
 */
export async function upsertPendingSubscriber(db: Db, values: SignUpValues): Promise<SubscriberRow | undefined> {
  return db
    .insertInto('newsletter_subscribers')
    .values(values)
    .onConflict((conflict) =>
      conflict
        .column('email')
        .doUpdateSet({
          status: 'pending',
          lang: (eb) => eb.ref('excluded.lang'),
          confirm_hash: (eb) => eb.ref('excluded.confirm_hash'),
          confirm_expires_at: (eb) => eb.ref('excluded.confirm_expires_at'),
          requested_at: sql<Date>`now()`,
          requested_from: (eb) => eb.ref('excluded.requested_from'),
          unsubscribed_at: null,
        })
        .where('newsletter_subscribers.status', '<>', 'confirmed'),
    )
    .returningAll()
    .executeTakeFirst();
}

/**
 * Confirms a pending subscriber whose latest token this is and has not expired, keeping when and
 * from where (the consent).
 * @returns the confirmed subscriber, or undefined when nothing matched
 */
export async function confirmSubscriber(db: Db, email: string, confirmHash: string, address: string): Promise<SubscriberRow | undefined> {
  return db
    .updateTable('newsletter_subscribers')
    .set({ status: 'confirmed', confirmed_at: sql<Date>`now()`, confirmed_from: address })
    .where('email', '=', email)
    .where('confirm_hash', '=', confirmHash)
    .where('status', '=', 'pending')
    .where('confirm_expires_at', '>', sql<Date>`now()`)
    .returningAll()
    .executeTakeFirst();
}

/** The subscriber of an address whose latest confirmation token this is, in any status. */
export async function findSubscriberByToken(db: Db, email: string, confirmHash: string): Promise<SubscriberRow | undefined> {
  return db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', email).where('confirm_hash', '=', confirmHash).executeTakeFirst();
}

/** Takes an address off the newsletter by its unsubscribe token; true when it was on it. */
export async function unsubscribe(db: Db, email: string, token: string): Promise<boolean> {
  const row = await db
    .updateTable('newsletter_subscribers')
    .set({ status: 'unsubscribed', unsubscribed_at: sql<Date>`now()` })
    .where('email', '=', email)
    .where('unsubscribe_token', '=', token)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
