import { readTicketCode } from '@candleshop/rules';
import { describe, expect, it } from 'vitest';
import { readAccountsConfig } from '../accounts-config.js';
import { LOCAL_TICKET_SIGNING_KEY, ticketSigner } from './ticket-key.js';

const OTHER_KEY = 'kKqpICt5QTJUjhvquh9nP9pZRrgSrc5GHurxNGPBU60';
const claim = { ticketId: 4021, workshopId: 17, people: 3 };

function signedParts(text: string) {
  const read = readTicketCode(text);
  if (read.kind !== 'signed') throw new Error(`expected a signed code, got ${read.kind}`);
  return read;
}

describe('ticket signing (issue 27)', () => {
  it('signs a claim that reads back and verifies under its key only', () => {
    const signer = ticketSigner(OTHER_KEY);
    const code = signer.code(claim);
    expect(code.startsWith('CS1.')).toBe(true);
    expect(code.length).toBeLessThanOrEqual(110);
    const read = signedParts(code);
    expect(read.claim).toEqual(claim);
    expect(signer.verify(read.claimBytes, read.signature)).toBe(true);
    expect(ticketSigner(LOCAL_TICKET_SIGNING_KEY).verify(read.claimBytes, read.signature)).toBe(false);
    expect(signer.local).toBe(false);
    expect(ticketSigner(LOCAL_TICKET_SIGNING_KEY).local).toBe(true);
  });

  it('refuses a changed claim or signature', () => {
    const signer = ticketSigner(OTHER_KEY);
    const read = signedParts(signer.code(claim));
    const morePeople = signedParts(signer.code({ ...claim, people: 9 }));
    // The claim of one code with the signature of another.
    expect(signer.verify(morePeople.claimBytes, read.signature)).toBe(false);
    const flipped = read.signature.slice();
    flipped[10]! ^= 1;
    expect(signer.verify(read.claimBytes, flipped)).toBe(false);
    expect(signer.verify(read.claimBytes, read.signature.slice(0, 63))).toBe(false);
  });

  it('gives a ticket the same code and door code every time, and the door code names the ticket', () => {
    const signer = ticketSigner(OTHER_KEY);
    expect(signer.code(claim)).toBe(signer.code(claim));
    const door = signer.doorCode(claim);
    expect(door).toMatch(/^4021-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(signer.doorCode(claim)).toBe(door);
    expect(ticketSigner(LOCAL_TICKET_SIGNING_KEY).doorCode(claim)).not.toBe(door);
    expect(readTicketCode(door.toLowerCase())).toEqual({ kind: 'door', ticketId: 4021, check: door.slice(5).replace('-', '') });
  });

  it('publishes a 32-byte public key', () => {
    expect(Buffer.from(ticketSigner(OTHER_KEY).publicKey, 'base64url')).toHaveLength(32);
  });

  it('validates TICKET_SIGNING_KEY like the other settings', () => {
    expect(readAccountsConfig({ TICKET_SIGNING_KEY: OTHER_KEY }).ticketSigningKey).toBe(OTHER_KEY);
    expect(readAccountsConfig({}).ticketSigningKey).toBeUndefined();
    expect(() => readAccountsConfig({ TICKET_SIGNING_KEY: 'too-short' })).toThrow(/TICKET_SIGNING_KEY must be 32 bytes in base64url/);
    expect(() => ticketSigner('too-short')).toThrow(/TICKET_SIGNING_KEY/);
  });
});
