import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_TICKET_SIGNING_KEY, ticketSigner } from '../../auth/ticket-key.js';
import { mailNumber } from '../../adapters/mail/render.js';
import type { Lang } from '../../db/types.js';
import { testDatabases } from '../../test/databases.js';
import { graphql, openShop, type TestShop } from '../../test/shop.js';
import { verifiedStaff, type TestStaff } from '../../test/staff.js';
import { createWorkshop } from '../../test/tickets.js';

// Issue 36: the mail a ticket holder gets when the door completes their ticket says they were
// checked in (and paid at the door), in their language; never a bare "completed".

const CHECK_IN = `mutation C($checkIns: [CheckInInput!]!) { adminCheckIn(checkIns: $checkIns) { outcome ticket { status paid } } }`;
const signer = ticketSigner(LOCAL_TICKET_SIGNING_KEY);

describe.each(testDatabases())('the door’s mail on $name', (database) => {
  let shop: TestShop;
  let staff: TestStaff;
  let workshop: { id: number; tiers: number[] };

  beforeAll(async () => {
    shop = await openShop(database);
    staff = await verifiedStaff(shop, 'staff');
    workshop = await createWorkshop(shop.db, { seats: 40, startsAt: new Date(Date.now() + 3_600_000), tiers: [{ min: 1, max: 4, price: 15_000 }], title: 'Door mail' });
  });
  afterAll(() => shop?.close());

  /** A guest's accepted ticket in `lang`, checked in at the door (paying there when unpaid); its mails. */
  async function checkedIn(lang: Lang, paid: boolean) {
    const uuid = randomUUID();
    const email = `door-${lang}-${uuid.slice(0, 8)}@example.com`;
    const values = { uuid, guest_name: 'Dilan', guest_email: email, guest_phone: '07801110002', workshop_id: workshop.id, workshop_ticket_id: workshop.tiers[0]! };
    const { id } = await shop.db
      .insertInto('tickets')
      .values({ ...values, people: 1, unit_price: 15_000, total: 15_000, method: 'cash', paid, status: 'accepted', lang })
      .returning('id')
      .executeTakeFirstOrThrow();
    const code = signer.code({ ticketId: id, workshopId: workshop.id, people: 1 });
    const checkIns = [{ clientId: `mail-${uuid}`, device: 'phone-a', workshop: String(workshop.id), code, people: 1, payCash: !paid }];
    const reply = await graphql(shop.app, CHECK_IN, { checkIns }, { headers: staff.headers });
    expect(reply.data!.adminCheckIn[0]).toMatchObject({ outcome: 'checkedIn', ticket: { status: 'completed', paid: true } });
    const mails = await shop.db.selectFrom('outbox').select(['subject', 'body']).where('recipient', '=', email).orderBy('id').execute();
    return { id, number: mailNumber(lang, id, { grouping: false }), mails };
  }

  it('tells a holder who had paid that they were checked in', async () => {
    const en = await checkedIn('en', true);
    expect(en.mails.map((mail) => mail.subject)).toEqual([`Your workshop ticket ${en.id}: checked in`]);
    expect(en.mails[0]!.body).toContain(`You were checked in at the door with your workshop ticket ${en.id}.`);
    expect(en.mails[0]!.body).not.toMatch(/completed/i);

    const ku = await checkedIn('ku', true);
    expect(ku.mails.map((mail) => mail.subject)).toEqual([`بلیتی وۆرکشۆپ ${ku.number}: هاتنە ژوورەوەت تۆمارکرا`]);
    expect(ku.mails[0]!.body).toContain(`بە بلیتی وۆرکشۆپ ژمارە ${ku.number} هاتنە ژوورەوەت بۆ وۆرکشۆپەکە لە دەرگا تۆمارکرا.`);
    expect(ku.mails[0]!.body).not.toContain('تەواوبوو');
  });

  it('tells a holder who paid at the door that they paid there and were checked in', async () => {
    const en = await checkedIn('en', false);
    expect(en.mails.map((mail) => mail.subject)).toEqual([`Your workshop ticket ${en.id}: paid at the door, checked in`]);
    expect(en.mails[0]!.body).toContain(`You paid for your workshop ticket ${en.id} in cash at the door and were checked in.`);

    const ar = await checkedIn('ar', false);
    expect(ar.mails.map((mail) => mail.subject)).toEqual([`تذكرة الورشة رقم ${ar.number}: دُفعت عند الباب وتم تسجيل دخولك`]);
    expect(ar.mails[0]!.body).toContain(`استلمنا ثمن تذكرة الورشة رقم ${ar.number} نقداً عند الباب وسجّلنا دخولك إلى الورشة.`);
    expect(ar.mails[0]!.body).not.toContain('مكتمل');

    const ku = await checkedIn('ku', false);
    expect(ku.mails[0]!.body).toContain(`پارەی بلیتی وۆرکشۆپ ژمارە ${ku.number} بە نەختینە لە دەرگا وەرگیرا`);
  });

  it('keeps the Arabic mail of a holder who had paid in Arabic digits', async () => {
    const ar = await checkedIn('ar', true);
    expect(ar.mails.map((mail) => mail.subject)).toEqual([`تذكرة الورشة رقم ${ar.number}: تم تسجيل دخولك`]);
    expect(ar.mails[0]!.body).toContain(`سجّلنا دخولك إلى الورشة عند الباب (تذكرة الورشة رقم ${ar.number}).`);
    expect(ar.mails[0]!.body).not.toMatch(/[0-9]{2,}/);
  });
});
