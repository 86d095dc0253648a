import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOutboxMailer } from '../../adapters/mail/local-outbox.js';
import { guardMailer, MAILS_PER_RECIPIENT_HOUR } from '../../adapters/mail/mail-guard.js';
import { testDatabases } from '../../test/databases.js';
import { PUBLIC_URL, openShop, type TestShop } from '../../test/shop.js';
import { createWorkshop } from '../../test/tickets.js';
import { sweepWaitingLists } from './waitlist-offers.js';

// SECURITY-REVIEW-2 N2: waiting-list offers went to whatever address was typed at the join as
// receipts, round the per-recipient limit; the review had five mailed to strangers, each opening
// with the joiner's words. The sweep mails through the guard, as the server wires it.
const STRANGER = 'Stranger1@example.net';
const NAME = 'Ali. Your order is blocked: pay at http://evil.example';

describe.each(testDatabases())('waiting-list offers to a stranger address on $name', (database) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openShop(database);
  });
  afterAll(() => shop?.close());

  it(`mails ${MAILS_PER_RECIPIENT_HOUR} offers to one address in an hour and refuses the next, which is logged, without the joiner's link`, async () => {
    const offers = MAILS_PER_RECIPIENT_HOUR + 1;
    for (let n = 0; n < offers; n++) {
      const workshop = await createWorkshop(shop.db, { seats: 1, tiers: [{ min: 1, max: 1, price: 20_000 }] });
      await shop.db
        .insertInto('waitlist_entries')
        .values({ workshop_id: workshop.id, workshop_ticket_id: workshop.tiers[0]!, name: NAME, email: n % 2 ? STRANGER : STRANGER.toLowerCase(), phone: '07701230001', people: 1 })
        .execute();
    }
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const mailer = guardMailer(
      shop.db,
      createOutboxMailer(shop.db, () => {}),
      { shopEmail: 'shop@example.com' },
    );
    expect(await sweepWaitingLists(shop.db, { publicUrl: PUBLIC_URL, mailer, holdHours: 24 })).toMatchObject({ offered: offers });
    const lines = logged.mock.calls.map((call) => call[0]);
    logged.mockRestore();
    const mails = await shop.db
      .selectFrom('outbox')
      .select('body')
      .where((eb) => eb(eb.fn('lower', ['recipient']), '=', STRANGER.toLowerCase()))
      .execute();
    expect(mails).toHaveLength(MAILS_PER_RECIPIENT_HOUR);
    expect(lines).toEqual(['candleshop: the waiting-list offer could not be sent']);
    for (const { body } of mails) expect(body).not.toContain('evil.example');
  });
});
