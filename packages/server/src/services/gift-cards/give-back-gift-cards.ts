import { putBackOnGiftCard } from '../../db/repositories/gift-cards/gift-cards.js';
import { lockDrawsOfSale, recordLedgerEntry } from '../../db/repositories/gift-cards/gift-card-ledger.js';
import type { Payable } from '../../db/tables/payments.js';
import { inTransaction, type Db } from '../../db/in-transaction.js';

/** How much of a give-back, and who asked for it (a refund's staff member and reason). */
export interface GiveBackOptions {
  /** At most this much, integer IQD; everything still drawn when absent (a cancel or refusal). */
  upTo?: number;
  staffUserId?: number;
  reason?: string;
}

/**
 * Gives back what a cancelled, refused or refunded sale drew from its gift cards (issue 35 item 2),
 * never more than it drew: the sale's `drawn` rows are locked, what each card has not had back yet
 * is read under that lock, and each part given is a `given_back` ledger row with the amount put
 * back on its card, card by card in id order up to `upTo`. Parallel or repeated calls wait on the
 * lock and give back only what is left, so a whole give-back happens once. A voided card gets its
 * amount back too (the ledger stays whole; it still cannot be spent).
 * @returns the integer IQD given back now (0 when nothing was drawn or all was given back before)
 */
export function giveBackGiftCards(db: Db, sale: Payable, options: GiveBackOptions = {}): Promise<number> {
  return inTransaction(db, async (trx) => {
    const budget = options.upTo ?? Number.POSITIVE_INFINITY;
    let given = 0;
    for (const { cardId, amount } of await lockDrawsOfSale(trx, sale)) {
      const part = Math.min(amount, budget - given);
      if (part <= 0) continue;
      await recordLedgerEntry(trx, {
        card_id: cardId,
        entry: 'given_back',
        amount: part,
        sale_kind: sale.kind,
        sale_id: sale.id,
        staff_user_id: options.staffUserId ?? null,
        reason: options.reason ?? null,
      });
      await putBackOnGiftCard(trx, cardId, part);
      given += part;
    }
    return given;
  });
}
