import type { Kysely } from 'kysely';
import { countLiveEntriesOf, lockPlacer } from '../../db/repositories/sales/holds.js';
import { lockCustomer } from '../../db/repositories/sales/carts.js';
import { insertWaitlistEntry } from '../../db/repositories/waitlist/waitlist.js';
import type { Database, Lang } from '../../db/types.js';
import { notFound, refused } from '../../errors.js';
import { phoneNeeded } from '../sales/buyer.js';
import { checkHoldCaps } from '../sales/hold-caps.js';
import { DEFAULT_HOLD_LIMITS, type HoldLimits } from '../sales/hold-limits.js';

/** Live entries (waiting, or offered with seats held) one account, email or phone may have (SECURITY-REVIEW-2 N2). */
export const MAX_LIVE_ENTRIES = 2;

/** Who joins a waiting list, its arguments already parsed. */
export interface WaitlistJoin {
  /** The tier's id. */
  tierId: number;
  people: number;
  name: string;
  email: string;
  phone: string;
  /**
   * The signed-in customer, who joins under the account's own contact (SECURITY-REVIEW-2 N2);
   * absent for a guest, who passes the human check with `token`, as an unverified account does.
   */
  userId?: number;
  token?: string | null;
}

/** One join of a tier's waiting list, its tier (of `workshopId`) already checked. */
export type WaitlistEntryInput = Omit<WaitlistJoin, 'token'> & { workshopId: number };

/**
 * Writes a waiting-list entry under the limits of SECURITY-REVIEW-2 N2: a signed-in customer joins
 * under the account's own name, email and phone (never strangers' addresses, which offers would
 * mail and hold seats for); at most MAX_LIVE_ENTRIES live entries per account, email or phone;
 * and live entries count in the unpaid tickets' cap. All under the locks the caps take, so
 * parallel joins cannot slip past together.
 * @throws `Unauthorized.phone` for an account without a phone; waitlist.limit; ticket.openLimit
 */
export async function enterWaitlist(db: Kysely<Database>, entry: WaitlistEntryInput, options: { lang: Lang; holds?: HoldLimits }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const account = entry.userId === undefined ? undefined : await lockCustomer(trx, entry.userId);
    if (entry.userId !== undefined && !account) throw notFound();
    if (account && !account.phone) throw phoneNeeded();
    const contact = account ? { name: account.name, email: account.email, phone: account.phone! } : entry;
    // The contact's locks (a guest's caps take the same), then the account's in checkHoldCaps.
    await lockPlacer(trx, { email: contact.email, phone: contact.phone });
    if ((await countLiveEntriesOf(trx, { userId: entry.userId, email: contact.email, phone: contact.phone })) >= MAX_LIVE_ENTRIES) {
      throw refused('waitlist.limit', { limit: MAX_LIVE_ENTRIES });
    }
    const placer = entry.userId === undefined ? { email: contact.email, phone: contact.phone } : { userId: entry.userId };
    await checkHoldCaps(trx, 'ticket', placer, options.holds ?? DEFAULT_HOLD_LIMITS);
    await insertWaitlistEntry(trx, {
      workshop_id: entry.workshopId,
      workshop_ticket_id: entry.tierId,
      user_id: entry.userId ?? null,
      name: contact.name,
      email: contact.email,
      phone: contact.phone,
      people: entry.people,
      lang: options.lang,
    });
  });
}
