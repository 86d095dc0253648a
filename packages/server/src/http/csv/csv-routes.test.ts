import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../../test/customers.js';
import { testDatabases } from '../../test/databases.js';
import { createStaff, verifiedStaff, type TestStaff } from '../../test/staff.js';
import { openShop, PARTNER_ORIGIN, PUBLIC_URL, type TestShop } from '../../test/shop.js';
import { createWorkshop } from '../../test/tickets.js';
import { csvCell, toCsv } from './csv.js';

describe('CSV cells', () => {
  it('quotes every text cell, doubling quotes (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('Ahmed, Dara')).toBe('"Ahmed, Dara"');
    expect(csvCell('Sara; Dara')).toBe('"Sara; Dara"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(false)).toBe('false');
    expect(csvCell(null)).toBe('');
  });

  it('keeps spreadsheets from running a cell, or any ;- or ,-separated part of it, as a formula (SECURITY-REVIEW-2 N7)', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+9647501234567')).toBe(`"'+9647501234567"`);
    expect(csvCell('-1+2')).toBe(`"'-1+2"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\tcmd')).toBe(`"'\tcmd"`);
    expect(csvCell('Sara;=1+1;@SUM(1)')).toBe(`"Sara;'=1+1;'@SUM(1)"`);
    expect(csvCell('Dara,+1,-2,\rx;\ty')).toBe(`"Dara,'+1,'-2,'\rx;'\ty"`);
    expect(csvCell('5-2=3; a@b.c')).toBe('"5-2=3; a@b.c"');
  });

  it('writes a file with a BOM and CRLF lines', () => {
    expect(toCsv(['a', 'b'], [[1, 'x']])).toBe('\uFEFFa,b\r\n1,"x"\r\n');
  });
});

describe.each(testDatabases())('the back office CSV files on $name', (database) => {
  let shop: TestShop;
  let staff: TestStaff;
  let unverified: TestStaff;
  let customer: TestCustomer;
  let workshopId: number;
  const get = (path: string, headers: Record<string, string> = {}) => shop.app.fetch(new Request(`${PUBLIC_URL}${path}`, { headers }));

  beforeAll(async () => {
    shop = await openShop(database);
    staff = await verifiedStaff(shop);
    unverified = await createStaff(shop);
    customer = await createCustomer(shop.db, { name: '=HYPERLINK("http://evil.example")', phone: '07501234567' });
    const workshop = await createWorkshop(shop.db, { seats: 10, tiers: [{ min: 1, max: 2, price: 10_000 }] });
    workshopId = workshop.id;
    const ticket = (values: Record<string, unknown>) =>
      shop.db
        .insertInto('tickets')
        .values({ uuid: crypto.randomUUID(), workshop_id: workshop.id, workshop_ticket_id: workshop.tiers[0]!, people: 2, unit_price: 10_000, total: 20_000, method: 'cash', ...values })
        .execute();
    await ticket({ user_id: customer.userId });
    await ticket({ guest_name: 'Ahmed, Dara', guest_email: 'dara@example.com', guest_phone: '07509998877' });
    await ticket({ guest_name: 'Sara;=1+1;@SUM(1)', guest_email: 'sara@example.com', guest_phone: '07509998875' });
    await ticket({ guest_name: 'Cancelled One', guest_email: 'gone@example.com', guest_phone: '07509998876', status: 'cancelled' });
    await shop.db
      .insertInto('newsletter_subscribers')
      .values({
        email: 'reader@example.com',
        lang: 'ku',
        status: 'confirmed',
        confirm_hash: 'x',
        confirm_expires_at: new Date(),
        unsubscribe_token: 'u1',
        requested_from: '1.1.1.1',
        confirmed_at: new Date(),
        confirmed_from: '1.1.1.1',
      })
      .execute();
  });
  afterAll(() => shop.close());

  it('answers 403 to anyone but verified staff from the shop itself', async () => {
    const paths = [`/admin/csv/attendees/${workshopId}`, '/admin/csv/subscribers'];
    for (const path of paths) {
      expect((await get(path)).status).toBe(403);
      expect((await get(path, customer.headers)).status).toBe(403);
      expect((await get(path, unverified.headers)).status).toBe(403);
      expect((await get(path, { ...staff.headers, origin: PARTNER_ORIGIN })).status).toBe(403);
      expect((await get(path, { ...staff.headers, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
      expect((await get(path, staff.headers)).status).toBe(200);
    }
    expect((await get('/admin/csv/attendees/999999', staff.headers)).status).toBe(404);
  });

  it('lists a workshop’s live attendees, quoted and guarded', async () => {
    const response = await get(`/admin/csv/attendees/${workshopId}`, staff.headers);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="attendees-${workshopId}.csv"`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('ticket,uuid,name,email,phone,people,total,paid,method,status,tier,date');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")","${customer.email}","07501234567",2,20000,false,"cash","pending","1–2",`);
    expect(lines[2]).toContain('"Ahmed, Dara","dara@example.com"');
    // SECURITY-REVIEW-2 N7: split at ";" by a spreadsheet, no part starts a formula.
    expect(lines[3]).toContain(`"Sara;'=1+1;'@SUM(1)","sara@example.com"`);
  });

  it('lists confirmed subscribers', async () => {
    const text = await (await get('/admin/csv/subscribers', staff.headers)).text();
    expect(
      text
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(0, 2),
    ).toEqual(['email,lang,confirmedAt', expect.stringMatching(/^"reader@example\.com","ku","\d{4}-\d\d-\d\dT[\d:]+\+03:00"$/)]);
  });
});
