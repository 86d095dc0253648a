import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLine, createProduct, type TestProduct } from '../../test/buying.js';
import { testDatabases } from '../../test/databases.js';
import { serveCommands } from '../../test/shop-commands.js';
import { graphql, openShop, type TestShop } from '../../test/shop.js';

// `npm run shop -- cart-reminders send --after-hours N` run for real against the shop's HTTP
// handler on loopback (issue 37 item 2): the sender's pass now, for carts left that long.
const SAVE = `mutation ($consent: Boolean!, $products: [GuestProductInput!], $contact: CartReminderContact) {
  saveCartForReminder(consent: $consent, products: $products, contact: $contact) { ref } }`;

describe('npm run shop -- cart-reminders send', () => {
  let shop: TestShop;
  let line: Awaited<ReturnType<typeof serveCommands>>;
  let product: TestProduct;
  const shopCommand = (...args: string[]) => line.shopCommand(...args);
  const remindersTo = (email: string) => shop.db.selectFrom('outbox').select('body').where('recipient', '=', email).where('body', 'like', '%/cart?saved=%').execute();

  beforeAll(async () => {
    shop = await openShop(testDatabases()[0]!);
    product = await createProduct(shop.db, { stock: 10, sizePrices: [15_000], colors: 1, scents: 1 });
    line = await serveCommands(shop);
  });
  afterAll(async () => {
    await line?.close();
    await shop?.close();
  });

  it('sends the reminders of carts left that many hours now, each cart once', async () => {
    const email = `left-${Date.now()}@example.com`;
    const saved = await graphql(shop.app, SAVE, { consent: true, products: [cartLine(product, 2)], contact: { name: 'Shilan', email } }, { lang: 'en' });
    expect(saved.errors).toBeUndefined();
    expect(await shopCommand('cart-reminders', 'send', '--after-hours', '3')).toMatchObject({ code: 0, stdout: 'shop: 0 cart reminders sent.\n' });
    expect(await remindersTo(email)).toHaveLength(0);
    expect(await shopCommand('cart-reminders', 'send', '--after-hours', '0')).toMatchObject({ code: 0, stdout: 'shop: 1 cart reminder sent.\n' });
    expect(await shopCommand('cart-reminders', 'send', '--after-hours', '0')).toMatchObject({ code: 0, stdout: 'shop: 0 cart reminders sent.\n' });
    expect(await remindersTo(email)).toHaveLength(1);
  });

  it('refuses hours it cannot read, and the route answers only a JSON POST with whole hours up to 720', async () => {
    expect((await shopCommand('cart-reminders', 'send', '--after-hours', 'soon')).code).toBe(2);
    const post = (body: string) => fetch(`${line.url}/shop/cart-reminders/send`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect((await post('{"afterHours":721}')).status).toBe(400);
    expect((await post('{"afterHours":1.5}')).status).toBe(400);
    expect((await post('nothing')).status).toBe(400);
    expect((await fetch(`${line.url}/shop/cart-reminders/send`)).status).toBe(405);
  });
});
