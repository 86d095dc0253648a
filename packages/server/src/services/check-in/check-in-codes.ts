import { timingSafeEqual } from 'node:crypto';
import { doorCheckOf, readTicketCode } from '@candleshop/rules';
import type { Kysely } from 'kysely';
import type { TicketSigner } from '../../auth/ticket-key.js';
import { findDoorTicket, findDoorTicketByUuid, type DoorTicketRow } from '../../db/repositories/check-in/check-in.js';
import type { Database } from '../../db/types.js';
import { ticketCodes } from '../tickets/ticket-pass.js';

/** Why a code does not admit anyone to the workshop at this door. */
export type CodeProblem = 'unreadable' | 'forged' | 'unknown' | 'changed' | 'otherWorkshop';

/** The ticket a code names, or why it names none. */
export type CodeLookup = { ticket: DoorTicketRow } | { problem: CodeProblem };

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The ticket a scanned or typed code names (issue 27), checked on the server as the device checks
 * it offline: a signed code must carry the shop key's signature, and its ticket, workshop and
 * people must still be the ticket's (a ticket whose people changed has a new code); a door code's
 * check must be the one derived from the ticket's signature; a uuid (the QR code of a ticket
 * bought before signed codes) is looked up as it is. The ticket must be of `workshopId`.
 */
export async function ticketOfCode(db: Kysely<Database>, signer: TicketSigner, workshopId: number, text: string): Promise<CodeLookup> {
  const read = readTicketCode(text);
  let ticket: DoorTicketRow | undefined;
  switch (read.kind) {
    case 'unreadable':
      return { problem: 'unreadable' };
    case 'signed': {
      if (!signer.verify(read.claimBytes, read.signature)) return { problem: 'forged' };
      ticket = await findDoorTicket(db, read.claim.ticketId);
      if (!ticket) return { problem: 'unknown' };
      if (ticket.workshop_id !== read.claim.workshopId || ticket.people !== read.claim.people) return { problem: 'changed' };
      break;
    }
    case 'uuid':
      ticket = await findDoorTicketByUuid(db, read.uuid);
      break;
    case 'door': {
      ticket = await findDoorTicket(db, read.ticketId);
      if (ticket && !sameText(doorCheckOf(ticketCodes(signer, ticket).door), read.check)) ticket = undefined;
      break;
    }
  }
  if (!ticket) return { problem: 'unknown' };
  if (ticket.workshop_id !== workshopId) return { problem: 'otherWorkshop' };
  return { ticket };
}
