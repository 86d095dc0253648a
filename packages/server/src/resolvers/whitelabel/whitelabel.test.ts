import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalHumanCheck } from '../../adapters/human-check/local-human-check.js';
import { localAccountAdapters } from '../../accounts-adapters.js';
import { lastMailTo } from '../../test/accounts.js';
import { createCustomer, type TestCustomer } from '../../test/customers.js';
import { testDatabases } from '../../test/databases.js';
import { graphql, openShop, PUBLIC_URL, shopMaterials, type ShopMaterials, type TestShop } from '../../test/shop.js';
import { rowCount } from '../../test/row-count.js';
import { canMoveWhiteLabel, moveWhiteLabelRequest, WHITE_LABEL_MOVES } from '../../services/whitelabel/white-label-status.js';

const SHOP = 'shop@localhost';
const TOKEN = 'local-unverified';
const GUEST = { name: 'Shilan Ahmed', email: 'shilan.brand@example.com', phone: '07501234567' };
const FIELDS = 'id status quantity candlePrice labelPrice packagePrice total date';
const VARS = `$name: String!, $phone: String!, $email: String!, $quantity: Int!, $container: ID!, $size: ID!, $color: ID!, $scent: ID!,
  $wick: ID!, $package: ID, $sticker: Boolean!, $label: String, $logo: String, $description: String, $token: String, $idempotencyKey: String`;
const WHITE_LABEL = `mutation W(${VARS}) { whiteLabel(name: $name, phone: $phone, email: $email, quantity: $quantity, container: $container,
  size: $size, color: $color, scent: $scent, wick: $wick, package: $package, sticker: $sticker, label: $label, logo: $logo,
  description: $description, token: $token, idempotencyKey: $idempotencyKey) { ${FIELDS} } }`;
// A guest's upload URL needs a human check (SECURITY-REVIEW M8); the local stand-in takes this token.
const SIGN = `mutation S($file: String!, $token: String) { signedUrl(file: $file, token: $token) { url } }`;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);

describe.each(testDatabases())('white-label requests on $name', (database) => {
  let shop: TestShop;
  let materials: ShopMaterials;
  let customer: TestCustomer;
  let base: Record<string, unknown>;
  const call = (variables: Record<string, unknown>, options: { who?: TestCustomer; lang?: string } = {}) =>
    graphql(shop.app, WHITE_LABEL, variables, { ...(options.who ? { headers: options.who.headers } : {}), lang: options.lang });
  const count = () => rowCount(shop.db, 'white_label_requests');
  const upload = async (who?: TestCustomer) => {
    const signed = await graphql(shop.app, SIGN, { file: 'images/logo.png', token: 'local-unverified' }, who ? { headers: who.headers } : {});
    const url = new URL(signed.data!.signedUrl.url as string);
    const put = await shop.app.fetch(new Request(url, { method: 'PUT', headers: { 'content-type': 'image/png', ...who?.headers }, body: PNG }));
    expect(put.status).toBe(200);
    return url.pathname.slice(1);
  };

  beforeAll(async () => {
    shop = await openShop(database, { humanCheck: createLocalHumanCheck(() => {}) });
    materials = await shopMaterials(shop.app);
    const container = materials.containers[0]!;
    base = {
      ...GUEST,
      quantity: 200,
      container: container.id,
      size: container.sizes[0]!.id,
      color: materials.colors[0]!.id,
      scent: materials.scents[0]!.id,
      wick: materials.wicks[0]!.id,
      sticker: false,
      token: TOKEN,
    };
    customer = await createCustomer(shop.db, { phone: '07701234567' });
  });
  afterAll(() => shop?.close());

  it('a guest prices 200 labelled candles with a package and a logo: server price, saved, both mails sent', async () => {
    const pack = materials.packages[0]!;
    const logo = await upload();
    const reply = await call({ ...base, sticker: true, label: 'Nur Candles', logo, package: pack.id, description: 'Matte black lids' });
    expect(reply.errors).toBeUndefined();
    const perCandle = materials.whiteLabelPrice + 500 + pack.price;
    expect(reply.data!.whiteLabel).toMatchObject({
      status: 'pending',
      quantity: 200,
      candlePrice: materials.whiteLabelPrice,
      labelPrice: 500,
      packagePrice: pack.price,
      total: 200 * perCandle,
    });
    expect(reply.data!.whiteLabel.date).toMatch(/\+03:00$/);
    const row = await shop.db.selectFrom('white_label_requests').selectAll().where('id', '=', Number(reply.data!.whiteLabel.id)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: null, contact_name: GUEST.name, contact_phone: '+9647501234567', label_text: 'Nur Candles', logo: `/${logo}`, lang: 'en' });
    const mail = await lastMailTo(shop.db, GUEST.email);
    expect(mail?.subject).toBe(`Your white-label request ${row.id}`);
    expect(mail?.body).toContain('reply with a quote by mail within 3 working days');
    const notice = await lastMailTo(shop.db, SHOP);
    expect(notice?.subject).toBe(`New white-label request ${row.id}`);
    expect(notice?.body).toContain('Label sticker: yes: Nur Candles');
    expect(notice?.body).toContain(`${PUBLIC_URL}/${logo}`);
  });

  it('without a sticker or package the label and package cost nothing', async () => {
    const reply = await call({ ...base, quantity: 50, label: 'ignored' });
    expect(reply.data!.whiteLabel).toMatchObject({ labelPrice: 0, packagePrice: 0, total: 50 * materials.whiteLabelPrice });
  });

  it("the confirmation is in the buyer's language with Arabic-Indic digits", async () => {
    const email = 'arabic.brand@example.com';
    const reply = await call({ ...base, email, sticker: true, label: 'شموع النور' }, { lang: 'ar' });
    expect(reply.errors).toBeUndefined();
    const mail = await lastMailTo(shop.db, email);
    expect(mail?.subject).toContain('طلب العلامة الخاصة');
    expect(mail?.body).toContain('٢٠٠');
    expect(mail?.body).toContain('شموع النور');
    const ku = await call({ ...base, email: 'kurdish.brand@example.com' }, { lang: 'ku' });
    expect(ku.errors).toBeUndefined();
    expect((await lastMailTo(shop.db, 'kurdish.brand@example.com'))?.body).toContain('٢٠٠');
  });

  it("a customer needs no human check and the empty contact takes the account's", async () => {
    const reply = await call({ ...base, name: '', email: '', phone: '', token: null }, { who: customer });
    expect(reply.errors).toBeUndefined();
    const row = await shop.db.selectFrom('white_label_requests').selectAll().where('id', '=', Number(reply.data!.whiteLabel.id)).executeTakeFirstOrThrow();
    const account = await shop.db.selectFrom('users').select('name').where('id', '=', customer.userId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: customer.userId, contact_name: account.name, contact_email: customer.email, contact_phone: '+9647701234567' });
    expect((await lastMailTo(shop.db, customer.email))?.subject).toBe(`Your white-label request ${row.id}`);
  });

  it('a guest without a passing human check is refused and nothing is saved', async () => {
    const before = await count();
    expect((await call({ ...base, token: null })).errors![0]!.message).toBe('bad.request');
    expect((await call({ ...base, token: 'local-fail' })).errors![0]!.message).toBe('bad.request');
    expect(await count()).toBe(before);
  });

  it.each([
    ['quantity 49', () => ({ quantity: 49 }), 'quantity', 'input.quantity.min'],
    ['quantity 10001', () => ({ quantity: 10_001 }), 'quantity', 'input.quantity.max'],
    ['a size the container does not offer', () => ({ size: '999999' }), 'size', 'input.size.invalid'],
    ['an unknown container', () => ({ container: '999999' }), 'container', 'input.container.invalid'],
    ['an unknown colour', () => ({ color: '999999' }), 'color', 'input.color.invalid'],
    ['an unknown scent', () => ({ scent: '999999' }), 'scent', 'input.scent.invalid'],
    ['an unknown wick', () => ({ wick: '999999' }), 'wick', 'input.wick.invalid'],
    ['an unknown package', () => ({ package: '999999' }), 'package', 'input.package.invalid'],
    ['a sticker without a label', () => ({ sticker: true, label: '  ' }), 'label', 'input.label.required'],
    ['a label over 40 characters', () => ({ sticker: true, label: 'x'.repeat(41) }), 'label', 'input.label.max'],
    ['a logo the shop never issued', () => ({ sticker: true, label: 'A', logo: 'uploads/00000000-0000-0000-0000-000000000000.png' }), 'logo', 'input.logo.invalid'],
    ['a logo that is not an upload path', () => ({ sticker: true, label: 'A', logo: 'https://evil.example/x.png' }), 'logo', 'input.logo.invalid'],
    ['a guest without a name', () => ({ name: ' ' }), 'name', 'input.name.required'],
    ['a bad email', () => ({ email: 'nope' }), 'email', 'input.email.invalid'],
    ['a bad phone', () => ({ phone: '123' }), 'phone', 'input.phone.invalid'],
  ] as Array<[string, () => Record<string, unknown>, string, string]>)('%s is refused with a clear message and saves nothing', async (_, change, field, key) => {
    const before = await count();
    const reply = await call({ ...base, ...change() });
    expect(reply.errors![0]).toMatchObject({ message: 'bad.request', extensions: { validation: { [field]: [key] } } });
    expect(await count()).toBe(before);
  });

  it('a customer cannot use a logo another customer uploaded', async () => {
    const other = await createCustomer(shop.db, { phone: '07701234568' });
    const logo = await upload(other);
    const reply = await call({ ...base, sticker: true, label: 'Mine', logo }, { who: customer });
    expect(reply.errors![0]).toMatchObject({ extensions: { validation: { logo: ['input.logo.invalid'] } } });
  });

  it('a retry with the same key answers the first request; the key with another request is refused', async () => {
    const before = await count();
    const first = await call({ ...base, idempotencyKey: 'wl-key-1', token: TOKEN });
    const again = await call({ ...base, idempotencyKey: 'wl-key-1', token: 'fresh-token-is-not-checked-on-replay' });
    expect(first.errors).toBeUndefined();
    expect(again.data!.whiteLabel).toEqual(first.data!.whiteLabel);
    expect(await count()).toBe(before + 1);
    const other = await call({ ...base, quantity: 300, idempotencyKey: 'wl-key-1' });
    expect(other.errors![0]).toMatchObject({ message: 'bad.request', extensions: { reason: 'idempotency' } });
    const racing = await Promise.all([1, 2, 3].map(() => call({ ...base, idempotencyKey: 'wl-key-race' })));
    const ids = new Set(racing.map((reply) => reply.data?.whiteLabel.id));
    expect(ids.size).toBe(1);
    expect(await count()).toBe(before + 2);
  });

  it('a mail that cannot go out does not fail the request', async () => {
    const accounts = localAccountAdapters(shop.db, PUBLIC_URL);
    const failing = {
      ...accounts,
      mailer: {
        ...accounts.mailer,
        send: vi.fn(async () => {
          throw new Error('smtp down');
        }),
      },
    };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = shop.appWith({ accounts: failing, humanCheck: createLocalHumanCheck(() => {}) });
    // An address of its own: the per-recipient limit (SECURITY-REVIEW M3) is not what is tested.
    const reply = await graphql(app, WHITE_LABEL, { ...base, email: 'smtp-down@example.com' });
    errors.mockRestore();
    expect(reply.errors).toBeUndefined();
    expect(failing.mailer.send).toHaveBeenCalledTimes(2);
  });

  it('refuses a customer whose email is not verified (SECURITY-REVIEW L3)', async () => {
    const pending = await createCustomer(shop.db, { status: 'pending', phone: '07701234569' });
    const reply = await call({ ...base, token: null }, { who: pending });
    expect(reply.errors![0]).toMatchObject({ message: 'account.pending', extensions: { code: 'REFUSED' } });
  });

  it("mails a customer's confirmation to the account's own email, never a typed one, with the name on one line (SECURITY-REVIEW M3)", async () => {
    const buyer = await createCustomer(shop.db, { phone: '07701234570' });
    const victim = 'victim-typed@example.com';
    const reply = await call({ ...base, name: 'Your account is suspended.\r\nConfirm at http://evil.example', email: victim, token: null }, { who: buyer });
    expect(reply.errors).toBeUndefined();
    expect(await lastMailTo(shop.db, victim)).toBeUndefined();
    const mail = await lastMailTo(shop.db, buyer.email);
    // The first line is the shop's own subject; the typed name is one line further down.
    expect(mail!.body.split('\n')[0]).toBe(`Your white-label request ${reply.data!.whiteLabel.id}`);
    // SECURITY-REVIEW-2 N3: and cut short, without its link (adapters/mail/customer-name.ts).
    expect(mail!.body).toContain('Hello Your account is suspended,');
    expect(mail!.body).not.toContain('evil.example');
  });

  it('takes at most ten requests an hour from one account (SECURITY-REVIEW M3)', async () => {
    const busy = await createCustomer(shop.db, { phone: '07701234571' });
    const replies = [];
    for (let i = 0; i < 11; i++) replies.push(await call({ ...base, token: null }, { who: busy }));
    expect(replies.slice(0, 10).filter((reply) => reply.errors)).toEqual([]);
    expect(replies[10]!.errors![0]).toMatchObject({ message: 'rate.limited', extensions: { code: 'REFUSED' } });
  });

  it('mails one address at most five times an hour, whoever asks (SECURITY-REVIEW M3)', async () => {
    const target = 'flooded@example.com';
    for (let i = 0; i < 7; i++) expect((await call({ ...base, email: target })).errors).toBeUndefined();
    const mails = await shop.db.selectFrom('outbox').select('id').where('recipient', '=', target).execute();
    expect(mails).toHaveLength(5);
  });

  it('statuses move only by the table: pending → quoted → accepted, never back', async () => {
    expect(WHITE_LABEL_MOVES.pending).toEqual(['quoted', 'rejected', 'cancelled']);
    expect(canMoveWhiteLabel('quoted', 'accepted')).toBe(true);
    expect(canMoveWhiteLabel('accepted', 'pending')).toBe(false);
    const id = Number((await call(base)).data!.whiteLabel.id);
    expect(await moveWhiteLabelRequest(shop.db, id, 'pending', 'quoted')).toBe(true);
    expect(await moveWhiteLabelRequest(shop.db, id, 'pending', 'quoted')).toBe(false);
    expect(() => moveWhiteLabelRequest(shop.db, id, 'accepted', 'pending')).toThrow();
  });

  it('the table refuses a total that is not quantity × per-candle price and a quantity out of range', async () => {
    const insert = (values: Record<string, unknown>) =>
      shop.db
        .insertInto('white_label_requests')
        .values({
          contact_name: 'X',
          contact_email: 'x@example.com',
          quantity: 50,
          container_id: Number(base.container),
          size_id: Number(base.size),
          color_id: Number(base.color),
          scent_id: Number(base.scent),
          wick_id: Number(base.wick),
          sticker: false,
          candle_price: 100,
          label_price: 0,
          package_price: 0,
          total: 5000,
          ...values,
        })
        .execute();
    await expect(insert({ total: 4999 })).rejects.toThrow();
    await expect(insert({ quantity: 49, total: 4900 })).rejects.toThrow();
  });
});
