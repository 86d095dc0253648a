import { putBackOnGiftCard } from '../../db/repositories/gift-cards/gift-cards.js';
import { drawsOfSale, recordLedgerEntry } from '../../db/repositories/gift-cards/gift-card-ledger.js';
import type { Payable } from '../../db/tables/payments.js';
import { inTransaction, type Db } from '../../db/in-transaction.js';

/**
 * Gives back what a cancelled, refused or refunded sale drew from its gift cards (issue 35 item 2),
 * once: each give-back is a `given_back` ledger row the unique (card, entry, sale) lets in once,
 * and only the row that got in puts the amount back, so parallel or repeated calls give back once.
 * A voided card gets its amount back too (the ledger stays whole; it still cannot be spent).
 * @returns the integer IQD given back now (0 when nothing was drawn or it was given back before)
 */
export function giveBackGiftCards(db: Db, sale: Payable): Promise<number> {
  return inTransaction(db, async (trx) => {
    let given = 0;
    for (const { cardId, amount } of await drawsOfSale(trx, sale)) {
      if (!(await recordLedgerEntry(trx, { card_id: cardId, entry: 'given_back', amount, sale_kind: sale.kind, sale_id: sale.id }))) continue;
      await putBackOnGiftCard(trx, cardId, amount);
      given += amount;
    }
    return given;
  });
}
