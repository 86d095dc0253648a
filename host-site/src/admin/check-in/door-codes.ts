import { doorCheckOf, fromBase64Url, readTicketCode, signedBytes, type TicketClaim } from '@candleshop/core';
import { isLive, type DoorList, type DoorTicket } from './door-list.js';

// Issue 27: a code is checked on the device, with no network, as the server checks it
// (services/check-in/check-in-codes.ts): a signed code's Ed25519 signature with the shop's public
// key through WebCrypto (Chrome 137+, Firefox 129+, Safari 17+; no library is downloaded for it),
// then the ticket is found in the list kept on the device.

/** What the device can tell of a code. */
export type DoorCheck =
  /** A ticket of the list (its status and people decide what staff may do). */
  | { ticket: DoorTicket }
  /** A genuine signed code of this workshop whose ticket the kept list does not have (bought since). */
  | { claim: TicketClaim }
  /** Refused: unreadable, forged, changed, otherWorkshop, cancelled, unknown. */
  | { problem: string; ticket?: DoorTicket }
  /** Only the server can tell (no signature check in this browser, or a code the list does not know). */
  | { ask: true };

/** The shop's public key for WebCrypto; undefined where the browser has no Ed25519. */
export async function importDoorKey(publicKey: string): Promise<CryptoKey | undefined> {
  const raw = fromBase64Url(publicKey);
  if (!raw || raw.length !== 32 || !globalThis.crypto?.subtle) return undefined;
  try {
    return await crypto.subtle.importKey('raw', new Uint8Array(raw), { name: 'Ed25519' }, false, ['verify']);
  } catch {
    return undefined;
  }
}

/** SHA-256 of a text as hex, as the server's uuidHash. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const found = (ticket: DoorTicket): DoorCheck => (isLive(ticket) ? { ticket } : { problem: 'cancelled', ticket });

/** Checks a scanned or typed code against the kept list, with `key` for signatures. */
export async function checkDoorCode(text: string, list: DoorList, key: CryptoKey | undefined): Promise<DoorCheck> {
  const read = readTicketCode(text);
  const byId = (id: number) => list.tickets.find((ticket) => ticket.id === String(id));
  switch (read.kind) {
    case 'unreadable':
      return { problem: 'unreadable' };
    case 'signed': {
      if (!key) return { ask: true };
      const genuine = await crypto.subtle.verify({ name: 'Ed25519' }, key, new Uint8Array(read.signature), new Uint8Array(signedBytes(read.claimBytes)));
      if (!genuine) return { problem: 'forged' };
      if (String(read.claim.workshopId) !== list.workshop.id) return { problem: 'otherWorkshop' };
      const ticket = byId(read.claim.ticketId);
      if (!ticket) return { claim: read.claim };
      return ticket.people === read.claim.people ? found(ticket) : { problem: 'changed', ticket };
    }
    case 'uuid': {
      const hash = await sha256Hex(read.uuid);
      const ticket = list.tickets.find((row) => row.uuidHash === hash);
      return ticket ? found(ticket) : { ask: true };
    }
    case 'door': {
      const ticket = byId(read.ticketId);
      if (!ticket) return { ask: true };
      return doorCheckOf(ticket.doorCode) === read.check ? found(ticket) : { problem: 'unknown' };
    }
  }
}
