import type { Kysely } from 'kysely';
import { hashToken, newSessionToken, sessionCookieName } from '../auth/session-cookie.js';
import type { Database } from '../db/types.js';
import type { UserTable } from '../db/tables/accounts.js';
import type { Insertable } from 'kysely';
import { openShop, PUBLIC_URL, type TestShop } from './shop.js';
import type { TestDatabase } from './databases.js';

/** A customer made for a test, with a live session. */
export interface TestCustomer {
  userId: number;
  email: string;
  /** Headers that send the customer's session cookie. */
  headers: { cookie: string };
}

let made = 0;

/**
 * Creates a customer and a session for it directly in the database, so suites that are not about
 * signing in can act as a signed-in customer.
 */
export async function createCustomer(db: Kysely<Database>, fields: Partial<Insertable<UserTable>> = {}): Promise<TestCustomer> {
  made += 1;
  const email = fields.email ?? `customer${made}-${Date.now()}@example.com`;
  const user = await db
    .insertInto('users')
    .values({ name: `Customer ${made}`, email, phone: null, status: 'active', ...fields })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = newSessionToken();
  await db
    .insertInto('sessions')
    .values({ user_id: user.id, token_hash: hashToken(token), expires_at: new Date(Date.now() + 86_400_000) })
    .execute();
  return { userId: user.id, email, headers: { cookie: `${sessionCookieName(PUBLIC_URL)}=${token}` } };
}

/**
 * Creates a customer who bought `productIds` on a completed, paid order, so that it may review them
 * (SECURITY-REVIEW L4).
 */
export async function createBuyer(db: Kysely<Database>, productIds: readonly (number | string)[], fields: Partial<Insertable<UserTable>> = {}): Promise<TestCustomer> {
  const customer = await createCustomer(db, fields);
  await recordPurchase(db, customer.userId, productIds);
  return customer;
}

/** Stores a completed, paid order of the customer holding one of each product. */
export async function recordPurchase(db: Kysely<Database>, userId: number, productIds: readonly (number | string)[], order: { paid?: boolean; status?: 'pending' | 'completed' } = {}): Promise<void> {
  const { id } = await db
    .insertInto('orders')
    .values({ uuid: crypto.randomUUID(), status: order.status ?? 'completed', paid: order.paid ?? true, total: 1000, subtotal: 1000, user_id: userId, lang: 'en', pickup: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const productId of productIds) {
    await db
      .insertInto('order_items')
      .values({ order_id: id, product_id: Number(productId), size_id: null, color_id: null, scent_id: null, quantity: 1, unit_price: 1000 })
      .execute();
  }
}

/** A shop on `database` and a customer of it with a phone (a delivery needs one), for a suite's beforeAll. */
export async function openShopWithCustomer(database: TestDatabase): Promise<{ shop: TestShop; customer: TestCustomer }> {
  const shop = await openShop(database);
  return { shop, customer: await createCustomer(shop.db, { phone: '07701234567' }) };
}
