import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../types.js';
import type { WaitlistEntryRow, WaitlistEntryTable } from '../../tables/waitlist.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Adds an entry at the end of a workshop's waiting list; an email already waiting for (or
 * offered) seats of that workshop keeps its place and nothing is added.
 * @returns the new entry's id, or undefined when the email was already on the list
 */
export async function insertWaitlistEntry(db: Db, values: Insertable<WaitlistEntryTable>): Promise<number | undefined> {
  const row = await db
    .insertInto('waitlist_entries')
    .values(values)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** A workshop's seats, locked until the transaction ends: offers and expiries of one workshop queue here. */
export function lockWorkshopSeats(trx: Transaction<Database>, workshopId: number): Promise<{ seats: number; seats_taken: number; open: boolean } | undefined> {
  return trx
    .selectFrom('workshops')
    .select(['seats', 'seats_taken', sql<boolean>`starts_at > now()`.as('open')])
    .where('id', '=', workshopId)
    .forUpdate()
    .executeTakeFirst();
}

/** Entries still waiting for a workshop's tiers the shop has not closed, in join order. */
export function findWaitingEntries(db: Db, workshopId: number): Promise<WaitlistEntryRow[]> {
  return db
    .selectFrom('waitlist_entries as e')
    .innerJoin('workshop_tickets as t', 't.id', 'e.workshop_ticket_id')
    .selectAll('e')
    .where('e.workshop_id', '=', workshopId)
    .where('e.status', '=', 'waiting')
    .where('t.soldout', '=', false)
    .orderBy('e.id')
    .execute();
}

/**
 * Moves a waiting entry to offered, once: the move is conditional on `waiting`.
 * @returns whether it moved
 */
export async function markOffered(db: Db, id: number, tokenHash: string, holdUntil: Date): Promise<boolean> {
  const result = await db
    .updateTable('waitlist_entries')
    .set({ status: 'offered', offer_token_hash: tokenHash, offered_at: sql<Date>`now()`, hold_until: holdUntil })
    .where('id', '=', id)
    .where('status', '=', 'waiting')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Offers whose hold ran out before `now`, oldest first. */
export function findLapsedOffers(db: Db, now: Date, limit: number): Promise<Array<{ id: number; workshop_id: number }>> {
  return db.selectFrom('waitlist_entries').select(['id', 'workshop_id']).where('status', '=', 'offered').where('hold_until', '<=', now).orderBy('hold_until').limit(limit).execute();
}

/**
 * Moves a lapsed offer to expired, once (conditional on `offered` and its hold being over).
 * @returns its people, whose seats go back, or undefined when it did not move
 */
export async function expireOffer(db: Db, id: number, now: Date): Promise<{ people: number } | undefined> {
  return db.updateTable('waitlist_entries').set({ status: 'expired' }).where('id', '=', id).where('status', '=', 'offered').where('hold_until', '<=', now).returning('people').executeTakeFirst();
}

/** Workshops that have not started with someone waiting and seats no ticket or offer holds. */
export async function findWorkshopsToOffer(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('workshops as w')
    .select('w.id')
    .where('w.starts_at', '>', sql<Date>`now()`)
    .where((eb) => eb('w.seats_taken', '<', eb.ref('w.seats')))
    .where((eb) => eb.exists(eb.selectFrom('waitlist_entries as e').select('e.id').whereRef('e.workshop_id', '=', 'w.id').where('e.status', '=', 'waiting')))
    .orderBy('w.starts_at')
    .execute();
  return rows.map((row) => row.id);
}

/** A live offer by its token's hash, locked for the purchase that uses it; undefined when unknown, used or lapsed. */
export function lockLiveOffer(trx: Transaction<Database>, tokenHash: string): Promise<WaitlistEntryRow | undefined> {
  return trx
    .selectFrom('waitlist_entries')
    .selectAll()
    .where('offer_token_hash', '=', tokenHash)
    .where('status', '=', 'offered')
    .where('hold_until', '>', sql<Date>`now()`)
    .forUpdate()
    .executeTakeFirst();
}

/** A live offer by its token's hash, for the page the mail's link opens; undefined when unknown, used or lapsed. */
export function findLiveOffer(db: Db, tokenHash: string) {
  return db
    .selectFrom('waitlist_entries')
    .select(['id', 'workshop_id', 'workshop_ticket_id', 'people', 'hold_until', 'name', 'email', 'phone'])
    .where('offer_token_hash', '=', tokenHash)
    .where('status', '=', 'offered')
    .where('hold_until', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/** Marks an offer bought with its ticket. */
export async function markOfferBought(db: Db, id: number, ticketId: number): Promise<void> {
  await db.updateTable('waitlist_entries').set({ status: 'bought', ticket_id: ticketId }).where('id', '=', id).where('status', '=', 'offered').execute();
}

/** A workshop's whole waiting list in join order, for staff. */
export function findWaitlistOf(db: Db, workshopId: number): Promise<Array<WaitlistEntryRow & { min: number; max: number }>> {
  return db
    .selectFrom('waitlist_entries as e')
    .innerJoin('workshop_tickets as t', 't.id', 'e.workshop_ticket_id')
    .selectAll('e')
    .select(['t.min', 't.max'])
    .where('e.workshop_id', '=', workshopId)
    .orderBy('e.id')
    .execute();
}
