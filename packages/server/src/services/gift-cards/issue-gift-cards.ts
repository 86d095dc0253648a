import { insertGiftCard } from '../../db/repositories/gift-cards/gift-cards.js';
import { recordLedgerEntry } from '../../db/repositories/gift-cards/gift-card-ledger.js';
import { findGiftCardOrder } from '../../db/repositories/gift-cards/gift-card-sales.js';
import type { Payable } from '../../db/tables/payments.js';
import { inTransaction, type Db } from '../../db/in-transaction.js';
import { giftCardHash, lastFourOf, newGiftCardCode } from './gift-card-codes.js';

/** A card just issued, with the code only this answer carries (for the recipient's mail). */
export interface IssuedGiftCard {
  id: number;
  code: string;
  amount: number;
  /** The sale's line (an order item's id) and which unit of it. */
  line: number;
  unit: number;
}

/**
 * Issues one card per unit of every gift-card line of a paid sale (issue 35 item 1), each for its
 * line's unit price, with its `issued` ledger row. Idempotent: a unit issued before is skipped
 * (the unique (sale, line, unit)), so calling it twice, or twice at once, issues nothing more.
 * The codes are answered only here, never stored: send them on, or they are lost.
 * @example const cards = await issueGiftCards(trx, { kind: 'order', id: order.id });
 */
export function issueGiftCards(db: Db, sale: Payable): Promise<IssuedGiftCard[]> {
  // Only orders sell products; the other sales have no gift-card lines.
  if (sale.kind !== 'order') return Promise.resolve([]);
  return inTransaction(db, async (trx) => {
    const order = await findGiftCardOrder(trx, sale.id);
    const issued: IssuedGiftCard[] = [];
    for (const { line, quantity, unitPrice } of order?.lines ?? []) {
      if (unitPrice <= 0) continue;
      for (let unit = 1; unit <= quantity; unit += 1) {
        const code = newGiftCardCode();
        const id = await insertGiftCard(trx, {
          code_hash: giftCardHash(code),
          last4: lastFourOf(code),
          amount: unitPrice,
          balance: unitPrice,
          sale_kind: sale.kind,
          sale_id: sale.id,
          sale_line: line,
          sale_unit: unit,
          buyer_user_id: order!.userId,
          lang: order!.lang,
        });
        if (id === undefined) continue;
        await recordLedgerEntry(trx, { card_id: id, entry: 'issued', amount: unitPrice, sale_kind: sale.kind, sale_id: sale.id });
        issued.push({ id, code, amount: unitPrice, line, unit });
      }
    }
    return issued;
  });
}
