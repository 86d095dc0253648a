import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type OpenedTestDatabase } from '../../../test/databases.js';
import { insertOrder } from '../../../test/staff.js';
import { up } from './036-completed-cash-paid.js';

// Issue 28 item 5: the cash orders completed before the move to `completed` set `paid` are paid.
describe.each(testDatabases())('migration 036 (completed cash orders are paid) on $name', (database) => {
  let opened: OpenedTestDatabase;
  beforeAll(async () => {
    opened = await database.open({ contents: 'migrated' });
  });
  afterAll(() => opened?.close());

  it('marks completed cash orders paid, and no other', async () => {
    const { db } = opened;
    const cash = await insertOrder(db, { status: 'completed', method: 'cash' });
    const online = await insertOrder(db, { status: 'completed', method: 'fib' });
    const underway = await insertOrder(db, { status: 'being delivered', method: 'cash' });
    await up(db as unknown as Kysely<unknown>);
    const paid = await db.selectFrom('orders').select(['id', 'paid']).orderBy('id').execute();
    expect(paid).toEqual([
      { id: cash.id, paid: true },
      { id: online.id, paid: false },
      { id: underway.id, paid: false },
    ]);
  });
});
