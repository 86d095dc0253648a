import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../auth/totp.js';
import { createCustomer } from '../../test/customers.js';
import { testDatabases } from '../../test/databases.js';
import { VERIFY } from '../../test/staff.js';
import { serveCommands } from '../../test/shop-commands.js';
import { graphql, openShop, type TestShop } from '../../test/shop.js';

// `npm run shop -- staff …` run for real against the shop's HTTP handler on loopback.

describe('npm run shop -- staff', () => {
  let shop: TestShop;
  let line: Awaited<ReturnType<typeof serveCommands>>;
  const shopCommand = (...args: string[]) => line.shopCommand(...args);

  beforeAll(async () => {
    shop = await openShop(testDatabases()[0]!);
    line = await serveCommands(shop);
  });
  afterAll(async () => {
    await line?.close();
    await shop?.close();
  });

  it('makes a customer staff and prints the URI, the secret and ten recovery codes once', async () => {
    const customer = await createCustomer(shop.db);
    const { code, stdout } = await shopCommand('staff', 'add', customer.email, '--role', 'owner');
    expect(code).toBe(0);
    expect(stdout).toContain(`shop: ${customer.email} is now owner. These are shown once; keep them safe.`);
    expect(stdout).toMatch(/^ {2}otpauth:\/\/totp\/candleshop%3A\S+$/m);
    const secret = /^Secret \(base32\): ([A-Z2-7]+)$/m.exec(stdout)![1]!;
    expect(stdout.match(/^ {2}( \d|\d\d)\. [a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/gm)).toHaveLength(10);
    // The printed secret is the one the server checks codes against.
    const reply = await graphql(shop.app, VERIFY, { code: totpCode(secret) }, { headers: customer.headers });
    expect(reply.data!.adminVerifyTotp).toMatchObject({ role: 'owner', verified: true, recoveryCodesLeft: 10 });
  });

  it('removes a staff member', async () => {
    const customer = await createCustomer(shop.db);
    await shopCommand('staff', 'add', customer.email, '--role', 'staff');
    expect(await shopCommand('staff', 'remove', customer.email)).toMatchObject({ code: 0, stdout: `shop: ${customer.email} is no longer staff.\n` });
    expect(await shopCommand('staff', 'remove', customer.email)).toMatchObject({
      code: 1,
      stderr: 'shop: staff command refused: 404 not.found\nshop: no staff member has this email\n',
    });
  });

  it('explains its usage and refuses unknown emails', async () => {
    expect((await shopCommand('staff', 'add', 'someone@example.com', '--role', 'boss')).code).toBe(2);
    expect((await shopCommand('staff', 'add', 'someone@example.com')).stderr).toContain('usage: npm run shop -- staff add');
    expect(await shopCommand('staff', 'add', 'nobody@example.com', '--role', 'staff')).toMatchObject({
      code: 1,
      stderr: 'shop: staff command refused: 404 not.found\nshop: no account has this email: register it on the shop (/signup) and confirm its mail, then run this again\n',
    });
  });

  it('says an account must confirm its email first (issue 36 item 6)', async () => {
    const customer = await createCustomer(shop.db, { status: 'pending' });
    const { code, stderr } = await shopCommand('staff', 'add', customer.email, '--role', 'staff');
    expect(code).toBe(1);
    expect(stderr).toContain("shop: this account's email is not confirmed yet: follow the link in its mail (offline: /dev/outbox), then run this again");
  });
});
