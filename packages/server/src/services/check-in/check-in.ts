import { shopDateTime } from '@candleshop/rules';
import type { Kysely } from 'kysely';
import type { TicketSigner } from '../../auth/ticket-key.js';
import {
  countDoor,
  findCheckInByClientId,
  findCheckInsOf,
  findCheckInsOfWorkshop,
  findCheckInWorkshop,
  findCheckInWorkshops,
  findDoorTicket,
  findDoorTickets,
  insertCheckIn,
  lockTicket,
  markPaidAtDoor,
  completeAtDoor,
} from '../../db/repositories/check-in/check-in.js';
import { recordMove } from '../sale-life/sale-moves.js';
import type { Database, Lang } from '../../db/types.js';
import { notFound } from '../../errors.js';
import { audit, type StaffActor } from '../staff/audit.js';

import { ticketOfCode, type CodeProblem } from './check-in-codes.js';
import { doorTicketView, type DoorTicketView } from './check-in-views.js';
import type { SaleLife } from '../sale-life/sale-outbox.js';

/** What the check-in service needs of the request. */
export interface CheckInOptions {
  lang: Lang;
  signer: TicketSigner;
  /** Dispatches a ticket's paid event after its cash is taken at the door (issue 34 item 2). */
  saleLife?: Pick<SaleLife, 'settle'>;
}

/** One check-in a device made (now, or queued while offline and sent later). */
export interface CheckInRequest {
  /** The device's own id of this check-in: sent twice by the same staff member and device with the same code, it is counted once. */
  clientId: string;
  device: string;
  workshopId: number;
  /** The code as scanned or typed. */
  code: string;
  people: number;
  /** Take the cash for an unpaid cash ticket at the door in the same step. */
  payCash: boolean;
  /** When it happened on the device; now when absent or in the future, 48 hours ago at the earliest. */
  at: Date | undefined;
}

/**
 * What became of one check-in: `checkedIn` (now or before, when the id was sent again);
 * `conflict`: fewer of its people were left than it asked for (another check-in came first, by the
 * server's order), the ticket shows who did; `refused` with a reason: the code or the ticket does
 * not admit anyone (unreadable, forged, unknown, changed, otherWorkshop, cancelled, unpaid).
 */
export interface CheckInResult {
  clientId: string;
  outcome: 'checkedIn' | 'conflict' | 'refused';
  reason: string | null;
  ticket: DoorTicketView | null;
}

/** A workshop at the door with its people expected (live tickets) and in. */
export interface DoorWorkshopView {
  id: number;
  title: string;
  startsAt: string;
  expected: number;
  checkedIn: number;
}

const CLOSED = ['cancelled', 'rejected'];
/** How far back a device's time of a check-in is taken (an offline queue sent the next day). */
export const DOOR_WINDOW_MS = 48 * 3_600_000;

/**
 * SECURITY-REVIEW-2 N8: when a check-in happened, as the device says, kept within the last 48 hours
 * and never in the future. Door cash is dated by the server's time of recording, not by this.
 */
export function doorTime(at: Date | undefined, now: Date): Date {
  if (!at || at.getTime() > now.getTime()) return now;
  return new Date(Math.max(at.getTime(), now.getTime() - DOOR_WINDOW_MS));
}

// PostgreSQL's unique_violation: the same client id sent twice at once.
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/**
 * Check-in at the door (issue 27): today's workshops, a workshop's whole list for a device to keep
 * offline (with the shop's public key), the ticket a code names, and check-ins. A check-in locks
 * its ticket's row, so of two devices checking in the same people the first to reach the server
 * wins and the other gets a conflict naming who came first; a device's id of a check-in makes
 * sending a queue again harmless. Every check-in, refused ones included, is audited.
 */
export function createCheckIn(db: Kysely<Database>, options: CheckInOptions) {
  const { signer } = options;

  async function viewOf(ticketId: number): Promise<DoorTicketView | null> {
    const row = await findDoorTicket(db, ticketId);
    return row ? doorTicketView(signer, row, await findCheckInsOf(db, [row.id])) : null;
  }

  async function one(actor: StaffActor, request: CheckInRequest): Promise<CheckInResult> {
    const { clientId } = request;
    // SECURITY-REVIEW-2 N8: only this staff member's own device's id, and only for the same code
    // (the same ticket and people), answers with the earlier check-in; anything else reusing the
    // id is refused, never admitted on someone else's record.
    const replay = async (): Promise<CheckInResult | undefined> => {
      const earlier = await findCheckInByClientId(db, { staffUserId: actor.staff.user_id, device: request.device, clientId });
      if (!earlier) return undefined;
      const found = await ticketOfCode(db, signer, request.workshopId, request.code);
      if ('problem' in found || found.ticket.id !== earlier.ticket_id || earlier.people !== request.people) return refusedCode(actor, request, 'clientIdReused');
      return { clientId, outcome: 'checkedIn', reason: null, ticket: await viewOf(earlier.ticket_id) };
    };
    const before = await replay();
    if (before) return before;
    const found = await ticketOfCode(db, signer, request.workshopId, request.code);
    if ('problem' in found) return refusedCode(actor, request, found.problem);
    const ticketId = found.ticket.id;
    const at = doorTime(request.at, new Date());
    const entry = { people: request.people, device: request.device, clientId, at: at.toISOString() };
    try {
      const outcome = await db.transaction().execute(async (trx) => {
        await lockTicket(trx, ticketId);
        const ticket = (await findDoorTicket(trx, ticketId))!;
        const earlier = await findCheckInsOf(trx, [ticketId]);
        const subject = { subjectType: 'ticket', subjectId: ticketId };
        const refuse = async (reason: string) => {
          await audit(trx, actor, { ...subject, action: 'checkInRefused', before: {}, after: { ...entry, reason } });
          return { outcome: 'refused' as const, reason };
        };
        if (CLOSED.includes(ticket.status)) return refuse('cancelled');
        const left = ticket.people - earlier.reduce((sum, row) => sum + row.people, 0);
        if (request.people > left) {
          await audit(trx, actor, { ...subject, action: 'checkInConflict', before: { left }, after: entry });
          return { outcome: 'conflict' as const, reason: left === 0 ? 'alreadyIn' : 'tooMany' };
        }
        let cashTaken: number | null = null;
        if (!ticket.paid) {
          if (!(request.payCash && ticket.method === 'cash')) return refuse('unpaid');
          if (await markPaidAtDoor(trx, ticketId)) {
            cashTaken = ticket.total;
            await audit(trx, actor, { ...subject, action: 'paidAtDoor', before: { paid: false }, after: { paid: true, method: 'cash', amount: ticket.total, clientId } });
          }
        }
        await insertCheckIn(trx, {
          ticket_id: ticketId,
          workshop_id: ticket.workshop_id,
          people: request.people,
          staff_user_id: actor.staff.user_id,
          device_id: request.device,
          client_id: clientId,
          cash_taken: cashTaken,
          checked_at: at,
        });
        // Attended: completed with its check-in (issue 36 item 1), its cash taken here collected (db/repositories/sales/collected.ts).
        const version = await completeAtDoor(trx, ticketId);
        // Its mail says the holder was checked in (and paid at the door), not a bare "completed".
        if (version !== undefined) await recordMove(trx, { kind: 'ticket', id: ticketId }, { to: 'completed', version, door: cashTaken === null ? 'checkedIn' : 'paidAtDoor' });
        const moved = version === undefined ? {} : { status: 'completed' };
        await audit(trx, actor, { ...subject, action: 'checkIn', before: { checkedIn: ticket.people - left, ...(version === undefined ? {} : { status: ticket.status }) }, after: { ...entry, cashTaken, ...moved } });
        return { outcome: 'checkedIn' as const, reason: null };
      });
      await options.saleLife?.settle({ kind: 'ticket', id: ticketId });
      return { clientId, ...outcome, ticket: await viewOf(ticketId) };
    } catch (error) {
      // The same check-in sent twice at once: the other request recorded it.
      if (isUniqueViolation(error)) {
        const after = await replay();
        if (after) return after;
      }
      throw error;
    }
  }

  // A code that names no ticket of this workshop is audited under the workshop.
  async function refusedCode(actor: StaffActor, request: CheckInRequest, problem: CodeProblem | 'clientIdReused'): Promise<CheckInResult> {
    await db.transaction().execute((trx) =>
      audit(trx, actor, {
        subjectType: 'workshop',
        subjectId: request.workshopId,
        action: 'checkInRefused',
        before: {},
        after: { device: request.device, clientId: request.clientId, reason: problem, code: request.code.slice(0, 200) },
      }),
    );
    return { clientId: request.clientId, outcome: 'refused', reason: problem, ticket: null };
  }

  return {
    /** Workshops whose door may be open now (started up to 12 hours ago or starting within 24), with their counts. */
    async workshops(): Promise<DoorWorkshopView[]> {
      const rows = await findCheckInWorkshops(db, options.lang);
      const counts = await countDoor(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({ id: row.id, title: row.title, startsAt: shopDateTime(row.starts_at), ...counts.get(row.id)! }));
    },

    /** A workshop's every ticket with its check-ins and the public key, for a device to keep offline. */
    async list(workshopId: number) {
      const workshop = await findCheckInWorkshop(db, options.lang, workshopId);
      if (!workshop) throw notFound();
      const [tickets, checkIns, counts] = await Promise.all([findDoorTickets(db, workshopId), findCheckInsOfWorkshop(db, workshopId), countDoor(db, [workshopId])]);
      return {
        workshop: { id: workshop.id, title: workshop.title, startsAt: shopDateTime(workshop.starts_at), ...counts.get(workshopId)! },
        publicKey: signer.publicKey,
        localKey: signer.local,
        tickets: tickets.map((row) => doorTicketView(signer, row, checkIns)),
      };
    },

    /** The ticket a code names at this workshop's door, or why none. */
    async lookup(workshopId: number, code: string): Promise<{ ticket: DoorTicketView | null; problem: CodeProblem | null }> {
      const found = await ticketOfCode(db, signer, workshopId, code);
      if ('problem' in found) return { ticket: null, problem: found.problem };
      return { ticket: await viewOf(found.ticket.id), problem: null };
    },

    /** Checks people in, one request after the other in the order sent (a device's queue keeps its order). */
    async checkIn(actor: StaffActor, requests: readonly CheckInRequest[]): Promise<CheckInResult[]> {
      const results: CheckInResult[] = [];
      for (const request of requests) results.push(await one(actor, request));
      return results;
    },
  };
}

/** The check-in service of one request. */
export type CheckIn = ReturnType<typeof createCheckIn>;
