import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxMailer } from '../../adapters/mail/local-outbox.js';
import { mailNumber } from '../../adapters/mail/render.js';
import { testDatabases } from '../../test/databases.js';
import { openShop, PUBLIC_URL, type TestShop } from '../../test/shop.js';
import { insertOrder } from '../../test/staff.js';
import { createSaleBus } from './sale-bus.js';
import { createSaleLife, SWEEP_GRACE_MS } from './sale-outbox.js';
import { recordMove } from './sale-moves.js';
import { addStatusMails } from './status-mails.js';

// Issue 34 item 2: the status mail is the handler of a sale's moved event, so a move mails its
// customer once however many requests settle it and however many instances sweep.

describe.each(testDatabases())('status mails on $name', (database) => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await openShop(database);
  });
  afterAll(() => shop?.close());

  // One instance of the shop: its own bus and mailer, as each request and the sweeper build one.
  const instance = () => createSaleLife(shop.db, addStatusMails(createSaleBus(), shop.db, { mailer: createOutboxMailer(shop.db, () => {}), publicUrl: PUBLIC_URL }));
  const mailsTo = (email: string) => shop.db.selectFrom('outbox').select(['subject', 'body']).where('recipient', '=', email).orderBy('id').execute();
  const guestOrder = async (lang: 'en' | 'ar') => {
    const email = `status-${lang}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    return { ...(await insertOrder(shop.db, { lang, guestEmail: email, guestName: 'Sara' })), email };
  };
  const move = (id: number, to: string, version: number) => shop.db.transaction().execute((trx) => recordMove(trx, { kind: 'order', id }, { to, version }));

  it('mails a move once in the customer language, with their link, though two requests settle it at once', async () => {
    const order = await guestOrder('ar');
    await move(order.id, 'being prepared', 2);
    const settled = await Promise.all([instance().settle({ kind: 'order', id: order.id }), instance().settle({ kind: 'order', id: order.id })]);
    expect(settled.reduce((sum, count) => sum + count, 0)).toBe(1);
    const mails = await mailsTo(order.email);
    expect(mails.map((mail) => mail.subject)).toEqual([`الطلب رقم ${mailNumber('ar', order.id, { grouping: false })}: قيد التحضير`]);
    expect(mails[0]!.body).toContain(`${PUBLIC_URL}/orders/${order.uuid}?email=${encodeURIComponent(order.email)}`);
    expect(await instance().settle({ kind: 'order', id: order.id })).toBe(0);
    expect(await mailsTo(order.email)).toHaveLength(1);
  });

  it('mails each move, two into one status too, and a move recorded twice (a retry) once', async () => {
    const order = await guestOrder('en');
    await move(order.id, 'accepted', 2);
    await move(order.id, 'accepted', 2);
    await move(order.id, 'being prepared', 3);
    await move(order.id, 'accepted', 4);
    await instance().settle({ kind: 'order', id: order.id });
    expect((await mailsTo(order.email)).map((mail) => mail.subject)).toEqual([`Your order ${order.id}: accepted`, `Your order ${order.id}: being prepared`, `Your order ${order.id}: accepted`]);
  });

  it('mails a move a crash left undispatched once, though two instances sweep at once', async () => {
    const order = await guestOrder('en');
    await move(order.id, 'completed', 2);
    const later = new Date(Date.now() + SWEEP_GRACE_MS + 1_000);
    await Promise.all([instance().sweep(later), instance().sweep(later)]);
    await Promise.all([instance().sweep(later), instance().sweep(later)]);
    expect((await mailsTo(order.email)).map((mail) => mail.subject)).toEqual([`Your order ${order.id}: completed`]);
  });
});
