import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecaptchaVerifier } from '../../adapters/human-check/recaptcha.js';
import { HUMAN, newRegistration, REGISTER } from '../../test/accounts.js';
import { createProduct, places, type TestProduct } from '../../test/buying.js';
import { testDatabases } from '../../test/databases.js';
import { startFakeRecaptcha, type FakeRecaptcha } from '../../test/fake-recaptcha.js';
import { graphql, openShop, type TestShop } from '../../test/shop.js';

const SECRET = 'recaptcha-secret-never-published';
const SITE_KEY = 'site-key-public';
const SETTINGS = `{ humanCheck { provider siteKey scriptUrl } }`;
const GUEST = { name: 'Shilan Ahmed', email: 'shilan@example.com', phone: '07501234567' };
const RESULT = 'id uuid email';
const BUY_NOW_GUEST = `mutation B($id: ID!, $quantity: Int!, $method: String!, $address: String, $city: ID, $token: String!, $guest: GuestInput!) {
  buyNowGuest(id: $id, quantity: $quantity, method: $method, address: $address, city: $city, token: $token, guest: $guest) { ${RESULT} } }`;
const CHECKOUT_GUEST = `mutation C($method: String!, $address: String, $city: ID, $token: String!, $guest: GuestInput!, $products: [GuestProductInput!]!) {
  checkoutGuest(method: $method, address: $address, city: $city, token: $token, guest: $guest, products: $products) { ${RESULT} } }`;

// SPEC §7 Human check, SECURITY D6: with reCAPTCHA configured, the server publishes its site key
// and verifies each token with siteverify (here a loopback fake); the local token is refused.
describe.each(testDatabases())('the human check on $name', (database) => {
  let shop: TestShop;
  let fake: FakeRecaptcha;
  let product: TestProduct;
  let where: Awaited<ReturnType<typeof places>>;

  beforeAll(async () => {
    fake = await startFakeRecaptcha({ secret: SECRET, siteKey: SITE_KEY, hostname: 'shop.test' });
    const humanCheck = createRecaptchaVerifier({
      secret: SECRET,
      siteKey: SITE_KEY,
      scriptUrl: fake.scriptUrl,
      verifyUrl: fake.verifyUrl,
      hostnames: ['shop.test'],
      log: () => {},
    });
    shop = await openShop(database, { humanCheck });
    product = await createProduct(shop.db, { stock: 50, price: 7250 });
    where = await places(shop.db);
  });
  afterAll(async () => {
    await shop?.close();
    await fake?.close();
  });

  const buyNow = (token: string) => graphql(shop.app, BUY_NOW_GUEST, { id: String(product.id), quantity: 1, method: 'cash', city: where.city, address: 'Street 60', token, guest: GUEST });
  const checkout = (token: string) =>
    graphql(shop.app, CHECKOUT_GUEST, {
      method: 'cash',
      city: where.city,
      address: 'Street 60',
      token,
      guest: GUEST,
      products: [{ id: String(product.id), quantity: 1 }],
    });
  const register = (token: string) => graphql(shop.app, REGISTER, newRegistration({ token }));

  it('publishes provider recaptcha with the site key and script, never the secret', async () => {
    const reply = await graphql(shop.app, SETTINGS);
    expect(reply.data!.humanCheck).toEqual({ provider: 'recaptcha', siteKey: SITE_KEY, scriptUrl: fake.scriptUrl });
    expect(JSON.stringify(reply)).not.toContain(SECRET);
  });

  it('says local, with no key or script, when the local stand-in runs', async () => {
    const reply = await graphql(shop.appWith({ humanCheck: undefined }), SETTINGS);
    expect(reply.data!.humanCheck).toEqual({ provider: 'local', siteKey: null, scriptUrl: null });
  });

  it.each([
    ['register', register, 'register'],
    ['buyNowGuest', buyNow, 'buyNowGuest'],
    ['checkoutGuest', checkout, 'checkoutGuest'],
  ] as const)('%s succeeds with a token siteverify accepts, and sends it the secret and the token', async (_, call, field) => {
    const token = fake.issue('submit');
    const reply = await call(token);
    expect(reply.errors).toBeUndefined();
    expect(reply.data![field]).toBeTruthy();
    expect(fake.received.at(-1)).toEqual({ secret: SECRET, response: token });
  });

  it.each([
    ['register', register],
    ['buyNowGuest', buyNow],
    ['checkoutGuest', checkout],
  ] as const)('%s is refused with bad.request for the local token, a forged, a reused or another action’s token', async (_, call) => {
    const reused = fake.issue('submit');
    expect((await call(reused)).errors).toBeUndefined();
    for (const token of [HUMAN, 'forged', reused, fake.issue('login')]) {
      const before = fake.received.length;
      const reply = await call(token);
      expect(reply.errors![0], token).toMatchObject({ message: 'bad.request', extensions: { code: 'REFUSED' } });
      // Each was really asked of siteverify (the local token gets no special pass).
      expect(fake.received.slice(before)).toEqual([{ secret: SECRET, response: token }]);
    }
  });
});
