import { describe, expect, it } from 'vitest';
import { claimBytes, doorCodeOf, fromBase64Url, readTicketCode, signedCodeText, toBase64Url } from './ticket-code.js';

describe('ticket codes (issue 27)', () => {
  it('writes base64url as Node does, and reads it back', () => {
    for (const length of [0, 1, 2, 3, 4, 31, 32, 75]) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 37 + 11) % 256);
      expect(toBase64Url(bytes)).toBe(Buffer.from(bytes).toString('base64url'));
      expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes);
    }
    expect(fromBase64Url('a+b/')).toBeUndefined();
    expect(fromBase64Url('abcde')).toBeUndefined();
  });

  it('reads a signed code back to its claim and signature', () => {
    const claim = { ticketId: 70_000, workshopId: 12, people: 4 };
    const signature = new Uint8Array(64).fill(7);
    const read = readTicketCode(` ${signedCodeText(claimBytes(claim), signature)} `);
    expect(read).toMatchObject({ kind: 'signed', claim, signature });
  });

  it('refuses a signed code of the wrong length or version, and claims out of range', () => {
    const bytes = claimBytes({ ticketId: 1, workshopId: 1, people: 1 });
    expect(readTicketCode(signedCodeText(bytes, new Uint8Array(63))).kind).toBe('unreadable');
    const otherVersion = bytes.slice();
    otherVersion[0] = 2;
    expect(readTicketCode(signedCodeText(otherVersion, new Uint8Array(64))).kind).toBe('unreadable');
    expect(() => claimBytes({ ticketId: 0, workshopId: 1, people: 1 })).toThrow(RangeError);
    expect(() => claimBytes({ ticketId: 1, workshopId: 1, people: 70_000 })).toThrow(RangeError);
  });

  it('reads old uuid codes and printed door codes, forgiving look-alike letters', () => {
    expect(readTicketCode('3F6C2A1E-8B4D-4C1A-9E2F-5A7B9C0D1E21')).toEqual({ kind: 'uuid', uuid: '3f6c2a1e-8b4d-4c1a-9e2f-5a7b9c0d1e21' });
    const door = doorCodeOf(42, new Uint8Array([255, 0, 128, 7, 9]));
    expect(door).toMatch(/^42-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(readTicketCode(door.toLowerCase().replace(/-/g, ' - '))).toEqual({ kind: 'door', ticketId: 42, check: door.slice(3).replace('-', '') });
    expect(readTicketCode('42-0O1I-LLLL')).toEqual({ kind: 'door', ticketId: 42, check: '00111111' });
  });

  it('reads a door code typed in Arabic-Indic digits, or as a right-to-left line showed it', () => {
    const read = { kind: 'door', ticketId: 6, check: 'X6D1T27K' };
    expect(readTicketCode('٦-X6D1-T27K')).toEqual(read);
    expect(readTicketCode('۶-x6d1-t27k')).toEqual(read);
    expect(readTicketCode('X6D1-T27K-6')).toEqual(read);
    expect(readTicketCode('\u2067X6D1-T27K-٦\u2069')).toEqual(read);
    expect(readTicketCode('\u200f6-X6D1-T27K')).toEqual(read);
    expect(readTicketCode('X6D1-T27K')).toEqual({ kind: 'unreadable' });
    expect(readTicketCode('6-X6D1-T27K-6')).toEqual({ kind: 'unreadable' });
    expect(readTicketCode('hello').kind).toBe('unreadable');
  });
});
