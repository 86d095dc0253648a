import { sql, type Kysely } from 'kysely';
import type { Database } from '../../types.js';
import type { HandoffLines } from '../../tables/handoffs.js';

/** A hand-off to store: the hash of its reference, its lines, who made it and until when. */
export interface NewHandoff {
  refHash: string;
  lines: HandoffLines;
  address: string;
  expiresAt: Date;
}

/** Deletes the hand-offs past their time (issue 24 item 7: every row is bounded in time). */
export async function deleteExpiredHandoffs(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('cart_handoffs').where('expires_at', '<=', sql<Date>`now()`).execute();
}

/** How many live hand-offs a client address holds. */
export async function countLiveHandoffs(db: Kysely<Database>, address: string): Promise<number> {
  const row = await db
    .selectFrom('cart_handoffs')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('address', '=', address)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Stores a hand-off. */
export async function insertHandoff(db: Kysely<Database>, handoff: NewHandoff): Promise<void> {
  await db
    .insertInto('cart_handoffs')
    .values({ ref_hash: handoff.refHash, lines: JSON.stringify(handoff.lines), address: handoff.address, expires_at: handoff.expiresAt })
    .execute();
}

/** The lines of a live hand-off, or undefined when the reference is unknown or past its time. */
export async function findLiveHandoff(db: Kysely<Database>, refHash: string): Promise<HandoffLines | undefined> {
  const row = await db
    .selectFrom('cart_handoffs')
    .select('lines')
    .where('ref_hash', '=', refHash)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.lines;
}
