import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

/** How many rows a table holds: tests check that a call wrote one row, and that a refused or replayed call wrote none. */
export async function rowCount(db: Kysely<Database>, table: keyof Database): Promise<number> {
  return Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
}

/** How many mails the local outbox holds for an address: a replayed call must not send its mail twice. */
export async function mailCount(db: Kysely<Database>, recipient: string): Promise<number> {
  return Number(
    (
      await db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('recipient', '=', recipient)
        .executeTakeFirstOrThrow()
    ).n,
  );
}
