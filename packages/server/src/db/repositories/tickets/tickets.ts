import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../types.js';
import type { MoveOptions } from '../sales/orders.js';
import type { TicketRow, TicketStatus, TicketTable } from '../../tables/tickets.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A ticket tier with what buying in it depends on: its workshop's seats and start. */
export interface TierForSale {
  id: number;
  workshop_id: number;
  min: number;
  max: number;
  /** IQD per person. */
  price: number;
  /** Closed by the shop. */
  soldout: boolean;
  seats: number;
  seats_taken: number;
  /** The workshop has started (by the database's clock). */
  past: boolean;
}

/** One tier with its workshop's seats, or undefined for an unknown tier. */
export function findTierForSale(db: Db, tierId: number): Promise<TierForSale | undefined> {
  return db
    .selectFrom('workshop_tickets as t')
    .innerJoin('workshops as w', 'w.id', 't.workshop_id')
    .select(['t.id', 't.workshop_id', 't.min', 't.max', 't.price', 't.soldout', 'w.seats', 'w.seats_taken'])
    .select(sql<boolean>`w.starts_at <= now()`.as('past'))
    .where('t.id', '=', tierId)
    .executeTakeFirst();
}

/**
 * Takes `people` seats of a workshop that has not started, only if that many are still free: one
 * guarded UPDATE, so concurrent tickets queue on the row and never oversell (SECURITY A1).
 * @returns whether the seats were taken
 */
export async function takeSeats(db: Db, workshopId: number, people: number): Promise<boolean> {
  const result = await db
    .updateTable('workshops')
    .set((eb) => ({ seats_taken: eb('seats_taken', '+', people) }))
    .where('id', '=', workshopId)
    .where((eb) => eb(eb('seats_taken', '+', people), '<=', eb.ref('seats')))
    .where('starts_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Frees `people` seats of a workshop (a cancelled ticket's). */
export async function giveSeatsBack(db: Db, workshopId: number, people: number): Promise<void> {
  await db
    .updateTable('workshops')
    .set((eb) => ({ seats_taken: eb('seats_taken', '-', people) }))
    .where('id', '=', workshopId)
    .execute();
}

/** Seats of a workshop no ticket holds, now. */
export async function seatsLeftOf(db: Db, workshopId: number): Promise<number> {
  const row = await db.selectFrom('workshops').select(['seats', 'seats_taken']).where('id', '=', workshopId).executeTakeFirst();
  return row ? row.seats - row.seats_taken : 0;
}

/** Saves a ticket. @returns its id */
export async function insertTicket(db: Db, values: Insertable<TicketTable>): Promise<number> {
  return (await db.insertInto('tickets').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** One ticket by id. */
export function findTicket(db: Db, id: number): Promise<TicketRow | undefined> {
  return db.selectFrom('tickets').selectAll().where('id', '=', id).executeTakeFirst();
}

/** One ticket by its reference (the calendar file's only key). */
export function findTicketByUuid(db: Db, uuid: string): Promise<TicketRow | undefined> {
  return db.selectFrom('tickets').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

/** The ticket bought with an idempotency key, if any. */
export function findTicketByKey(db: Db, key: string): Promise<TicketRow | undefined> {
  return db.selectFrom('tickets').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
}

/** A customer's tickets, newest first. */
export function findTicketsOfUser(db: Db, userId: number): Promise<TicketRow[]> {
  return db.selectFrom('tickets').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** One of a customer's tickets; undefined for anyone else's. */
export function findTicketOfUser(db: Db, userId: number, id: number): Promise<TicketRow | undefined> {
  return db.selectFrom('tickets').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** A guest's ticket by its uuid and, when given, the email it was bought with (any letter case); undefined otherwise. */
export function findGuestTicket(db: Db, uuid: string, email: string | null): Promise<TicketRow | undefined> {
  let query = db.selectFrom('tickets').selectAll().where('uuid', '=', uuid).where('user_id', 'is', null);
  if (email !== null) query = query.where((eb) => eb(eb.fn('lower', ['guest_email']), '=', email.toLowerCase()));
  return query.executeTakeFirst();
}

/**
 * Moves a ticket's status only from the expected one (a conditional UPDATE that locks the row);
 * `unpaidOnly` also requires `paid = false`.
 * @returns the moved ticket's workshop and people, or undefined when it did not move
 */
export async function moveTicketStatus(db: Db, id: number, from: TicketStatus, to: TicketStatus, options: MoveOptions = {}): Promise<{ workshop_id: number; people: number } | undefined> {
  let query = db
    .updateTable('tickets')
    .set({ status: to, ...(options.reason ? { cancel_reason: options.reason } : {}) })
    .where('id', '=', id)
    .where('status', '=', from);
  if (options.unpaidOnly) query = query.where('paid', '=', false);
  if (options.cashOnly) query = query.where('method', '=', 'cash');
  return query.returning(['workshop_id', 'people']).executeTakeFirst();
}
