import type { Transaction } from 'kysely';
import { countOpenUnpaid, lockPlacer, openUnpaidUnits, type HeldKind, type Placer } from '../../db/repositories/sales/holds.js';
import type { Database } from '../../db/types.js';
import { refused } from '../../errors.js';
import type { HoldLimits } from './hold-limits.js';

/**
 * SECURITY-REVIEW M4: one customer (an account, or a guest by email or phone) may hold only so
 * much unpaid: at most `maxOpenUnpaid` pending, unpaid orders and refill requests (SECURITY-REVIEW-2
 * N3), tickets and live waiting-list entries counted apart (N2), and for an
 * order at most `maxUnitsPerProduct` units of a product across them. Checked in the sale's
 * transaction under a lock on the customer, so parallel sales cannot slip past together.
 * @throws `order.openLimit` / `ticket.openLimit`, or `order.unitLimit` (with the product's id)
 */
export async function checkHoldCaps(trx: Transaction<Database>, kind: HeldKind, placer: Placer, limits: HoldLimits, units: ReadonlyMap<number, number> = new Map()): Promise<void> {
  await lockPlacer(trx, placer);
  if ((await countOpenUnpaid(trx, kind, placer)) >= limits.maxOpenUnpaid) throw refused(`${kind}.openLimit`, { limit: limits.maxOpenUnpaid });
  const held = await openUnpaidUnits(trx, placer, [...units.keys()]);
  for (const [productId, wanted] of units) {
    if (wanted + (held.get(productId) ?? 0) > limits.maxUnitsPerProduct) {
      throw refused('order.unitLimit', { productId: String(productId), limit: limits.maxUnitsPerProduct });
    }
  }
}
