import { generateKeyPairSync, sign } from 'node:crypto';
import { claimBytes, doorCodeOf, signedBytes, signedCodeText, type TicketClaim } from '@candleshop/core';
import { describe, expect, it } from 'vitest';
import { checkDoorCode, importDoorKey, sha256Hex } from './door-codes.js';
import type { DoorList, DoorTicket } from './door-list.js';

// The device's side of signed codes: the same Ed25519 signatures node:crypto makes on the server,
// verified with WebCrypto and the kept list, with no network.
const shop = generateKeyPairSync('ed25519');
const other = generateKeyPairSync('ed25519');
const publicKey = shop.publicKey.export({ format: 'jwk' }).x!;
const codeOf = (claim: TicketClaim, key = shop.privateKey) => signedCodeText(claimBytes(claim), sign(null, signedBytes(claimBytes(claim)), key));
const UUID = '3f6c2a1e-8b4d-4c1a-9e2f-5a7b9c0d1e21';

async function listOf(): Promise<DoorList> {
  const uuidHash = await sha256Hex(UUID);
  const ticket = (id: string, status = 'accepted'): DoorTicket => ({
    id,
    workshop: '7',
    name: 'Shilan',
    tier: '1–4',
    price: 15_000,
    people: 3,
    total: 45_000,
    paid: true,
    method: 'cash',
    status,
    doorCode: doorCodeOf(Number(id), new Uint8Array([1, 2, 3, 4, 5])),
    uuidHash: id === '11' ? uuidHash : 'x',
    checkedIn: 0,
    checkIns: [],
  });
  return { workshop: { id: '7', title: 'Scent blending', startsAt: '2026-11-26T18:00:00+03:00', expected: 6, checkedIn: 0 }, publicKey, localKey: false, tickets: [ticket('11'), ticket('12', 'cancelled')] };
}

describe('checking a code on the device (issue 27)', () => {
  it('accepts a genuine signed code of a ticket on the list', async () => {
    const list = await listOf();
    const key = await importDoorKey(publicKey);
    expect(key).toBeDefined();
    expect(await checkDoorCode(codeOf({ ticketId: 11, workshopId: 7, people: 3 }), list, key)).toEqual({ ticket: list.tickets[0] });
  });

  it('refuses a forged code, a changed claim, another workshop and a cancelled ticket', async () => {
    const list = await listOf();
    const key = await importDoorKey(publicKey);
    expect(await checkDoorCode(codeOf({ ticketId: 11, workshopId: 7, people: 3 }, other.privateKey), list, key)).toEqual({ problem: 'forged' });
    // A real signature over 3 people, the claim changed to 4.
    const real = codeOf({ ticketId: 11, workshopId: 7, people: 3 });
    const tampered = signedCodeText(claimBytes({ ticketId: 11, workshopId: 7, people: 4 }), new Uint8Array(Buffer.from(real.slice(4), 'base64url').subarray(11)));
    expect(await checkDoorCode(tampered, list, key)).toEqual({ problem: 'forged' });
    expect(await checkDoorCode(codeOf({ ticketId: 11, workshopId: 8, people: 3 }), list, key)).toEqual({ problem: 'otherWorkshop' });
    expect(await checkDoorCode(codeOf({ ticketId: 11, workshopId: 7, people: 2 }), list, key)).toMatchObject({ problem: 'changed' });
    expect(await checkDoorCode(codeOf({ ticketId: 12, workshopId: 7, people: 3 }), list, key)).toMatchObject({ problem: 'cancelled' });
  });

  it('vouches for a genuine code the kept list does not have yet', async () => {
    const key = await importDoorKey(publicKey);
    expect(await checkDoorCode(codeOf({ ticketId: 99, workshopId: 7, people: 2 }), await listOf(), key)).toEqual({ claim: { ticketId: 99, workshopId: 7, people: 2 } });
  });

  it('finds door codes and old uuid codes in the list; the server is asked for what it does not know', async () => {
    const list = await listOf();
    const key = await importDoorKey(publicKey);
    expect(await checkDoorCode(list.tickets[0]!.doorCode.toLowerCase(), list, key)).toEqual({ ticket: list.tickets[0] });
    expect(await checkDoorCode('11-AAAA-AAAA', list, key)).toEqual({ problem: 'unknown' });
    expect(await checkDoorCode(UUID.toUpperCase(), list, key)).toEqual({ ticket: list.tickets[0] });
    expect(await checkDoorCode('00000000-0000-4000-8000-000000000000', list, key)).toEqual({ ask: true });
    expect(await checkDoorCode('50-AAAA-AAAA', list, key)).toEqual({ ask: true });
    expect(await checkDoorCode('hello', list, key)).toEqual({ problem: 'unreadable' });
    // Without a key (no Ed25519 in the browser) a signed code waits for the server.
    expect(await checkDoorCode(codeOf({ ticketId: 11, workshopId: 7, people: 3 }), list, undefined)).toEqual({ ask: true });
    expect(await importDoorKey('short')).toBeUndefined();
  });
});
