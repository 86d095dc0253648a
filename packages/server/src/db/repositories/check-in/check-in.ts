import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database, Lang } from '../../types.js';
import type { TicketCheckInRow, TicketCheckInTable } from '../../tables/check-in.js';
import { localized } from '../localized.js';
import { recordSaleEvent } from '../sale-life/sale-events.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A workshop whose door is open for check-in, with its people expected and in. */
export interface CheckInWorkshopRow {
  id: number;
  title: string;
  starts_at: Date;
  duration_minutes: number;
}

/**
 * Workshops whose door may open: started in the last 12 hours or any coming one (issue 36 item 4:
 * staff may prepare a later workshop's list), by the database's clock, soonest first, at most 50.
 */
export function findCheckInWorkshops(db: Db, lang: Lang): Promise<CheckInWorkshopRow[]> {
  return db
    .selectFrom('workshops')
    .select(['id', 'starts_at', 'duration_minutes'])
    .select(localized('title', lang).as('title'))
    .where('starts_at', '>=', sql<Date>`now() - interval '12 hours'`)
    .orderBy('starts_at')
    .orderBy('id')
    .limit(50)
    .execute();
}

/** One workshop's title and start, or undefined. */
export function findCheckInWorkshop(db: Db, lang: Lang, id: number): Promise<CheckInWorkshopRow | undefined> {
  return db.selectFrom('workshops').select(['id', 'starts_at', 'duration_minutes']).select(localized('title', lang).as('title')).where('id', '=', id).executeTakeFirst();
}

/** A ticket as the door sees it: holder, tier, payment and status. */
export interface DoorTicketRow {
  id: number;
  uuid: string;
  workshop_id: number;
  people: number;
  total: number;
  paid: boolean;
  method: string;
  status: string;
  name: string | null;
  min: number;
  max: number;
  price: number;
}

function doorTickets(db: Db) {
  return db
    .selectFrom('tickets as t')
    .innerJoin('workshop_tickets as w', 'w.id', 't.workshop_ticket_id')
    .leftJoin('users as u', 'u.id', 't.user_id')
    .select(['t.id', 't.uuid', 't.workshop_id', 't.people', 't.total', 't.paid', 't.method', 't.status', 'w.min', 'w.max', 'w.price'])
    .select((eb) => eb.fn.coalesce('u.name', 't.guest_name').as('name'));
}

/** Every ticket of a workshop, the cancelled ones too (a device must refuse their codes), first bought first. */
export function findDoorTickets(db: Db, workshopId: number): Promise<DoorTicketRow[]> {
  return doorTickets(db).where('t.workshop_id', '=', workshopId).orderBy('t.id').execute();
}

/** One ticket by id as the door sees it. */
export function findDoorTicket(db: Db, id: number): Promise<DoorTicketRow | undefined> {
  return doorTickets(db).where('t.id', '=', id).executeTakeFirst();
}

/** One ticket by its uuid (the QR code of a ticket bought before signed codes). */
export function findDoorTicketByUuid(db: Db, uuid: string): Promise<DoorTicketRow | undefined> {
  return doorTickets(db).where('t.uuid', '=', uuid).executeTakeFirst();
}

/** Locks a ticket's row until the transaction ends: check-ins of one ticket take turns here. */
export async function lockTicket(trx: Transaction<Database>, id: number): Promise<void> {
  await trx.selectFrom('tickets').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
}

/** A check-in with the staff member who made it. */
export type CheckInWithStaff = TicketCheckInRow & { staff_name: string; staff_email: string };

function withStaff(db: Db) {
  return db.selectFrom('ticket_check_ins as c').innerJoin('users as u', 'u.id', 'c.staff_user_id').selectAll('c').select(['u.name as staff_name', 'u.email as staff_email']);
}

/** The check-ins of some tickets, in the server's order. */
export function findCheckInsOf(db: Db, ticketIds: readonly number[]): Promise<CheckInWithStaff[]> {
  if (!ticketIds.length) return Promise.resolve([]);
  return withStaff(db).where('c.ticket_id', 'in', ticketIds).orderBy('c.id').execute();
}

/** The check-ins of a workshop's tickets, in the server's order. */
export function findCheckInsOfWorkshop(db: Db, workshopId: number): Promise<CheckInWithStaff[]> {
  return withStaff(db).where('c.workshop_id', '=', workshopId).orderBy('c.id').execute();
}

/** The check-in a device made with this id, if the server has it. */
export function findCheckInByClientId(db: Db, by: { staffUserId: number; device: string; clientId: string }): Promise<TicketCheckInRow | undefined> {
  return db.selectFrom('ticket_check_ins').selectAll().where('staff_user_id', '=', by.staffUserId).where('device_id', '=', by.device).where('client_id', '=', by.clientId).executeTakeFirst();
}

/** Records a check-in. @returns its id */
export async function insertCheckIn(db: Db, values: Insertable<TicketCheckInTable>): Promise<number> {
  return (await db.insertInto('ticket_check_ins').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** Expected people (live tickets) and people in, of some workshops. */
export async function countDoor(db: Db, workshopIds: readonly number[]): Promise<Map<number, { expected: number; checkedIn: number }>> {
  const counts = new Map(workshopIds.map((id) => [id, { expected: 0, checkedIn: 0 }]));
  if (!workshopIds.length) return counts;
  const [expected, checkedIn] = await Promise.all([
    db
      .selectFrom('tickets')
      .select(['workshop_id', (eb) => eb.fn.sum<string | number>('people').as('people')])
      .where('workshop_id', 'in', workshopIds)
      .where('status', 'not in', ['cancelled', 'rejected'])
      .groupBy('workshop_id')
      .execute(),
    db
      .selectFrom('ticket_check_ins')
      .select(['workshop_id', (eb) => eb.fn.sum<string | number>('people').as('people')])
      .where('workshop_id', 'in', workshopIds)
      .groupBy('workshop_id')
      .execute(),
  ]);
  for (const row of expected) counts.get(row.workshop_id)!.expected = Number(row.people);
  for (const row of checkedIn) counts.get(row.workshop_id)!.checkedIn = Number(row.people);
  return counts;
}

/**
 * Marks an unpaid cash ticket paid (cash taken at the door), only while it is open.
 * @returns whether it was marked
 */
export async function markPaidAtDoor(db: Db, id: number): Promise<boolean> {
  const row = await db
    .updateTable('tickets')
    .set({ paid: true })
    .where('id', '=', id)
    .where('paid', '=', false)
    .where('method', '=', 'cash')
    .where('status', 'not in', ['cancelled', 'rejected'])
    .returning('id')
    .executeTakeFirst();
  if (row) await recordSaleEvent(db, { type: 'paid', kind: 'ticket', id });
  return row !== undefined;
}

/**
 * A ticket checked in is attended (issue 36 item 1): it moves to completed from any open status
 * (a door payment or a ticket paid before; a group's first person in is enough), as a delivered
 * stop completes an order. @returns its new version; undefined when completed or closed already
 */
export async function completeAtDoor(db: Db, id: number): Promise<number | undefined> {
  const row = await db
    .updateTable('tickets')
    .set((eb) => ({ status: 'completed', version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('status', 'not in', ['completed', 'cancelled', 'rejected'])
    .returning('version')
    .executeTakeFirst();
  return row?.version;
}
