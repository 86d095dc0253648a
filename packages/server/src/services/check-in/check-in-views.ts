import { shopDateTime } from '@candleshop/rules';
import { createHash } from 'node:crypto';
import type { TicketSigner } from '../../auth/ticket-key.js';
import type { CheckInWithStaff, DoorTicketRow } from '../../db/repositories/check-in/check-in.js';

import { ticketCodes } from '../tickets/ticket-pass.js';

/** One check-in as the door shows it: how many came in, who let them in, when, on which device. */
export interface CheckInEntryView {
  people: number;
  by: string;
  /** When the device says it happened, ISO 8601 in Baghdad time. */
  at: string;
  device: string;
  /** Cash taken at the door with it, integer IQD; null when none. */
  cashTaken: number | null;
}

/** A ticket as the check-in page needs it, online and (kept on the device) offline. */
export interface DoorTicketView {
  id: number;
  workshopId: number;
  name: string;
  /** The tier's people range, e.g. 1–2. */
  tier: string;
  /** The tier's price per person, integer IQD. */
  price: number;
  people: number;
  total: number;
  paid: boolean;
  method: string;
  status: string;
  /** The code printed under its QR code, so a typed code is found offline. */
  doorCode: string;
  /** SHA-256 (hex) of its uuid: an old QR code (the uuid) is found offline without keeping the uuid, the guest's key, on the device. */
  uuidHash: string;
  /** People already in. */
  checkedIn: number;
  checkIns: CheckInEntryView[];
}

/** SHA-256 of a text as hex (the device computes the same with WebCrypto). */
export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** A check-in row as the door shows it. */
export function checkInEntryView(row: CheckInWithStaff): CheckInEntryView {
  return { people: row.people, by: row.staff_name || row.staff_email, at: shopDateTime(row.checked_at), device: row.device_id, cashTaken: row.cash_taken };
}

/** A ticket with its check-ins (in the server's order). */
export function doorTicketView(signer: TicketSigner, row: DoorTicketRow, checkIns: readonly CheckInWithStaff[]): DoorTicketView {
  const entries = checkIns.filter((entry) => entry.ticket_id === row.id);
  return {
    id: row.id,
    workshopId: row.workshop_id,
    name: row.name ?? '',
    tier: `${row.min}–${row.max}`,
    price: row.price,
    people: row.people,
    total: row.total,
    paid: row.paid,
    method: row.method,
    status: row.status,
    doorCode: ticketCodes(signer, row).door,
    uuidHash: sha256Hex(row.uuid),
    checkedIn: entries.reduce((sum, entry) => sum + entry.people, 0),
    checkIns: entries.map(checkInEntryView),
  };
}
