import type { Kysely } from 'kysely';
import { hashToken, newSessionToken, sessionCookieName } from '../auth/session-cookie.js';
import type { Database } from '../db/types.js';
import type { UserTable } from '../db/types-accounts.js';
import type { Insertable } from 'kysely';
import { PUBLIC_URL } from './shop.js';

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
