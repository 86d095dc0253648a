import { sql, type Kysely } from 'kysely';
import type { Database } from '../../types.js';
import type { HandoffLines } from '../../tables/handoffs.js';

/** A hand-off to store: the hash of its reference, its lines, who made it and until when. */
export interface NewHandoff {
  refHash: string;
  lines: HandoffLines;
  /** The partner whose page made it (issue 26 item 2), or null. */
  partnerId: number | null;
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
    .values({
      ref_hash: handoff.refHash,
      lines: JSON.stringify(handoff.lines),
      partner: handoff.partnerId === null ? null : String(handoff.partnerId),
      address: handoff.address,
      expires_at: handoff.expiresAt,
    })
    .execute();
}

/**
 * Opens a live hand-off: the first open stamps `opened_at`, and the reference opens again only
 * until `reopenMs` after that (migration 050); answers its lines and partner, or undefined when
 * the reference is unknown, past its time or used. One UPDATE, so two opens at once stamp it once.
 */
export async function openLiveHandoff(
  db: Kysely<Database>,
  refHash: string,
  reopenMs: number,
): Promise<{ lines: HandoffLines; partnerId: number | null } | undefined> {
  const row = await db
    .updateTable('cart_handoffs')
    .set({ opened_at: sql<Date>`coalesce(opened_at, now())` })
    .where('ref_hash', '=', refHash)
    .where('expires_at', '>', sql<Date>`now()`)
    .where((eb) => eb.or([eb('opened_at', 'is', null), eb('opened_at', '>', sql<Date>`now() - make_interval(secs => ${reopenMs / 1000})`)]))
    .returning(['lines', 'partner'])
    .executeTakeFirst();
  // The reserved text column (migration 026) holds the partner's id.
  return row && { lines: row.lines, partnerId: row.partner === null ? null : Number(row.partner) };
}
