import { sql, type Kysely } from 'kysely';
import type { Database } from '../../types.js';
import { lockKey } from '../advisory-lock.js';
import type { HandoffLines } from '../../tables/handoff.js';

/** A hand-off to store: the hash of its reference, its lines, who made it and until when. */
export interface NewHandoff {
  refHash: string;
  lines: HandoffLines;
  /** The partner whose page made it (issue 26 item 2), or null. */
  partnerId: number | null;
  /** The client's throttle key (its /64 for IPv6). */
  address: string;
  expiresAt: Date;
}

/** Deletes the hand-offs past their time (issue 24 item 7: every row is bounded in time). */
export async function deleteExpiredHandoffs(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom('cart_handoffs')
    .where('expires_at', '<=', sql<Date>`now()`)
    .execute();
}

/**
 * Stores a hand-off only while its address holds fewer than `perAddress` live ones, in one step
 * (SECURITY-REVIEW-2 N9): an advisory lock on the address, then count and insert, so parallel
 * hand-offs never get past the cap.
 * @returns whether it was stored
 */
export async function insertHandoffWithin(db: Kysely<Database>, handoff: NewHandoff, perAddress: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, 'cart-handoffs', handoff.address);
    const row = await trx
      .selectFrom('cart_handoffs')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('address', '=', handoff.address)
      .where('expires_at', '>', sql<Date>`now()`)
      .executeTakeFirstOrThrow();
    if (Number(row.count) >= perAddress) return false;
    await trx
      .insertInto('cart_handoffs')
      .values({
        ref_hash: handoff.refHash,
        lines: JSON.stringify(handoff.lines),
        partner: handoff.partnerId === null ? null : String(handoff.partnerId),
        address: handoff.address,
        expires_at: handoff.expiresAt,
      })
      .execute();
    return true;
  });
}

/**
 * Opens a live hand-off: the first open stamps `opened_at`, and the reference opens again only
 * until `reopenMs` after that (migration 050); answers its lines and partner, or undefined when
 * the reference is unknown, past its time or used. One UPDATE, so two opens at once stamp it once.
 */
export async function openLiveHandoff(db: Kysely<Database>, refHash: string, reopenMs: number): Promise<{ lines: HandoffLines; partnerId: number | null } | undefined> {
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
