import { westernDigits } from './digits.js';

// Issue 27: what a ticket's QR code and printed door code hold, written once for the server that
// signs them and the check-in page that reads them offline. No cryptography here: the server signs
// with node:crypto's Ed25519 and the device verifies with WebCrypto's; both sign and verify
// `signedBytes(payload)` so the layout cannot drift between them.

/** What a signed ticket code vouches for. */
export interface TicketClaim {
  ticketId: number;
  workshopId: number;
  people: number;
}

/** The QR text of a signed code starts with this (a uuid never does). */
export const SIGNED_CODE_PREFIX = 'CS1.';
/** Bytes of the claim: version, ticket id, workshop id (32-bit each), people (16-bit). */
const CLAIM_BYTES = 11;
/** An Ed25519 signature's length. */
export const SIGNATURE_BYTES = 64;
// Signed with a context, so no other message the shop key might sign could pass as a ticket.
const CONTEXT = Uint8Array.from('candleshop ticket v1\n', (char) => char.charCodeAt(0));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UINT32 = 0xffffffff;
const DOOR_CODE = /^(?<id>\d{1,10})-(?<check1>[0-9A-Z]{4})-?(?<check2>[0-9A-Z]{4})$/;
const DOOR_CODE_SHOWN_RTL = /^(?<check1>[0-9A-Z]{4})-?(?<check2>[0-9A-Z]{4})-(?<id>\d{1,10})$/;

/** A claim as its bytes. @throws RangeError for ids or people out of their ranges */
export function claimBytes(claim: TicketClaim): Uint8Array {
  const { ticketId, workshopId, people } = claim;
  const fits = (value: number, max: number) => Number.isInteger(value) && value >= 1 && value <= max;
  if (!fits(ticketId, UINT32) || !fits(workshopId, UINT32) || !fits(people, 0xffff)) throw new RangeError('candleshop: a ticket claim out of range');
  const bytes = new Uint8Array(CLAIM_BYTES);
  const view = new DataView(bytes.buffer);
  view.setUint8(0, 1);
  view.setUint32(1, ticketId);
  view.setUint32(5, workshopId);
  view.setUint16(9, people);
  return bytes;
}

/** The exact bytes the signature covers: the context, then the claim. */
export function signedBytes(claim: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(CONTEXT.length + claim.length);
  bytes.set(CONTEXT);
  bytes.set(claim, CONTEXT.length);
  return bytes;
}

/** The QR text: prefix, then the claim and its signature in base64url. */
export function signedCodeText(claim: Uint8Array, signature: Uint8Array): string {
  const bytes = new Uint8Array(claim.length + signature.length);
  bytes.set(claim);
  bytes.set(signature, claim.length);
  return SIGNED_CODE_PREFIX + toBase64Url(bytes);
}

/** What a scanned or typed text is, before any signature is checked. */
export type ReadCode = { kind: 'signed'; claim: TicketClaim; claimBytes: Uint8Array; signature: Uint8Array } | { kind: 'uuid'; uuid: string } | { kind: 'door'; ticketId: number; check: string } | { kind: 'unreadable' };

/**
 * Reads a scanned or typed text: a signed code (`CS1.…`), a ticket's uuid (the QR codes of
 * tickets bought before signed codes), or a printed door code (`1234-ABCD-EFGH`, any case,
 * spaces and direction marks ignored, Arabic-Indic digits read, Crockford's look-alikes O→0 and
 * I, L→1, also as a right-to-left line shows it, `ABCD-EFGH-1234`). Unreadable otherwise.
 */
export function readTicketCode(text: string): ReadCode {
  const trimmed = text.trim();
  if (trimmed.startsWith(SIGNED_CODE_PREFIX)) {
    const bytes = fromBase64Url(trimmed.slice(SIGNED_CODE_PREFIX.length));
    if (!bytes || bytes.length !== CLAIM_BYTES + SIGNATURE_BYTES || bytes[0] !== 1) return { kind: 'unreadable' };
    const view = new DataView(bytes.buffer, bytes.byteOffset, CLAIM_BYTES);
    const claim = { ticketId: view.getUint32(1), workshopId: view.getUint32(5), people: view.getUint16(9) };
    if (!claim.ticketId || !claim.workshopId || !claim.people) return { kind: 'unreadable' };
    return { kind: 'signed', claim, claimBytes: bytes.slice(0, CLAIM_BYTES), signature: bytes.slice(CLAIM_BYTES) };
  }
  if (UUID.test(trimmed)) return { kind: 'uuid', uuid: trimmed.toLowerCase() };
  const typed = westernDigits(trimmed)
    .replace(/[\s\u061c\u200e\u200f\u2066-\u2069]+/g, '')
    .toUpperCase()
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  // Issue 36 item 2: a code shown in a right-to-left line without isolation reads `ABCD-EFGH-1234`,
  // and door staff type what they see; the 40 check bits still have to match, so reading it back
  // grants nothing a guess could not.
  const door = DOOR_CODE.exec(typed) ?? DOOR_CODE_SHOWN_RTL.exec(typed);
  const ticketId = Number(door?.groups!.id);
  if (door && ticketId >= 1 && ticketId <= UINT32) return { kind: 'door', ticketId, check: door.groups!.check1! + door.groups!.check2! };
  return { kind: 'unreadable' };
}

// Crockford's base32: no I, L, O, U, so a printed code cannot be misread.
const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The printed door code of a ticket: its number and 40 bits taken from a digest of its signature
 * (`digest`, at least 5 bytes), `1234-ABCD-EFGH`. Typed at the door, it names the same ticket as
 * the QR code; the 40 bits make a guessed code for a real ticket number fail.
 */
export function doorCodeOf(ticketId: number, digest: Uint8Array): string {
  let bits = 0n;
  for (let i = 0; i < 5; i += 1) bits = (bits << 8n) | BigInt(digest[i]!);
  let check = '';
  for (let i = 0; i < 8; i += 1) check = BASE32[Number((bits >> BigInt(5 * i)) & 31n)] + check;
  return `${ticketId}-${check.slice(0, 4)}-${check.slice(4)}`;
}

/** The check part of a door code as `readTicketCode` answers it (`ABCDEFGH`). */
export const doorCheckOf = (doorCode: string) => doorCode.split('-').slice(1).join('');

// base64url by hand: this package runs on the server and in browsers and assumes neither's globals.
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Bytes as base64url without padding. */
export function toBase64Url(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let j = 0; j < chars; j += 1) text += BASE64URL[(chunk >> (18 - 6 * j)) & 63];
  }
  return text;
}

/** base64url without padding as bytes; undefined when it is not base64url. */
export function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return undefined;
  const bytes = new Uint8Array(Math.floor((text.length * 6) / 8));
  let bits = 0;
  let value = 0;
  let at = 0;
  for (const char of text) {
    value = (value << 6) | BASE64URL.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (value >> bits) & 255;
    }
  }
  return bytes;
}
