import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLine, createProduct, type TestProduct } from '../../test/buying.js';
import { testDatabases } from '../../test/databases.js';
import { graphql, openShop, type TestShop } from '../../test/shop.js';

// `npm run shop -- cart-reminders send --after-hours N` run for real against the shop's HTTP
// handler on loopback (issue 37 item 2): the sender's pass now, for carts left that long.
const SCRIPT = fileURLToPath(new URL('../../../../../scripts/shop.mjs', import.meta.url));
const run = promisify(execFile);
const SAVE = `mutation ($consent: Boolean!, $products: [GuestProductInput!], $contact: CartReminderContact) {
  saveCartForReminder(consent: $consent, products: $products, contact: $contact) { ref } }`;

describe('npm run shop -- cart-reminders send', () => {
  let shop: TestShop;
  let server: Server;
  let url: string;
  let product: TestProduct;
  const shopCommand = (...args: string[]) =>
    run(process.execPath, [SCRIPT, ...args], { env: { ...process.env, SHOP_URL: url, SHOP_ADMIN_TOKEN: '' } }).then(
      ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );
  const remindersTo = (email: string) => shop.db.selectFrom('outbox').select('body').where('recipient', '=', email).where('body', 'like', '%/cart?saved=%').execute();

  beforeAll(async () => {
    shop = await openShop(testDatabases()[0]!);
    product = await createProduct(shop.db, { stock: 10, sizePrices: [15_000], colors: 1, scents: 1 });
    server = createServer(shop.app.handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
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
    const post = (body: string) => fetch(`${url}/shop/cart-reminders/send`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect((await post('{"afterHours":721}')).status).toBe(400);
    expect((await post('{"afterHours":1.5}')).status).toBe(400);
    expect((await post('nothing')).status).toBe(400);
    expect((await fetch(`${url}/shop/cart-reminders/send`)).status).toBe(405);
  });
});
