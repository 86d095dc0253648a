// The check-in page's data as the device keeps it (issue 27): a workshop's list, its check-ins
// and the queue of check-ins made offline. Pure functions: the page stores and sends them.
import type { checkInOperations, ResultOf } from '@candleshop/core';

type DoorTicketFields = ResultOf<typeof checkInOperations.DoorTicketFields>;

/** One check-in of a ticket as adminCheckInList answers it; `pending` while made on this device and not yet accepted by the server. */
export type DoorCheckIn = DoorTicketFields['checkIns'][number] & { pending?: boolean };

/** A ticket as adminCheckInList answers it, with the check-ins this device added. */
export type DoorTicket = Omit<DoorTicketFields, 'checkIns'> & { checkIns: DoorCheckIn[] };

/** A workshop's list as kept on the device. */
export type DoorList = Omit<ResultOf<typeof checkInOperations.CheckInList>['adminCheckInList'], 'tickets'> & { tickets: DoorTicket[] };

/** A check-in made on this device, as adminCheckIn takes it. */
export interface QueuedCheckIn {
  clientId: string;
  device: string;
  workshop: string;
  code: string;
  people: number;
  payCash: boolean;
  /** When it was made, ISO 8601. */
  at: string;
  /** The ticket it was made for, when the device knew it. */
  ticket?: string;
  /** Who made it (their email; SECURITY-REVIEW-2 N14): only they send it. */
  staff?: string;
}

/** The server's answer to one queued check-in. */
export interface CheckInAnswer {
  clientId: string;
  outcome: string;
  reason: string | null | undefined;
  ticket: DoorTicket | null | undefined;
}

/** A check-in the server did not accept, shown until staff dismiss it. */
export interface RefusedCheckIn {
  clientId: string;
  ticket: string | undefined;
  reason: string;
  /** Who checked the ticket in first, as the server says. */
  checkIns: DoorCheckIn[];
}

const CLOSED = ['cancelled', 'rejected'];

/** Whether a ticket still admits anyone (not cancelled or rejected). */
export const isLive = (ticket: DoorTicket) => !CLOSED.includes(ticket.status);

/** People of a ticket not yet in. */
export const peopleLeft = (ticket: DoorTicket) => Math.max(0, ticket.people - ticket.checkedIn);

/** People expected (live tickets) and in, counted from the list, so the count moves offline too. */
export function doorCount(list: DoorList): { expected: number; checkedIn: number } {
  const live = list.tickets.filter(isLive);
  return { expected: live.reduce((sum, ticket) => sum + ticket.people, 0), checkedIn: live.reduce((sum, ticket) => sum + Math.min(ticket.people, ticket.checkedIn), 0) };
}

/** Replaces (or adds) a ticket of the list. */
export function withTicket(list: DoorList, ticket: DoorTicket): DoorList {
  const known = list.tickets.some((row) => row.id === ticket.id);
  return { ...list, tickets: known ? list.tickets.map((row) => (row.id === ticket.id ? ticket : row)) : [...list.tickets, ticket] };
}

/** The list after a check-in made on this device: its people are in at once, marked pending. */
export function checkedInHere(list: DoorList, ticketId: string, entry: QueuedCheckIn, by: string, at: string): DoorList {
  const ticket = list.tickets.find((row) => row.id === ticketId);
  if (!ticket) return list;
  return withTicket(list, {
    ...ticket,
    paid: ticket.paid || entry.payCash,
    checkedIn: ticket.checkedIn + entry.people,
    checkIns: [...ticket.checkIns, { people: entry.people, by, at, device: entry.device, cashTaken: entry.payCash && !ticket.paid ? ticket.total : null, pending: true }],
  });
}

/**
 * What the server's answers make of the queue and the list: answered check-ins leave the queue
 * (a conflict or a refusal is kept to be shown), and each answered ticket takes the server's
 * state, the first check-in by the server's order included.
 */
export function applyAnswers(list: DoorList | undefined, queue: readonly QueuedCheckIn[], answers: readonly CheckInAnswer[]) {
  const answered = new Map(answers.map((answer) => [answer.clientId, answer]));
  const refused: RefusedCheckIn[] = [];
  let next = list;
  for (const answer of answers) {
    if (answer.ticket && next && answer.ticket.workshop === next.workshop.id) next = withTicket(next, answer.ticket);
    if (answer.outcome !== 'checkedIn') {
      const sent = queue.find((entry) => entry.clientId === answer.clientId);
      refused.push({ clientId: answer.clientId, ticket: answer.ticket?.id ?? sent?.ticket, reason: answer.reason ?? 'unknown', checkIns: answer.ticket?.checkIns ?? [] });
    }
  }
  return { list: next, queue: queue.filter((entry) => !answered.has(entry.clientId)), refused };
}
