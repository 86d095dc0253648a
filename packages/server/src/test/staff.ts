import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { PEER_ADDRESS_HEADER } from '../auth/client-address.js';
import { totpCode } from '../auth/totp.js';
import type { Database, Lang } from '../db/types.js';
import type { RequestKind } from '../db/repositories/requests/admin-requests.js';
import type { StaffRole } from '../db/tables/staff.js';
import type { OrderStatus, PaymentMethod } from '../db/tables/sales.js';
import { places, refillChoice } from './buying.js';
import { createCustomer, type TestCustomer } from './customers.js';
import type { TestDatabase } from './databases.js';
import type { AppOptions } from '../app.js';
import { graphql, openShop, PUBLIC_URL, type TestShop } from './shop.js';
import { createWorkshop } from './tickets.js';

/** The header the Node adapter gives a loopback caller's request (http/local/command-guard.ts). */
export const LOOPBACK_PEER = { [PEER_ADDRESS_HEADER]: '127.0.0.1' };

/** A staff member made for a test: the customer account, its secrets and its session's headers. */
export interface TestStaff extends TestCustomer {
  secret: string;
  uri: string;
  recoveryCodes: string[];
}

/** POSTs one staff command as `npm run shop -- staff …` does. */
export async function staffCommand(shop: Pick<TestShop, 'app'>, action: 'add' | 'remove', body: Record<string, unknown>, headers: Record<string, string> = LOOPBACK_PEER) {
  const response = await shop.app.fetch(
    new Request(`${PUBLIC_URL}/shop/staff/${action}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, any> };
}

export const VERIFY = `mutation V($code: String!) { adminVerifyTotp(code: $code) { email role verified recoveryCodesLeft } }`;
export const RECOVER = `mutation R($code: String!) { adminUseRecoveryCode(code: $code) { email role verified recoveryCodesLeft } }`;

/** Makes a customer staff through the staff command; the session has not passed the factor yet. */
export async function createStaff(shop: TestShop, role: StaffRole = 'staff', fields: Parameters<typeof createCustomer>[1] = {}): Promise<TestStaff> {
  const customer = await createCustomer(shop.db, fields);
  const { status, body } = await staffCommand(shop, 'add', { email: customer.email, role });
  if (status !== 200) throw new Error(`expected the staff command to answer 200, got ${status} ${JSON.stringify(body)}`);
  return { ...customer, secret: body.secret, uri: body.uri, recoveryCodes: body.recoveryCodes };
}

/** Makes a staff member whose session passed the second factor. */
export async function verifiedStaff(shop: TestShop, role: StaffRole = 'staff'): Promise<TestStaff> {
  const staff = await createStaff(shop, role);
  const reply = await graphql(shop.app, VERIFY, { code: totpCode(staff.secret) }, { headers: staff.headers });
  if (reply.errors) throw new Error(`expected the code to pass, got ${JSON.stringify(reply.errors)}`);
  return staff;
}

/**
 * One shop for the enclosing suite with the back office's two roles, an owner and a staff member,
 * both past the second factor, and `pickup`, the pickup point sales use: opened before its tests,
 * closed after them (as {@link suiteShop}).
 */
export function backOfficeSuite(database: TestDatabase, options: Partial<AppOptions> = {}) {
  const suite = {} as { shop: TestShop; owner: TestStaff; staff: TestStaff; pickup: string };
  beforeAll(async () => {
    suite.shop = await openShop(database, options);
    suite.owner = await verifiedStaff(suite.shop, 'owner');
    suite.staff = await verifiedStaff(suite.shop, 'staff');
    suite.pickup = (await places(suite.shop.db)).pickup;
  });
  afterAll(() => suite.shop?.close());
  return suite;
}

/** An order stored straight away (no checkout): a customer's, or a guest's when no user is given. */
export async function insertOrder(
  db: Kysely<Database>,
  options: { userId?: number; lang?: Lang; status?: OrderStatus; guestEmail?: string; guestName?: string; total?: number; method?: PaymentMethod } = {},
): Promise<{ id: number; uuid: string }> {
  const uuid = randomUUID();
  const guest = options.userId === undefined;
  const row = await db
    .insertInto('orders')
    .values({
      uuid,
      status: options.status ?? 'pending',
      total: options.total ?? 10_000,
      subtotal: options.total ?? 10_000,
      user_id: options.userId ?? null,
      guest_name: guest ? (options.guestName ?? 'Guest Buyer') : null,
      guest_email: guest ? (options.guestEmail ?? `guest-${uuid.slice(0, 8)}@example.com`) : null,
      guest_phone: guest ? '07501112233' : null,
      lang: options.lang ?? 'en',
      pickup: false,
      method: options.method ?? 'cash',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, uuid };
}

/** A request of a kind stored straight away for a customer, pending, in the customer's language. */
export async function insertRequest(db: Kysely<Database>, kind: RequestKind, userId: number, lang: Lang = 'en'): Promise<number> {
  const choice = await refillChoice(db);
  const m = { container: Number(choice.args.container), size: Number(choice.args.size), color: Number(choice.args.color), wick: Number(choice.args.wick), scent: Number(choice.args.scent) };
  const common = { uuid: randomUUID(), user_id: userId, lang };
  if (kind === 'refill') {
    const row = await db
      .insertInto('refill_requests')
      .values({ ...common, container_id: m.container, size_id: m.size, wick_id: m.wick, scent_id: m.scent, color_id: m.color, quantity: 1, unit_price: 5000, total: 5000, method: 'cash', pickup: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  if (kind === 'ticket') {
    const workshop = await createWorkshop(db, { seats: 10, taken: 2, tiers: [{ min: 1, max: 2, price: 15_000 }] });
    const row = await db
      .insertInto('tickets')
      .values({ ...common, workshop_id: workshop.id, workshop_ticket_id: workshop.tiers[0]!, people: 2, unit_price: 15_000, total: 30_000, method: 'cash' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  if (kind === 'whitelabel') {
    const contact = await db.selectFrom('users').select(['name', 'email']).where('id', '=', userId).executeTakeFirstOrThrow();
    const row = await db
      .insertInto('white_label_requests')
      .values({
        user_id: userId,
        contact_name: contact.name,
        contact_email: contact.email,
        lang,
        quantity: 50,
        container_id: m.container,
        size_id: m.size,
        color_id: m.color,
        scent_id: m.scent,
        wick_id: m.wick,
        sticker: false,
        candle_price: 1000,
        label_price: 0,
        package_price: 0,
        total: 50_000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  if (kind === 'personalized') {
    const row = await db
      .insertInto('personalized_requests')
      .values({ ...common, description: 'A candle shaped like a cat' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const price = await db.selectFrom('subscription_prices').selectAll().orderBy('id').executeTakeFirstOrThrow();
  const point = await db.selectFrom('selling_points').select('id').where('drop', '=', true).orderBy('id').executeTakeFirstOrThrow();
  const row = await db
    .insertInto('subscriptions')
    .values({
      ...common,
      package_id: price.package_id,
      price_id: price.id,
      months: price.months,
      price: price.price,
      delivery_price: 0,
      total: price.price,
      method: 'cash',
      pickup: true,
      selling_point_id: point.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('subscription_months')
    .values(Array.from({ length: price.months }, (_, index) => ({ subscription_id: row.id, month: index + 1, date: `2027-0${(index % 9) + 1}-01` })))
    .execute();
  return row.id;
}
