import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalHumanCheck } from '../../adapters/human-check/local-human-check.js';
import { testDatabases } from '../../test/databases.js';
import { graphql, openShop, PUBLIC_URL, type TestShop } from '../../test/shop.js';
import { createWorkshop, type TestWorkshop } from '../../test/tickets.js';

const TICKET_GUEST = `mutation T($ticket_id: ID!) {
  ticketGuest(ticket_id: $ticket_id, people: 3, method: "cash", name: "Noor", email: "noor@example.com", phone: "07501234567",
    token: "local-unverified") { id uuid } }`;
const CALENDAR = `query Q($uuid: String!) { guestTicketByUuid(uuid: $uuid, email: "noor@example.com") { calendar } }`;

const unfold = (text: string) => text.replace(/\r\n /g, '');
const field = (text: string, name: string) =>
  unfold(text)
    .split('\r\n')
    .find((line) => line.startsWith(name))
    ?.slice(name.length);

describe.each(testDatabases())('the ticket calendar file on $name', (database) => {
  let shop: TestShop;
  let workshop: TestWorkshop;
  let ticket: { id: string; uuid: string };

  beforeAll(async () => {
    shop = await openShop(database, { humanCheck: createLocalHumanCheck(() => {}) });
    workshop = await createWorkshop(shop.db, {
      seats: 10,
      startsAt: new Date('2027-02-06T17:00:00+03:00'),
      durationMinutes: 150,
      tiers: [{ min: 1, max: 4, price: 25000 }],
      arabicTitle: 'مزج العطور: العود والورد والعنبر، ورشة طويلة الاسم تتجاوز خمسة وسبعين بايت بكثير',
    });
    const reply = await graphql(shop.app, TICKET_GUEST, { ticket_id: String(workshop.tiers[0]) }, { lang: 'ar' });
    expect(reply.errors).toBeUndefined();
    ticket = reply.data!.ticketGuest;
  });
  afterAll(() => shop?.close());

  const get = (path: string, method = 'GET') => shop.app.fetch(new Request(`${PUBLIC_URL}${path}`, { method }));

  it("is served at the ticket's calendar URL as RFC 5545 text in the ticket's language", async () => {
    const url = (await graphql(shop.app, CALENDAR, { uuid: ticket.uuid })).data!.guestTicketByUuid.calendar;
    expect(url).toBe(`${PUBLIC_URL}/calendar/${ticket.uuid}.ics`);
    const response = await shop.app.fetch(new Request(url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('no-store');
    const text = await response.text();
    // CRLF only, every physical line at most 75 octets.
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text).toMatch(/\r\n /);
    expect(field(text, 'UID:')).toBe(`${ticket.uuid}@shop.test`);
    expect(field(text, 'DTSTAMP:')).toMatch(/^\d{8}T\d{6}Z$/);
    // 17:00 Baghdad time is 14:00 UTC; 150 minutes later it ends.
    expect(field(text, 'DTSTART:')).toBe('20270206T140000Z');
    expect(field(text, 'DTEND:')).toBe('20270206T163000Z');
    expect(field(text, 'SUMMARY;LANGUAGE=ar:')).toBe('مزج العطور: العود والورد والعنبر، ورشة طويلة الاسم تتجاوز خمسة وسبعين بايت بكثير');
    expect(field(text, 'DESCRIPTION;LANGUAGE=ar:')).toContain(`الرقم المرجعي: ${ticket.uuid}`);
    expect(field(text, 'DESCRIPTION;LANGUAGE=ar:')).toContain('٣');
    expect(field(text, 'LOCATION;LANGUAGE=ar:')).toContain('استوديو كاندل شوب');
    expect(unfold(text)).toContain('BEGIN:VEVENT\r\n');
  });

  it('answers 404 for an unknown or malformed uuid and 405 for a write', async () => {
    const other = ticket.uuid.replace(/^./, (char) => (char === 'a' ? 'b' : 'a'));
    expect((await get(`/calendar/${other}.ics`)).status).toBe(404);
    expect((await get(`/calendar/${ticket.id}.ics`)).status).toBe(404);
    expect((await get(`/calendar/${ticket.uuid}`)).status).toBe(404);
    expect((await get(`/calendar/${ticket.uuid.toUpperCase()}.ics`)).status).toBe(404);
    expect((await get(`/calendar/${ticket.uuid}.ics`, 'POST')).status).toBe(405);
    const head = await get(`/calendar/${ticket.uuid}.ics`, 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});
