import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalHumanCheck } from '../../adapters/human-check/local-human-check.js';
import { PEER_ADDRESS_HEADER } from '../../auth/client-address.js';
import { lastMailTo } from '../../test/accounts.js';
import { createCustomer } from '../../test/customers.js';
import { createProduct, places, stockOf, type TestProduct } from '../../test/buying.js';
import { testDatabases } from '../../test/databases.js';
import { createTestPayments, type TestPayments } from '../../test/payments.js';
import { graphql, openShop, PUBLIC_URL, type TestShop } from '../../test/shop.js';
import { mailCount } from '../../test/row-count.js';

const TOKEN = 'local-unverified';
const SIGN_UP = `mutation N($email: String!, $token: String) { newsletter(email: $email, token: $token) }`;
const CONFIRM = `mutation C($email: String!, $token: String!) { confirmNewsletter(email: $email, token: $token) { code percent usable alreadyConfirmed } }`;
const UNSUBSCRIBE = `mutation U($email: String!, $token: String!) { unsubscribeNewsletter(email: $email, token: $token) }`;
const CODE = `query D($code: String!) { discountCode(code: $code) { code percent } }`;
const BUY_NOW_GUEST = `mutation B($id: ID!, $quantity: Int!, $method: String!, $address: String, $city: ID, $token: String!,
  $guest: GuestInput!, $discountCode: String) {
  buyNowGuest(id: $id, quantity: $quantity, method: $method, address: $address, city: $city, token: $token, guest: $guest,
    discountCode: $discountCode) { id uuid email } }`;
const BUY_NOW = `mutation B($id: ID!, $quantity: Int!, $method: String!, $address: String, $city: ID, $discountCode: String) {
  buyNow(id: $id, quantity: $quantity, method: $method, address: $address, city: $city, discountCode: $discountCode) { id } }`;
const GUEST_ORDER = `query G($uuid: String!, $email: String!) { guestOrder(uuid: $uuid, email: $email) { total subtotal deliveryPrice discount } }`;
const GUEST = { name: 'Shilan Ahmed', email: 'shilan@example.com', phone: '07501234567' };

/** The confirm and unsubscribe links of a newsletter mail, as email and token. */
function linksOf(body: string | undefined) {
  const find = (path: string) => {
    const match = new RegExp(`${PUBLIC_URL}/newsletter/${path}\\?\\S+`).exec(body ?? '');
    if (!match) throw new Error(`no ${path} link in ${body}`);
    const url = new URL(match[0]);
    return { email: url.searchParams.get('email')!, token: url.searchParams.get('token')! };
  };
  return { confirm: () => find('confirm'), unsubscribe: () => find('unsubscribe') };
}

describe.each(testDatabases())('the newsletter on $name', (database) => {
  let shop: TestShop;
  let payments: TestPayments;
  let where: Awaited<ReturnType<typeof places>>;
  let product: TestProduct;
  const signUp = (email: string, token: string | null = TOKEN, lang?: string) => graphql(shop.app, SIGN_UP, { email, token }, { lang });
  const subscribers = (email: string) => shop.db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', email).execute();
  const mailsTo = (email: string) => mailCount(shop.db, email);
  async function confirmedCode(email: string) {
    expect((await signUp(email)).errors).toBeUndefined();
    const reply = await graphql(shop.app, CONFIRM, linksOf((await lastMailTo(shop.db, email))?.body).confirm());
    expect(reply.errors).toBeUndefined();
    return reply.data!.confirmNewsletter.code as string;
  }
  // A code is its subscriber's (SECURITY-REVIEW L9): a guest buys under the code's email unless told otherwise.
  const buy = (discountCode: string | undefined, method = 'cash', email = GUEST.email, headers: Record<string, string> = {}) =>
    graphql(
      shop.app,
      BUY_NOW_GUEST,
      {
        id: String(product.id),
        quantity: 3,
        method,
        city: where.city,
        address: 'Street 60',
        token: TOKEN,
        guest: { ...GUEST, email },
        discountCode,
      },
      { headers },
    );

  beforeAll(async () => {
    payments = createTestPayments();
    shop = await openShop(database, { payments, humanCheck: createLocalHumanCheck(() => {}) });
    where = await places(shop.db);
    product = await createProduct(shop.db, { stock: 100, price: 15001 });
  });
  afterAll(() => shop?.close());

  it('refuses a bad email with the email field, and a failed human check with bad.request, keeping no one', async () => {
    const bad = await signUp('not-an-email');
    expect(bad.errors![0]).toMatchObject({ message: 'bad.request', extensions: { validation: { email: ['input.email.invalid'] } } });
    expect((await signUp('no-dot@localhost')).errors![0]!.message).toBe('bad.request');
    const robot = await signUp('robot@example.com', 'wrong-token');
    expect(robot.errors![0]!.message).toBe('bad.request');
    expect(await subscribers('robot@example.com')).toEqual([]);
  });

  it('keeps a sign-up pending, with when and from where, until the mailed link is followed; then mails the 15% code', async () => {
    const reply = await signUp('  Rezan@Example.com ', TOKEN, 'ar');
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.newsletter).toBe(true);
    const [pending] = await subscribers('rezan@example.com');
    expect(pending).toMatchObject({ status: 'pending', lang: 'ar', confirmed_at: null });
    const mail = await lastMailTo(shop.db, 'rezan@example.com');
    expect(mail!.subject).toBe('أكّد اشتراكك في النشرة البريدية');
    expect(mail!.body).toContain('١٥٪');
    const links = linksOf(mail!.body);
    expect(links.unsubscribe().token).toBe(pending!.unsubscribe_token);

    const confirmed = await graphql(shop.app, CONFIRM, links.confirm());
    expect(confirmed.errors).toBeUndefined();
    const { code } = confirmed.data!.confirmNewsletter;
    expect(confirmed.data!.confirmNewsletter).toEqual({ code, percent: 15, usable: true, alreadyConfirmed: false });
    expect(code).toMatch(/^[A-Z2-9]{10}$/);
    const [row] = await subscribers('rezan@example.com');
    expect(row).toMatchObject({ status: 'confirmed', confirmed_from: 'unknown' });
    expect(row!.confirmed_at).toBeInstanceOf(Date);
    const welcome = await lastMailTo(shop.db, 'rezan@example.com');
    expect(welcome!.body).toContain(code);
    expect(linksOf(welcome!.body).unsubscribe().token).toBe(pending!.unsubscribe_token);
  });

  it('answers the same link twice with the same code and no second mail; a wrong link is refused', async () => {
    await signUp('twice@example.com');
    const link = linksOf((await lastMailTo(shop.db, 'twice@example.com'))?.body).confirm();
    const first = (await graphql(shop.app, CONFIRM, link)).data!.confirmNewsletter;
    const mails = await mailsTo('twice@example.com');
    const second = (await graphql(shop.app, CONFIRM, link)).data!.confirmNewsletter;
    expect(second).toEqual({ ...first, alreadyConfirmed: true });
    expect(await mailsTo('twice@example.com')).toBe(mails);
    for (const wrong of [
      { ...link, token: (link.token.startsWith('x') ? 'y' : 'x') + link.token.slice(1) },
      { ...link, email: 'other@example.com' },
    ]) {
      expect((await graphql(shop.app, CONFIRM, wrong)).errors![0]!.message).toBe('newsletter.linkInvalid');
    }
  });

  it('makes one subscriber of the same address twice: a pending one gets a new link (the old one stops), a confirmed one no mail', async () => {
    await signUp('same@example.com');
    const old = linksOf((await lastMailTo(shop.db, 'same@example.com'))?.body).confirm();
    await signUp('SAME@example.com');
    expect(await subscribers('same@example.com')).toHaveLength(1);
    const latest = linksOf((await lastMailTo(shop.db, 'same@example.com'))?.body).confirm();
    expect((await graphql(shop.app, CONFIRM, old)).errors![0]!.message).toBe('newsletter.linkInvalid');
    expect((await graphql(shop.app, CONFIRM, latest)).errors).toBeUndefined();
    const mails = await mailsTo('same@example.com');
    expect((await signUp('same@example.com')).data!.newsletter).toBe(true);
    expect(await mailsTo('same@example.com')).toBe(mails);
    expect(await subscribers('same@example.com')).toHaveLength(1);
  });

  it('limits sign-ups of one address to three an hour', async () => {
    for (let n = 0; n < 3; n++) expect((await signUp('often@example.com')).errors).toBeUndefined();
    expect((await signUp('often@example.com')).errors![0]!.message).toBe('newsletter.throttled');
  });

  it('limits sign-ups of one client to ten an hour, whatever the addresses', async () => {
    const fromOneClient = (email: string) => graphql(shop.app, SIGN_UP, { email, token: TOKEN }, { headers: { [PEER_ADDRESS_HEADER]: '203.0.113.7' } });
    const answers = [];
    for (let n = 0; n < 11; n++) answers.push(await fromOneClient(`client${n}@example.com`));
    expect(answers.slice(0, 10).every((answer) => !answer.errors)).toBe(true);
    expect(answers[10]!.errors![0]!.message).toBe('newsletter.throttled');
    expect((await subscribers('client0@example.com'))[0]!.requested_from).toBe('203.0.113.7');
  });

  it('unsubscribes by the link of any mail; a wrong token is refused', async () => {
    await signUp('leaving@example.com');
    const link = linksOf((await lastMailTo(shop.db, 'leaving@example.com'))?.body).unsubscribe();
    expect((await graphql(shop.app, UNSUBSCRIBE, { ...link, token: 'nope' })).errors![0]!.message).toBe('newsletter.linkInvalid');
    const left = await graphql(shop.app, UNSUBSCRIBE, link);
    expect(left.errors).toBeUndefined();
    expect(left.data!.unsubscribeNewsletter).toBe(true);
    expect((await subscribers('leaving@example.com'))[0]).toMatchObject({ status: 'unsubscribed' });
  });

  it('takes 15% off the items (not the delivery) of one order, in its total and in what the gateway is asked; the code is refused after', async () => {
    const code = await confirmedCode('buyer@example.com');
    expect((await graphql(shop.app, CODE, { code: ` ${code.toLowerCase().slice(0, 5)}-${code.slice(5)} ` })).data!.discountCode).toEqual({ code, percent: 15 });
    const placed = await buy(code.toLowerCase(), 'fastpay', 'Buyer@Example.com');
    expect(placed.errors).toBeUndefined();
    const subtotal = 3 * 15001;
    const discount = Math.floor(subtotal * 0.15);
    const order = (await graphql(shop.app, GUEST_ORDER, { uuid: placed.data!.buyNowGuest.uuid, email: 'buyer@example.com' })).data!.guestOrder;
    expect(order).toEqual({ subtotal, discount, deliveryPrice: where.cityPrice, total: subtotal - discount + where.cityPrice });
    expect(payments.started.at(-1)).toMatchObject({ id: Number(placed.data!.buyNowGuest.id), total: subtotal - discount + where.cityPrice });

    const stock = await stockOf(shop.db, product.id);
    const again = await buy(code, 'cash', 'buyer@example.com');
    expect(again.errors![0]).toMatchObject({ message: 'bad.request', extensions: { validation: { discountCode: ['input.discountCode.invalid'] } } });
    expect(await stockOf(shop.db, product.id)).toBe(stock);
    expect((await graphql(shop.app, CODE, { code })).data!.discountCode).toBeNull();
    expect((await buy('NOSUCHCODE')).errors![0]!.message).toBe('bad.request');
  });

  it('gives the code back when the order is cancelled because its payment could not start', async () => {
    const code = await confirmedCode('unlucky@example.com');
    payments.failing = true;
    try {
      expect((await buy(code, 'nasspay', 'unlucky@example.com')).errors![0]!.message).toBe('payment.unavailable');
    } finally {
      payments.failing = false;
    }
    expect((await graphql(shop.app, CODE, { code })).data!.discountCode).toEqual({ code, percent: 15 });
    expect((await buy(code, 'cash', 'unlucky@example.com')).errors).toBeUndefined();
  });

  it("refuses a code under another email, a guest's or an account's, and keeps it usable by its owner", async () => {
    const code = await confirmedCode('owner-of-code@example.com');
    const notYours = { message: 'bad.request', extensions: { validation: { discountCode: ['input.discountCode.notYours'] } } };
    expect((await buy(code, 'cash', 'someone-else@example.com')).errors![0]).toMatchObject(notYours);
    const customer = await createCustomer(shop.db, { phone: '07501112233' });
    const asAccount = await graphql(shop.app, BUY_NOW, { id: String(product.id), quantity: 1, method: 'cash', city: where.city, address: 'Street 61', discountCode: code }, { headers: customer.headers });
    expect(asAccount.errors![0]).toMatchObject(notYours);
    expect((await buy(code, 'cash', 'owner-of-code@example.com')).errors).toBeUndefined();
  });

  it('limits wrong discount codes per client address, looked up or ordered, however parallel', async () => {
    const client = { [PEER_ADDRESS_HEADER]: '198.51.100.77' };
    const lookups = await Promise.all(Array.from({ length: 30 }, (_, i) => graphql(shop.app, CODE, { code: `GUESS${i}` }, { headers: client })));
    expect(lookups.filter((reply) => !reply.errors && reply.data!.discountCode === null)).toHaveLength(20);
    const throttled = { message: 'bad.request', extensions: { validation: { discountCode: ['input.discountCode.throttled'] } } };
    expect(lookups.filter((reply) => reply.errors?.[0]?.extensions?.validation)).toHaveLength(10);
    expect(lookups.find((reply) => reply.errors)!.errors![0]).toMatchObject(throttled);
    expect((await buy('GUESSED1', 'cash', GUEST.email, client)).errors![0]).toMatchObject(throttled);
    const code = await confirmedCode('elsewhere@example.com');
    expect((await graphql(shop.app, CODE, { code }, { headers: { [PEER_ADDRESS_HEADER]: '198.51.100.78' } })).data!.discountCode).toEqual({ code, percent: 15 });
  });

  it.runIf(database.name === 'PostgreSQL')('lets exactly one of two simultaneous orders use a code', async () => {
    const code = await confirmedCode('racer@example.com');
    const replies = await Promise.all([buy(code, 'cash', 'racer@example.com'), buy(code, 'cash', 'racer@example.com')]);
    expect(replies.filter((reply) => !reply.errors)).toHaveLength(1);
    expect(replies.filter((reply) => reply.errors?.[0]?.message === 'bad.request')).toHaveLength(1);
  });
});
