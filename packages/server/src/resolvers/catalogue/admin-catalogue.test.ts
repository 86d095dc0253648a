import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopApp } from '../../app.js';
import { createProduct, type TestProduct } from '../../test/buying.js';
import { testDatabases } from '../../test/databases.js';
import { createCustomer } from '../../test/customers.js';
import { insertOrder, verifiedStaff, type TestStaff } from '../../test/staff.js';
import { graphql, openShop, type TestShop } from '../../test/shop.js';
import { createWorkshop } from '../../test/tickets.js';

const PUBLIC_PRODUCT = `query P($id: ID!) { product(id: $id) { id stock details { price } sizes { id price } } }`;
const PUBLIC_PRODUCTS = `{ products(first: 100) { id } }`;
const PUBLIC_WORKSHOPS = `{ workshops { id title seats tickets { id min max price } } }`;
const ADMIN_PRODUCTS = `query A($search: String) { adminProducts(search: $search, first: 100) { items { id version title stock price visible sizes { id size { id } price } } pageInfo { total } } }`;
const SET = `mutation S($input: AdminProductInput!) { adminSetProduct(input: $input) { id version stock price visible sizes { id price } } }`;
const SAVE = `mutation W($input: AdminWorkshopInput!) { adminSaveWorkshop(input: $input) {
  id version title { en ku ar } description { en } image date durationMinutes seats seatsTaken past tiers { id min max price soldout sold } } }`;
const ADMIN_WORKSHOPS = `{ adminWorkshops { items { id } pageInfo { total } } }`;
const ATTENDEES = `query A($id: ID!) { adminAttendees(workshop: $id) { ticket name email people tier status } }`;
const SUBSCRIBERS = `{ adminSubscribers { items { email lang confirmedAt } pageInfo { current pages total } } }`;

describe.each(testDatabases())('the back office catalogue on $name', (database) => {
  let shop: TestShop;
  let app: ShopApp;
  let owner: TestStaff;
  let staff: TestStaff;
  let plain: TestProduct;
  let sized: TestProduct;
  // The public client: no cookie, so its answers are cached like a CDN's.
  const publicCall = (query: string, variables: Record<string, unknown> = {}) => graphql(app, query, variables);
  const as = (who: TestStaff, query: string, variables: Record<string, unknown> = {}) => graphql(app, query, variables, { headers: who.headers });

  beforeAll(async () => {
    shop = await openShop(database);
    app = shop.appWith({ responseCacheTtlMs: 60_000 });
    owner = await verifiedStaff(shop, 'owner');
    staff = await verifiedStaff(shop, 'staff');
    plain = await createProduct(shop.db, { stock: 5, price: 7000 });
    sized = await createProduct(shop.db, { stock: 5, sizePrices: [12_000, 18_000] });
  });
  afterAll(() => shop.close());

  it('lets the owner set a product’s stock threshold, audited, kept when left out, and refuses staff and a negative one', async () => {
    const product = await createProduct(shop.db, { stock: 4, price: 6000 });
    const id = String(product.id);
    const THRESHOLD = `mutation S($input: AdminProductInput!) { adminSetProduct(input: $input) { version stock lowStockThreshold } }`;
    const set = await as(owner, THRESHOLD, { input: { id, version: 0, stock: 4, price: 6000, sizes: [], visible: true, lowStockThreshold: 3 } });
    expect(set.data!.adminSetProduct).toEqual({ version: 1, stock: 4, lowStockThreshold: 3 });
    const kept = await as(owner, THRESHOLD, { input: { id, version: 1, stock: 2, price: 6000, sizes: [], visible: true } });
    expect(kept.data!.adminSetProduct).toEqual({ version: 2, stock: 2, lowStockThreshold: 3 });
    const negative = await as(owner, THRESHOLD, { input: { id, version: 2, stock: 2, price: 6000, sizes: [], visible: true, lowStockThreshold: -1 } });
    expect(negative.errors![0]).toMatchObject({ message: 'bad.request', extensions: { validation: { lowStockThreshold: ['input.lowStockThreshold.invalid'] } } });
    const refused = await as(staff, THRESHOLD, { input: { id, version: 2, stock: 2, price: 6000, sizes: [], visible: true, lowStockThreshold: 9 } });
    expect(refused.errors![0]!.message).toBe('forbidden');
    const row = await shop.db.selectFrom('products').select('low_stock_threshold').where('id', '=', product.id).executeTakeFirstOrThrow();
    expect(row.low_stock_threshold).toBe(3);
    const audits = await shop.db.selectFrom('audit_log').select(['before', 'after']).where('subject_type', '=', 'product').where('subject_id', '=', product.id).orderBy('id').execute();
    const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as { lowStockThreshold: number };
    expect(audits.map((audit) => [json(audit.before).lowStockThreshold, json(audit.after).lowStockThreshold])).toEqual([
      [5, 3],
      [3, 3],
    ]);
  });

  it('hides and shows a product and changes its price at once, cache or not', async () => {
    const id = String(plain.id);
    expect((await publicCall(PUBLIC_PRODUCT, { id })).data!.product).toMatchObject({ details: { price: 7000 }, stock: 5 });
    const cached = await publicCall(PUBLIC_PRODUCT, { id });
    expect(cached.headers.get('x-cache')).toBe('hit');
    expect((await publicCall(PUBLIC_PRODUCTS)).data!.products.map((p: any) => p.id)).toContain(id);

    const hidden = await as(owner, SET, { input: { id, version: 0, stock: 3, price: 8000, sizes: [], visible: false } });
    expect(hidden.data!.adminSetProduct).toEqual({ id, version: 1, stock: 3, price: 8000, visible: false, sizes: [] });
    expect((await publicCall(PUBLIC_PRODUCT, { id })).errors![0]!.message).toBe('not.found');
    expect((await publicCall(PUBLIC_PRODUCTS)).data!.products.map((p: any) => p.id)).not.toContain(id);
    // The back office still lists it.
    expect((await as(owner, ADMIN_PRODUCTS, { search: 'Test candle' })).data!.adminProducts.items.map((p: any) => p.id)).toContain(id);

    await as(owner, SET, { input: { id, version: 1, stock: 3, price: 8500, sizes: [], visible: true } });
    const shown = await publicCall(PUBLIC_PRODUCT, { id });
    expect(shown.data!.product).toMatchObject({ details: { price: 8500 }, stock: 3 });
    expect(shown.headers.get('x-cache')).toBe('miss');
  });

  it('keeps a hidden product in the orders that bought it', async () => {
    const product = await createProduct(shop.db, { stock: 5, price: 3000 });
    const customer = await createCustomer(shop.db);
    const order = await insertOrder(shop.db, { userId: customer.userId });
    await shop.db.insertInto('order_items').values({ order_id: order.id, product_id: product.id, quantity: 1, unit_price: 3000 }).execute();
    await as(owner, SET, { input: { id: String(product.id), version: 0, stock: 5, price: 3000, sizes: [], visible: false } });
    const reply = await graphql(app, `query O($id: ID!) { order(id: $id) { products { detail { title price } product { id } } } }`, { id: String(order.id) }, { headers: customer.headers });
    expect(reply.data!.order.products).toEqual([{ detail: { title: 'Test candle', price: 3000 }, product: null }]);
  });

  it('sets size prices, and refuses a price on a sized product, a stale version and the staff role', async () => {
    const id = String(sized.id);
    const sizes = sized.sizes.map((size, index) => ({ id: String(size.id), price: 20_000 + index }));
    const set = await as(owner, SET, { input: { id, version: 0, stock: 9, price: null, sizes, visible: true } });
    expect(set.data!.adminSetProduct.sizes).toEqual(sizes.map(({ id: sizeId, price }) => ({ id: sizeId, price })));
    expect((await publicCall(PUBLIC_PRODUCT, { id })).data!.product.sizes.map((s: any) => s.price)).toEqual([20_000, 20_001]);
    const priced = await as(owner, SET, { input: { id, version: 1, stock: 9, price: 100, sizes: [], visible: true } });
    expect(priced.errors![0]).toMatchObject({ message: 'bad.request', extensions: { validation: { price: ['input.price.invalid'] } } });
    expect((await as(owner, SET, { input: { id, version: 0, stock: 1, price: null, sizes: [], visible: true } })).errors![0]!.message).toBe('admin.changed');
    expect((await as(staff, SET, { input: { id, version: 1, stock: 1, price: null, sizes: [], visible: true } })).errors![0]!.message).toBe('forbidden');
    const audit = await shop.db.selectFrom('audit_log').selectAll().where('subject_type', '=', 'product').where('subject_id', '=', sized.id).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.before).toMatchObject({ stock: 5, price: null });
    expect(audit[0]!.after).toMatchObject({ stock: 9 });
  });

  it('creates a workshop that the public workshops show at once, then edits it', async () => {
    expect((await publicCall(PUBLIC_WORKSHOPS)).errors).toBeUndefined();
    expect((await publicCall(PUBLIC_WORKSHOPS)).headers.get('x-cache')).toBe('hit');
    const date = new Date(Date.now() + 10 * 86_400_000).toISOString().replace('Z', '+00:00');
    const input = {
      title: { en: 'Beeswax evening', ku: 'ئێوارەی مۆمی هەنگ', ar: 'أمسية شمع العسل' },
      description: { en: 'Pour your own.', ku: '', ar: '' },
      date,
      durationMinutes: 90,
      seats: 12,
      tiers: [
        { min: 1, max: 1, price: 20_000, soldout: false },
        { min: 2, max: 4, price: 18_000, soldout: false },
      ],
    };
    // SECURITY-REVIEW L14: a new workshop's tiers are prices, the owner's to set.
    expect((await as(staff, SAVE, { input })).errors![0]).toMatchObject({ message: 'forbidden', extensions: { reason: 'role' } });
    const made = await as(owner, SAVE, { input });
    expect(made.errors).toBeUndefined();
    const workshop = made.data!.adminSaveWorkshop;
    expect(workshop).toMatchObject({ version: 0, seats: 12, seatsTaken: 0, past: false, title: input.title, description: { en: 'Pour your own.' } });
    expect(workshop.image).toMatch(/\/media\/workshops\/1\.svg$/);
    const shown = (await publicCall(PUBLIC_WORKSHOPS)).data!.workshops.find((w: any) => w.id === workshop.id);
    expect(shown).toMatchObject({
      title: 'Beeswax evening',
      seats: 12,
      tickets: [
        { min: 1, max: 1, price: 20_000 },
        { min: 2, max: 4, price: 18_000 },
      ],
    });

    const edit = {
      ...input,
      id: workshop.id,
      version: 0,
      title: { ...input.title, en: 'Beeswax night' },
      seats: 20,
      tiers: [{ id: workshop.tiers[0].id, min: 1, max: 2, price: 21_000, soldout: true }],
    };
    expect((await as(staff, SAVE, { input: edit })).errors![0]).toMatchObject({ message: 'forbidden', extensions: { reason: 'role' } });
    const edited = await as(owner, SAVE, { input: edit });
    expect(edited.data!.adminSaveWorkshop).toMatchObject({ version: 1, seats: 20, tiers: [{ id: workshop.tiers[0].id, min: 1, max: 2, price: 21_000, soldout: true, sold: 0 }] });
    const again = (await publicCall(PUBLIC_WORKSHOPS)).data!.workshops.find((w: any) => w.id === workshop.id);
    expect(again).toMatchObject({ title: 'Beeswax night', seats: 20 });
    expect((await as(owner, SAVE, { input: edit })).errors![0]!.message).toBe('admin.changed');
    // Staff change everything but the prices: a title, the seats, a tier sold out.
    const details = { ...edit, version: 1, title: { ...input.title, en: 'Beeswax late night' }, seats: 24, tiers: [{ ...edit.tiers[0]!, soldout: false }] };
    expect((await as(staff, SAVE, { input: details })).data!.adminSaveWorkshop).toMatchObject({ version: 2, seats: 24, tiers: [{ price: 21_000, soldout: false }] });
    const cheaper = { ...details, version: 2, tiers: [{ ...details.tiers[0]!, price: 1 }] };
    expect((await as(staff, SAVE, { input: cheaper })).errors![0]).toMatchObject({ message: 'forbidden', extensions: { reason: 'role' } });
    const wider = { ...details, version: 2, tiers: [{ ...details.tiers[0]!, max: 12 }] };
    expect((await as(staff, SAVE, { input: wider })).errors![0]).toMatchObject({ message: 'forbidden', extensions: { reason: 'role' } });
    const past = await as(staff, SAVE, { input: { ...input, date: '2020-01-01T10:00:00+03:00' } });
    expect(past.errors![0]).toMatchObject({ message: 'bad.request', extensions: { validation: { date: ['input.date.past'] } } });
    expect((await as(staff, ADMIN_WORKSHOPS)).data!.adminWorkshops.items.map((w: any) => w.id)).toContain(workshop.id);
  });

  it('keeps seats above those tickets hold and tiers with tickets', async () => {
    const workshop = await createWorkshop(shop.db, { seats: 10, taken: 4, tiers: [{ min: 1, max: 4, price: 10_000 }] });
    const customer = await shop.db.insertInto('users').values({ name: 'Ticket Holder', email: 'holder@example.com', phone: null, status: 'active' }).returning('id').executeTakeFirstOrThrow();
    await shop.db
      .insertInto('tickets')
      .values({ uuid: crypto.randomUUID(), user_id: customer.id, workshop_id: workshop.id, workshop_ticket_id: workshop.tiers[0]!, people: 4, unit_price: 10_000, total: 40_000, method: 'cash' })
      .execute();
    const base = {
      id: String(workshop.id),
      version: 0,
      title: { en: 'Kept', ku: '', ar: '' },
      description: { en: 'Kept.', ku: '', ar: '' },
      date: workshop.startsAt.toISOString(),
      durationMinutes: 120,
      seats: 3,
      tiers: [{ min: 5, max: 6, price: 9000, soldout: false }],
    };
    expect((await as(staff, SAVE, { input: base })).errors![0]).toMatchObject({ message: 'bad.request', extensions: { validation: { seats: ['input.seats.taken'] } } });
    expect((await as(owner, SAVE, { input: { ...base, seats: 10 } })).errors![0]).toMatchObject({ message: 'admin.tierSold' });
    const attendees = (await as(staff, ATTENDEES, { id: String(workshop.id) })).data!.adminAttendees;
    expect(attendees).toEqual([{ ticket: expect.any(String), name: 'Ticket Holder', email: 'holder@example.com', people: 4, tier: '1–4', status: 'pending' }]);
  });

  it('tells every live ticket holder of a new time, by mail and text in their language, and nobody when the time stays', async () => {
    const workshop = await createWorkshop(shop.db, { seats: 10, taken: 3, tiers: [{ min: 1, max: 4, price: 10_000 }] });
    const holder = async (email: string, phone: string, lang: 'en' | 'ar', status: 'pending' | 'cancelled') => {
      const user = await shop.db
        .insertInto('users')
        .values({ name: `Holder ${lang}`, email, phone, status: 'active' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await shop.db
        .insertInto('tickets')
        .values({ uuid: crypto.randomUUID(), user_id: user.id, workshop_id: workshop.id, workshop_ticket_id: workshop.tiers[0]!, people: 1, unit_price: 10_000, total: 10_000, method: 'cash', lang, status })
        .execute();
    };
    await holder('moved-en@example.com', '+9647501110001', 'en', 'pending');
    await holder('moved-ar@example.com', '+9647801110002', 'ar', 'pending');
    await holder('moved-gone@example.com', '+9647901110003', 'en', 'cancelled');
    const mailsTo = (email: string) => shop.db.selectFrom('outbox').selectAll().where('recipient', '=', email).execute();
    const textsTo = (phone: string) => shop.db.selectFrom('text_outbox').selectAll().where('recipient', '=', phone).execute();
    const base = {
      id: String(workshop.id),
      version: 0,
      title: { en: 'Moving', ku: 'گواستنەوە', ar: 'ورشة منقولة' },
      description: { en: 'Moved.', ku: '', ar: '' },
      date: workshop.startsAt.toISOString(),
      durationMinutes: 120,
      seats: 10,
      tiers: [{ id: String(workshop.tiers[0]), min: 1, max: 4, price: 10_000, soldout: false }],
    };
    // The same time again (a title changed): nobody is told.
    expect((await as(staff, SAVE, { input: base })).errors).toBeUndefined();
    expect(await mailsTo('moved-en@example.com')).toHaveLength(0);

    const later = new Date(workshop.startsAt.getTime() + 7 * 86_400_000).toISOString();
    expect((await as(staff, SAVE, { input: { ...base, version: 1, date: later } })).errors).toBeUndefined();
    const [english] = await mailsTo('moved-en@example.com');
    expect(english!.subject).toBe('New time for your workshop: Moving');
    expect(english!.body).toContain('stays valid');
    const [arabic] = await mailsTo('moved-ar@example.com');
    expect(arabic!.subject).toBe('موعد جديد لورشتك: ورشة منقولة');
    expect(await textsTo('+9647801110002')).toEqual([expect.objectContaining({ lang: 'ar', body: expect.stringContaining('ورشة منقولة') })]);
    // A cancelled ticket holds no seat and hears nothing.
    expect(await mailsTo('moved-gone@example.com')).toHaveLength(0);
    expect(await textsTo('+9647901110003')).toHaveLength(0);
  });

  it('lists confirmed subscribers only', async () => {
    await shop.db
      .insertInto('newsletter_subscribers')
      .values([
        {
          email: 'yes@example.com',
          lang: 'ar',
          status: 'confirmed',
          confirm_hash: 'x',
          confirm_expires_at: new Date(),
          unsubscribe_token: 't1',
          requested_from: '1.1.1.1',
          confirmed_at: new Date(),
          confirmed_from: '1.1.1.1',
        },
        { email: 'not.yet@example.com', confirm_hash: 'y', confirm_expires_at: new Date(), unsubscribe_token: 't2', requested_from: '1.1.1.1' },
      ])
      .execute();
    const reply = (await as(staff, SUBSCRIBERS)).data!.adminSubscribers;
    expect(reply.items).toEqual([{ email: 'yes@example.com', lang: 'ar', confirmedAt: expect.stringMatching(/\+03:00$/) }]);
    expect(reply.pageInfo).toEqual({ current: 1, pages: 1, total: 1 });
  });
});
