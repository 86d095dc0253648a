import type { Kysely } from 'kysely';
import { renderTicketMail, TICKET_QR_CID } from '../../adapters/mail/templates/ticket-mail.js';
import type { TicketSigner } from '../../auth/ticket-key.js';
import { findWorkshops } from '../../db/repositories/content/workshops.js';
import { findTicket } from '../../db/repositories/tickets/tickets.js';
import type { Database } from '../../db/types.js';
import type { TicketRow } from '../../db/tables/tickets.js';
import type { SaleBus } from '../sale-life/sale-bus.js';
import { receiptHandler, type ReceiptOptions } from '../sale-life/receipts.js';
import { ticketCalendar } from './ticket-calendar.js';
import { ticketCodes, ticketQrPng } from './ticket-pass.js';

/** What a ticket's receipt needs besides: the key that signs its QR code and door code (issue 27). */
export interface TicketReceiptOptions extends ReceiptOptions {
  signer: TicketSigner;
}

// Customers open /tickets/{id}; a guest has no account, so the link carries the guest's key.
function linkOf(publicUrl: string, row: TicketRow): string {
  if (row.user_id !== null) return `${publicUrl}/tickets/${row.id}`;
  const query = new URLSearchParams({ id: String(row.id), token: row.uuid, email: row.guest_email ?? '', type: 'ticket' });
  return `${publicUrl}/workshops?${query}`;
}

/**
 * Adds the ticket's receipt as a handler of its placed event (issue 34 item 2): once, after the
 * ticket commits, in the language it was bought in, with its QR code and calendar file. A ticket
 * released before its payment could start (cancelled) gets none. A mail that cannot go out is
 * logged: the ticket stands.
 */
export function addTicketReceipt(bus: SaleBus, db: Kysely<Database>, options: TicketReceiptOptions): SaleBus {
  const receipt = receiptHandler(db, options.mailer, 'ticket', findTicket, async (row, buyer, lang) => {
    const [workshop] = await findWorkshops(db, lang, [row.workshop_id]);
    const calendar = await ticketCalendar(db, options.publicUrl, row);
    const codes = ticketCodes(options.signer, row);
    const values = {
      name: buyer.name,
      id: row.id,
      code: codes.door,
      workshop: workshop?.title ?? '',
      startsAt: workshop?.starts_at ?? row.created_at,
      people: row.people,
      total: row.total + row.gift_card_paid,
      giftCardPaid: row.gift_card_paid,
      link: linkOf(options.publicUrl, row),
    };
    return {
      ...renderTicketMail(lang, values),
      attachments: [
        { filename: `ticket-${row.id}-qr.png`, contentType: 'image/png', content: await ticketQrPng(codes.qr), encoding: 'base64', cid: TICKET_QR_CID },
        ...(calendar ? [{ filename: `workshop-ticket-${row.id}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: calendar }] : []),
      ],
    };
  });
  bus.on('placed', receipt);
  return bus;
}
