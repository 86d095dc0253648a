import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type OpenedTestDatabase } from '../../../test/databases.js';
import { up } from './046-phone-form.js';

// Issue 36 item 3, SECURITY-REVIEW-2 N11: phones stored as typed before the one phone form.
describe.each(testDatabases())('migration 046 (one phone form) on $name', (database) => {
  let opened: OpenedTestDatabase;
  beforeAll(async () => {
    opened = await database.open({ contents: 'migrated' });
  });
  afterAll(() => opened?.close());

  it('stores every phone column in E.164, leaving what is not a mobile number as it was', async () => {
    const { db } = opened;
    await sql`INSERT INTO orders (uuid, status, total, guest_name, guest_email, guest_phone) VALUES
      (gen_random_uuid(), 'pending', 1, 'A', 'a@example.com', '7701239001'), (gen_random_uuid(), 'pending', 1, 'B', 'b@example.com', '07701239001'),
      (gen_random_uuid(), 'pending', 1, 'C', 'c@example.com', '٠٧٨٠١١١٠٠٠٢'), (gen_random_uuid(), 'pending', 1, 'D', 'd@example.com', '0770 123 9002'), (gen_random_uuid(), 'pending', 1, 'E', 'e@example.com', '12345')`.execute(
      db,
    );
    const users = ['07801110002', '7801110002', '+9647701239009', '7701239009'];
    for (const [index, phone] of users.entries()) {
      await db
        .insertInto('users')
        .values({ name: `U${index}`, email: `u${index}@example.com`, phone, status: 'active' })
        .execute();
    }

    // Run again over what is stored now: the migration is the same statements at any time.
    await up(db as unknown as Kysely<unknown>);
    await up(db as unknown as Kysely<unknown>);

    const orders = await db.selectFrom('orders').select(['guest_name', 'guest_phone']).orderBy('guest_name').execute();
    expect(orders.map((row) => row.guest_phone)).toEqual(['+9647701239001', '+9647701239001', '+9647801110002', '+9647701239002', '12345']);
    const stored = await db.selectFrom('users').select(['email', 'phone']).where('email', 'like', 'u_@example.com').orderBy('email').execute();
    // Phones are unique: the first account takes the E.164 form, a later one with the same phone keeps its own.
    expect(stored.map((row) => row.phone)).toEqual(['+9647801110002', '7801110002', '+9647701239009', '7701239009']);
  });
});
