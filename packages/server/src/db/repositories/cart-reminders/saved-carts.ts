import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database, Lang } from '../../types.js';
import type { HandoffLines } from '../../tables/handoff.js';

/** What a saved cart holds besides its reference (issue 37 item 2). */
export interface SavedCartValues {
  lines: HandoffLines;
  name: string | null;
  email: string | null;
  phone: string | null;
  lang: Lang;
  userId: number | null;
}

/** A cart claimed for its one reminder. */
export type DueCart = SavedCartValues & { id: number };

// A cart is found by the browser's reference or by its reminder link's (only their hashes are kept).
const byRef = (refHash: string) => (eb: ExpressionBuilder<Database, 'saved_carts'>) => eb.or([eb('ref_hash', '=', refHash), eb('link_hash', '=', refHash)]);

const values = (cart: SavedCartValues, now: Date) => ({
  lines: JSON.stringify(cart.lines),
  name: cart.name,
  email: cart.email,
  phone: cart.phone,
  lang: cart.lang,
  user_id: cart.userId,
  changed_at: now,
});

/** Stores a new saved cart under the hash of its reference. */
export async function insertSavedCart(db: Kysely<Database>, refHash: string, cart: SavedCartValues, now: Date): Promise<void> {
  await db
    .insertInto('saved_carts')
    .values({ ref_hash: refHash, ...values(cart, now) })
    .execute();
}

/**
 * Replaces a saved cart's lines and contact, and moves its reminder's time on (a cart being
 * changed is not left); an ordered cart is never changed again.
 * @returns whether a cart still open had that reference
 */
export async function updateSavedCart(db: Kysely<Database>, refHash: string, cart: SavedCartValues, now: Date): Promise<boolean> {
  const result = await db.updateTable('saved_carts').set(values(cart, now)).where(byRef(refHash)).where('ordered_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Forgets a saved cart whose shopper took their consent back (nothing is kept without it). */
export async function deleteSavedCart(db: Kysely<Database>, refHash: string): Promise<void> {
  await db.deleteFrom('saved_carts').where(byRef(refHash)).where('ordered_at', 'is', null).execute();
}

/**
 * Marks ordered the carts still waiting whose shopper has ordered since they were saved (by
 * account, or by the address typed), however the order was placed (another device, buy now):
 * the order that makes a reminder pointless need not carry the reference.
 */
export async function closeCartsOrderedElsewhere(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .updateTable('saved_carts as s')
    .set({ ordered_at: now })
    .where('s.reminded_at', 'is', null)
    .where('s.ordered_at', 'is', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('orders as o')
          .select(sql`1`.as('one'))
          .whereRef('o.created_at', '>=', 's.created_at')
          .where((eb) => eb.or([eb.and([eb('s.user_id', 'is not', null), eb('o.user_id', '=', eb.ref('s.user_id'))]), eb(sql`lower(o.guest_email)`, '=', sql`lower(s.email)`)])),
      ),
    )
    .execute();
}

/**
 * Claims the carts whose reminder is due: saved before `before`, never reminded nor ordered, with
 * somewhere to send to. One UPDATE stamps `reminded_at`, rows another pass holds are skipped, so
 * each cart is claimed once however many instances sweep.
 */
export async function claimDueCarts(db: Kysely<Database>, before: Date, now: Date, limit: number): Promise<DueCart[]> {
  const rows = await db
    .updateTable('saved_carts')
    .set({ reminded_at: now })
    .where(
      'id',
      'in',
      db
        .selectFrom('saved_carts')
        .select('id')
        .where('reminded_at', 'is', null)
        .where('ordered_at', 'is', null)
        .where('changed_at', '<=', before)
        .where((eb) => eb.or([eb('email', 'is not', null), eb('phone', 'is not', null)]))
        .orderBy('changed_at')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'lines', 'name', 'email', 'phone', 'lang', 'user_id'])
    .execute();
  return rows.map((row) => ({ id: row.id, lines: row.lines, name: row.name, email: row.email, phone: row.phone, lang: row.lang, userId: row.user_id }));
}

/** Records a claimed cart's reminder links (their hashes); `null` takes them back when no channel took the reminder (it does not count as sent). */
export async function setReminderLinks(db: Kysely<Database>, id: number, hashes: { link: string; stop: string } | null): Promise<void> {
  await db
    .updateTable('saved_carts')
    .set({ link_hash: hashes?.link ?? null, stop_hash: hashes?.stop ?? null })
    .where('id', '=', id)
    .execute();
}

/**
 * A saved cart's lines for its restore link; a reminded cart's first restore is stamped (the
 * dashboard's "recovered" needs the link followed). Undefined for an unknown reference.
 */
export async function restoreSavedCart(db: Kysely<Database>, refHash: string, now: Date): Promise<HandoffLines | undefined> {
  const row = await db
    .updateTable('saved_carts')
    .set({ restored_at: sql<Date>`coalesce(restored_at, CASE WHEN reminded_at IS NULL THEN NULL ELSE ${now}::timestamptz END)` })
    .where(byRef(refHash))
    .where('ordered_at', 'is', null)
    .returning('lines')
    .executeTakeFirst();
  return row?.lines;
}

/** Marks a saved cart ordered by this order (its total as placed), once. */
export async function markCartOrdered(db: Kysely<Database>, refHash: string, order: { id: number; total: number }, now: Date): Promise<void> {
  await db.updateTable('saved_carts').set({ ordered_at: now, order_id: order.id, order_total: order.total }).where(byRef(refHash)).where('ordered_at', 'is', null).execute();
}

/** The recipient of a sent reminder, by its stop link's token hash. */
export async function findStopRecipient(db: Kysely<Database>, stopHash: string): Promise<{ email: string | null; phone: string | null; userId: number | null } | undefined> {
  const row = await db.selectFrom('saved_carts').select(['email', 'phone', 'user_id']).where('stop_hash', '=', stopHash).executeTakeFirst();
  return row && { email: row.email, phone: row.phone, userId: row.user_id };
}

/** Keeps recipients who asked for no more reminders (idempotent). */
export async function insertReminderStops(db: Kysely<Database>, recipients: string[]): Promise<void> {
  if (!recipients.length) return;
  await db
    .insertInto('cart_reminder_stops')
    .values(recipients.map((recipient) => ({ recipient })))
    .onConflict((oc) => oc.column('recipient').doNothing())
    .execute();
}

/** Which of these recipients asked for no more reminders. */
export async function stoppedRecipients(db: Kysely<Database>, recipients: string[]): Promise<Set<string>> {
  if (!recipients.length) return new Set();
  const rows = await db.selectFrom('cart_reminder_stops').select('recipient').where('recipient', 'in', recipients).execute();
  return new Set(rows.map((row) => row.recipient));
}

/** An account's answer to "may we remind you of a cart you leave" (migration 180). */
export async function setAccountCartReminders(db: Kysely<Database>, userId: number, consent: boolean): Promise<void> {
  await db.updateTable('users').set({ cart_reminders: consent }).where('id', '=', userId).execute();
}

/** An account's answer (false for an account gone). */
export async function accountCartReminders(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('cart_reminders').where('id', '=', userId).executeTakeFirst();
  return Boolean(row?.cart_reminders);
}

/** The contact a customer's saved cart is reminded at: their account's. */
export async function findAccountContact(db: Kysely<Database>, userId: number): Promise<{ name: string; email: string; phone: string | null }> {
  return db.selectFrom('users').select(['name', 'email', 'phone']).where('id', '=', userId).executeTakeFirstOrThrow();
}

/** The total of an order, to keep with the saved cart it closes. */
export async function findOrderTotal(db: Kysely<Database>, orderId: number): Promise<{ id: number; total: number } | undefined> {
  return db.selectFrom('orders').select(['id', 'total']).where('id', '=', orderId).executeTakeFirst();
}

/** The dashboard's figures for reminders sent in [from, to): how many, how many carts came back as orders, and their revenue. */
export async function reminderFigures(db: Kysely<Database>, from: Date, to: Date): Promise<{ sent: number; recovered: number; revenue: number }> {
  const row = await db
    .selectFrom('saved_carts')
    .select((eb) => [
      eb.fn.countAll<string>().as('sent'),
      sql<string>`count(*) FILTER (WHERE restored_at IS NOT NULL AND order_id IS NOT NULL)`.as('recovered'),
      sql<string>`coalesce(sum(order_total) FILTER (WHERE restored_at IS NOT NULL AND order_id IS NOT NULL), 0)`.as('revenue'),
    ])
    .where('stop_hash', 'is not', null)
    .where('reminded_at', '>=', from)
    .where('reminded_at', '<', to)
    .executeTakeFirstOrThrow();
  return { sent: Number(row.sent), recovered: Number(row.recovered), revenue: Number(row.revenue) };
}
