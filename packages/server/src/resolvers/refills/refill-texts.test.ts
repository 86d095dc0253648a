import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEXTS_PER_PHONE_DAY } from '../../adapters/messaging/text-guard.js';
import { HUMAN, registerCustomer } from '../../test/accounts.js';
import { places, refillChoice } from '../../test/buying.js';
import { testDatabases } from '../../test/databases.js';
import { graphql, openShop, type TestShop } from '../../test/shop.js';

// SECURITY-REVIEW-2 N3, as the review ran it: one registration names a stranger's phone and a
// name that reads as the shop's own warning, then sends cash refill requests, each of which texts
// its confirm-or-cancel link to that phone.
const VICTIM = '07701230001';
const NAME = 'Ali. Your candleshop order is blocked: pay at http://evil.example/pay 07709998888';
const REQUEST = `mutation R($container: ID!, $wick: ID!, $size: ID!, $color: ID!, $scent: ID!, $selling_point: ID, $token: String) {
  refillRequest(container: $container, wick: $wick, size: $size, color: $color, scent: $scent, quantity: 1, method: "cash", selling_point: $selling_point, token: $token) { id } }`;

describe.each(testDatabases())('texts a pending account can make the shop send, on $name', (database) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openShop(database);
  });
  afterAll(() => shop?.close());

  it(`8 refill requests by one pending account: at most ${TEXTS_PER_PHONE_DAY} texts to that phone, none carrying a link or number from the name`, async () => {
    const account = await registerCustomer(shop.app, { name: NAME, phone: VICTIM });
    expect(account.reply.data!.register.user.status).toBe('pending');
    const where = await places(shop.db);
    const choice = await refillChoice(shop.db);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let stood = 0;
    for (let n = 0; n < 8; n++) {
      // A pending account passes the human check (SECURITY-REVIEW-2 N3); past the open-sales cap
      // its requests are refused, and those that stand do, texted or not.
      const reply = await graphql(shop.app, REQUEST, { ...choice.args, selling_point: where.pickup, token: HUMAN }, { headers: { cookie: account.cookie } });
      if (reply.errors) expect(reply.errors[0]!.message).toBe('order.openLimit');
      else stood += 1;
    }
    const lines = logged.mock.calls.map((call) => String(call[0]));
    logged.mockRestore();
    // More sales stood than the texts the phone may get: the limit, not the cap, held the texts.
    expect(stood).toBeGreaterThan(TEXTS_PER_PHONE_DAY);
    expect(await shop.db.selectFrom('refill_requests').select('id').where('user_id', '=', account.userId).execute()).toHaveLength(stood);
    const texts = await shop.db.selectFrom('text_outbox').select('body').where('recipient', 'in', [VICTIM, '+9647701230001']).execute();
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.length).toBeLessThanOrEqual(TEXTS_PER_PHONE_DAY);
    for (const { body } of texts) {
      expect(body).toContain('/confirm/');
      const greeting = body.slice(0, body.indexOf(', please confirm'));
      expect(greeting).not.toMatch(/http|evil\.example|\d{3}/);
      expect(body).not.toContain('evil.example');
      expect(body).not.toContain('07709998888');
    }
    // Each refused text logged once, its phone masked; the mail of the same sale went regardless.
    expect(lines.filter((line) => line.includes('could not be texted'))).toEqual(Array(stood - texts.length).fill('candleshop: the refill confirmation link could not be texted to +96477*****001'));
    expect(lines.join('\n')).not.toContain('7701230001');
    const mails = await shop.db.selectFrom('outbox').select('body').where('recipient', '=', String(account.payload.email)).execute();
    expect(mails.filter((mail) => mail.body.includes('/confirm/')).length).toBeGreaterThan(0);
  });
});
