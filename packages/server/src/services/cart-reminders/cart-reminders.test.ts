import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardMailer } from '../../adapters/mail/mail-guard.js';
import { createOutboxMailer } from '../../adapters/mail/local-outbox.js';
import { createLocalTexter } from '../../adapters/messaging/local-text-outbox.js';
import { guardTexter } from '../../adapters/messaging/text-guard.js';
import { reminderFigures } from '../../db/repositories/cart-reminders/saved-carts.js';
import { cartLine, createProduct, places, type TestProduct } from '../../test/buying.js';
import { createCustomer } from '../../test/customers.js';
import { testDatabases } from '../../test/databases.js';
import { verifiedStaff } from '../../test/staff.js';
import { graphql, openShop, PUBLIC_URL, type TestShop } from '../../test/shop.js';
import { sendCartRemindersDue, type CartReminderSenderOptions } from './cart-reminder-sender.js';

// Issue 37 item 2: a consenting shopper's cart left behind gets one reminder, by mail and text,
// whose link restores it priced again; none without consent, none after an order, none past the
// recipient limits or a one-click stop.

const SAVE = `mutation ($ref: String, $consent: Boolean!, $products: [GuestProductInput!], $contact: CartReminderContact) {
  saveCartForReminder(ref: $ref, consent: $consent, products: $products, contact: $contact) { ref } }`;
const RESTORE = `query ($ref: String!) { savedCart(ref: $ref) { items { quantity total product { id } } } }`;
const CHECKOUT = `mutation ($guest: GuestInput!, $products: [GuestProductInput!]!, $selling_point: ID, $cartRef: String) {
  checkoutGuest(method: "cash", selling_point: $selling_point, token: "local-unverified", guest: $guest, products: $products, cartRef: $cartRef) { id } }`;
const HOUR = 3_600_000;
const REMINDER_SUBJECT = 'سلتك بانتظارك';

let serial = 0;
const newGuest = () => {
  serial += 1;
  return { name: 'Shilan Left', email: `left-${serial}-${Date.now()}@example.com`, phone: `0770${String(1_000_000 + serial * 7919 + (Date.now() % 1000)).slice(-7)}` };
};

describe.each(testDatabases())('carts left behind on $name', (database) => {
  let shop: TestShop;
  let product: TestProduct;
  let pickup: string;
  let options: (hoursLater: number) => CartReminderSenderOptions;
  const save = (variables: Record<string, unknown>, lang = 'ar') => graphql<{ saveCartForReminder: { ref: string } | null }>(shop.app, SAVE, variables, { lang });
  const saveFor = async (guest: ReturnType<typeof newGuest>, quantity = 2) => {
    const reply = await save({ consent: true, products: [cartLine(product, quantity, 1)], contact: guest });
    expect(reply.errors).toBeUndefined();
    return reply.data!.saveCartForReminder!.ref;
  };
  // The reminders only (a cash order's confirmation goes to the same address).
  const mailsTo = (email: string) => shop.db.selectFrom('outbox').select(['subject', 'body', 'html']).where('recipient', '=', email).where('subject', '=', REMINDER_SUBJECT).orderBy('id').execute();
  const textsTo = (phone: string) => shop.db.selectFrom('text_outbox').select(['body', 'lang']).where('recipient', '=', phone).execute();
  const linkOf = (body: string, path: string) => new URL(body.split(/\s/).find((word) => word.startsWith(`${PUBLIC_URL}${path}`))!);

  beforeAll(async () => {
    shop = await openShop(database);
    product = await createProduct(shop.db, { stock: 50, sizePrices: [10_000, 15_000], colors: 1, scents: 1 });
    pickup = (await places(shop.db)).pickup;
    const mailer = guardMailer(
      shop.db,
      createOutboxMailer(shop.db, () => {}),
      { shopEmail: 'shop@example.com' },
    );
    const texter = guardTexter(
      shop.db,
      createLocalTexter(shop.db, () => {}),
    );
    options = (hoursLater) => ({ publicUrl: PUBLIC_URL, mailer, texter, settings: { afterHours: 3 }, now: new Date(Date.now() + hoursLater * HOUR), log: () => {} });
  });
  afterAll(() => shop?.close());

  it('sends one reminder, by mail and text in the cart’s language, only once the set time has passed', async () => {
    const guest = newGuest();
    const ref = await saveFor(guest);
    expect(ref).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await sendCartRemindersDue(shop.db, options(2.9));
    expect(await mailsTo(guest.email)).toHaveLength(0);
    await sendCartRemindersDue(shop.db, options(3.1));
    await sendCartRemindersDue(shop.db, options(30));
    const mails = await mailsTo(guest.email);
    expect(mails).toHaveLength(1);
    // Two units at 15,000 IQD, in Arabic-Indic digits.
    expect(mails[0]!.body).toContain('٣٠٬٠٠٠');
    expect(mails[0]!.html).toContain('dir="rtl"');
    const restore = linkOf(mails[0]!.body, '/ar/cart?saved=');
    expect(restore.searchParams.get('saved')).not.toBe(ref);
    expect(linkOf(mails[0]!.body, '/cart-reminders/stop/').searchParams.get('lang')).toBe('ar');
    const texts = await textsTo('+964' + guest.phone.slice(1));
    expect(texts).toEqual([expect.objectContaining({ lang: 'ar' })]);
    expect(texts[0]!.body).toContain(restore.href);
  });

  it('restores the cart from the link on any device with the prices read again, and the browser’s reference still closes it', async () => {
    const guest = newGuest();
    const ref = await saveFor(guest, 1);
    await sendCartRemindersDue(shop.db, options(4));
    const link = linkOf((await mailsTo(guest.email))[0]!.body, '/ar/cart?saved=').searchParams.get('saved')!;
    await shop.db.updateTable('product_sizes').set({ price: 17_000 }).where('id', '=', product.sizes[1]!.id).execute();
    const restored = await graphql<{ savedCart: { items: Array<{ quantity: number; total: number }> } | null }>(shop.app, RESTORE, { ref: link });
    await shop.db.updateTable('product_sizes').set({ price: 15_000 }).where('id', '=', product.sizes[1]!.id).execute();
    expect(restored.data!.savedCart!.items).toEqual([expect.objectContaining({ quantity: 1, total: 17_000 })]);
    expect((await graphql(shop.app, RESTORE, { ref: 'A'.repeat(43) })).data!.savedCart).toBeNull();
    // The restored cart ordered (the link's reference with it) counts as recovered, with its revenue.
    const before = await reminderFigures(shop.db, new Date(0), new Date(Date.now() + 100 * HOUR));
    const placed = await graphql<{ checkoutGuest: { id: string } }>(shop.app, CHECKOUT, { guest, products: [cartLine(product, 1, 1)], selling_point: pickup, cartRef: link });
    expect(placed.errors).toBeUndefined();
    const after = await reminderFigures(shop.db, new Date(0), new Date(Date.now() + 100 * HOUR));
    expect(after.recovered - before.recovered).toBe(1);
    expect(after.revenue - before.revenue).toBe(15_000);
    // Ordered: the link answers nothing more, and the browser's first reference cannot reopen it.
    expect((await graphql(shop.app, RESTORE, { ref: link })).data!.savedCart).toBeNull();
    expect((await graphql(shop.app, RESTORE, { ref })).data!.savedCart).toBeNull();
  });

  it('keeps nothing without consent, and forgets a cart when consent is taken back', async () => {
    const guest = newGuest();
    const refused = await save({ consent: false, products: [cartLine(product, 1, 1)], contact: guest });
    expect(refused.data!.saveCartForReminder).toBeNull();
    const ref = await saveFor(newGuest());
    const other = newGuest();
    await save({ ref, consent: true, products: [cartLine(product, 1, 1)], contact: other });
    await save({ ref, consent: false, products: [cartLine(product, 1, 1)], contact: other });
    await sendCartRemindersDue(shop.db, options(5));
    expect(await mailsTo(guest.email)).toHaveLength(0);
    expect(await mailsTo(other.email)).toHaveLength(0);
    expect(await shop.db.selectFrom('saved_carts').select('id').where('email', 'in', [guest.email, other.email]).execute()).toHaveLength(0);
  });

  it('sends none once the cart is ordered, with its reference or by the same shopper without it', async () => {
    const withRef = newGuest();
    const ref = await saveFor(withRef);
    expect((await graphql(shop.app, CHECKOUT, { guest: withRef, products: [cartLine(product, 2, 1)], selling_point: pickup, cartRef: ref })).errors).toBeUndefined();
    const elsewhere = newGuest();
    await saveFor(elsewhere);
    expect((await graphql(shop.app, CHECKOUT, { guest: elsewhere, products: [cartLine(product, 1, 0)], selling_point: pickup })).errors).toBeUndefined();
    await sendCartRemindersDue(shop.db, options(6));
    expect(await mailsTo(withRef.email)).toHaveLength(0);
    expect(await mailsTo(elsewhere.email)).toHaveLength(0);
  });

  it('reminds one recipient once a day however many carts they leave, and never after a one-click stop', async () => {
    const guest = newGuest();
    await saveFor(guest);
    await saveFor(guest, 3);
    await sendCartRemindersDue(shop.db, options(7));
    const mails = await mailsTo(guest.email);
    expect(mails).toHaveLength(1);
    const stop = linkOf(mails[0]!.body, '/cart-reminders/stop/');
    // Opening the link (a mail scanner) only shows the button.
    const shown = await shop.app.fetch(new Request(stop.href));
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('<form method="post"');
    // RFC 8058: the mail program's one-click POST, without sign-in.
    const posted = await shop.app.fetch(new Request(stop.href, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' }));
    expect(posted.status).toBe(200);
    expect(await posted.text()).toContain('لن تصلك تذكيرات السلة بعد الآن.');
    await saveFor(guest);
    await sendCartRemindersDue(shop.db, options(60));
    expect(await mailsTo(guest.email)).toHaveLength(1);
    expect((await shop.app.fetch(new Request(`${PUBLIC_URL}/cart-reminders/stop/${'B'.repeat(43)}`, { method: 'POST' }))).status).toBe(404);
  });

  it('refuses an empty cart and a line a checkout would refuse', async () => {
    const empty = await save({ consent: true, products: [], contact: newGuest() });
    expect(empty.errors![0]).toMatchObject({ message: 'bad.request', extensions: { validation: { products: ['input.cart.empty'] } } });
    const wrong = await save({ consent: true, products: [{ ...cartLine(product, 1, 1), size: '999999' }], contact: newGuest() });
    expect(wrong.errors![0]).toMatchObject({ message: 'bad.request', extensions: { validation: { 'products.0.size': ['input.size.invalid'] } } });
  });

  it('keeps a customer’s answer with the account, saves their cart at the account’s address, and sends nothing once they take it back', async () => {
    const customer = await createCustomer(shop.db, { lang: 'en' });
    const asCustomer = { headers: customer.headers, lang: 'en' };
    const mine = () => graphql<{ myCartReminders: boolean }>(shop.app, 'query { myCartReminders }', {}, asCustomer);
    expect((await mine()).data!.myCartReminders).toBe(false);
    expect((await graphql(shop.app, 'query { myCartReminders }')).errors![0]!.message).toBe('unauthorized');
    const saved = await graphql<{ saveCartForReminder: { ref: string } }>(shop.app, SAVE, { consent: true, products: [cartLine(product, 1, 1)] }, asCustomer);
    expect(saved.errors).toBeUndefined();
    expect((await mine()).data!.myCartReminders).toBe(true);
    const stored = await shop.db.selectFrom('saved_carts').select(['email', 'lang']).where('user_id', '=', customer.userId).executeTakeFirstOrThrow();
    expect(stored).toEqual({ email: customer.email, lang: 'en' });
    // Taken back in account settings before the reminder is due: none goes.
    await graphql(shop.app, 'mutation { setCartReminders(consent: false) }', {}, asCustomer);
    expect((await mine()).data!.myCartReminders).toBe(false);
    await sendCartRemindersDue(shop.db, options(8));
    expect(await shop.db.selectFrom('outbox').select('id').where('recipient', '=', customer.email).execute()).toHaveLength(0);
  });

  it('shows the dashboard the reminders sent, the carts they brought back and their revenue (the owner only)', async () => {
    const owner = await verifiedStaff(shop, 'owner');
    const staff = await verifiedStaff(shop, 'staff');
    const FIGURES = 'query ($period: String!) { adminCartReminders(period: $period) { sent recovered revenue } }';
    type Figures = { adminCartReminders: { sent: number; recovered: number; revenue: number | null } };
    const read = async (who = owner) => (await graphql<Figures>(shop.app, FIGURES, { period: 'today' }, { headers: who.headers })).data!.adminCartReminders;
    const before = await read();
    const guest = newGuest();
    await saveFor(guest, 2);
    // Left four hours ago, reminded now (today on the dashboard).
    await shop.db
      .updateTable('saved_carts')
      .set({ changed_at: new Date(Date.now() - 4 * HOUR) })
      .where('email', '=', guest.email)
      .execute();
    await sendCartRemindersDue(shop.db, { ...options(0), now: new Date() });
    const link = linkOf((await mailsTo(guest.email))[0]!.body, '/ar/cart?saved=').searchParams.get('saved')!;
    await graphql(shop.app, RESTORE, { ref: link });
    await graphql(shop.app, CHECKOUT, { guest, products: [cartLine(product, 2, 1)], selling_point: pickup, cartRef: link });
    const after = await read();
    expect(after.sent - before.sent).toBe(1);
    expect(after.recovered - before.recovered).toBe(1);
    expect(after.revenue! - before.revenue!).toBe(30_000);
    expect((await read(staff)).revenue).toBeNull();
    expect((await graphql(shop.app, FIGURES, { period: 'today' })).errors).toBeDefined();
  });

  it('claims each cart once when passes race (two instances sweeping at once)', async () => {
    const guests = [newGuest(), newGuest(), newGuest()];
    for (const guest of guests) await saveFor(guest);
    const counts = await Promise.all([1, 2, 3, 4].map(() => sendCartRemindersDue(shop.db, options(9))));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(3);
    for (const guest of guests) expect(await mailsTo(guest.email)).toHaveLength(1);
  });
});
