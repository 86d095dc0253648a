import type { Transaction } from 'kysely';
import { answerConfirmationRow, saleOf, saleStatus } from '../../db/repositories/confirmations/confirmations.js';
import { answerUnansweredCycle } from '../../db/repositories/refill-plans/plan-cycles.js';
import { recordSaleEvent } from '../../db/repositories/sale-life/sale-events.js';
import type { Database } from '../../db/types.js';
import type { SaleConfirmationRow } from '../../db/tables/confirmations.js';
import { refused } from '../../errors.js';
import { cancelUnpaidRefill } from '../refills/refill-cancel.js';
import { cancelUnpaidOrderIn } from '../sales/order-cancel.js';
import { cancelUnpaidTicketIn } from '../tickets/ticket-cancel.js';

/** The customer's one answer. */
export type ConfirmationAnswer = 'confirm' | 'cancel';

/** Why a sale was cancelled by its customer's answer (orders' and tickets' cancel_reason). */
export const CUSTOMER_CANCELLED = 'customer.cancelled';

/**
 * Records the answer to a locked confirmation row in the caller's transaction: a sale confirmed
 * stays as it is, marked confirmed; a sale cancelled is released exactly as its own cancel releases
 * it (an order's stock and discount code, a ticket's seats; a refill request holds nothing). A
 * sale no longer pending (accepted, paid, or cancelled meanwhile) cannot be cancelled by the link.
 * @throws confirmation.answered (extensions.status) when it was answered before;
 *   confirmation.closed when the sale is no longer open to the answer
 */
export async function answerLocked(trx: Transaction<Database>, row: SaleConfirmationRow, answer: ConfirmationAnswer, now: Date): Promise<void> {
  if (row.status !== 'awaiting') throw refused('confirmation.answered', { status: row.status });
  const sale = saleOf(row);
  if (answer === 'cancel') {
    const released =
      sale.kind === 'order'
        ? await cancelUnpaidOrderIn(trx, sale.id, { reason: CUSTOMER_CANCELLED })
        : sale.kind === 'ticket'
          ? await cancelUnpaidTicketIn(trx, sale.id, { reason: CUSTOMER_CANCELLED })
          : await cancelUnpaidRefill(trx, sale.id);
    if (!released) throw refused('confirmation.closed');
  } else {
    const status = await saleStatus(trx, sale.kind, sale.id);
    if (status !== 'pending' && status !== 'accepted') throw refused('confirmation.closed');
  }
  if (!(await answerConfirmationRow(trx, row.id, answer === 'confirm' ? 'confirmed' : 'cancelled', now))) {
    throw refused('confirmation.answered', { status: row.status });
  }
  // The customer's yes is the sale's confirmed event (issue 34 item 2); its no, the cancel's.
  if (answer === 'confirm') await recordSaleEvent(trx, { type: 'confirmed', kind: sale.kind, id: sale.id });
  // Issue 37 item 1: a refill plan's cycle placed for a call is answered with its request.
  if (sale.kind === 'refill') await answerUnansweredCycle(trx, sale.id, answer === 'confirm' ? 'confirmed' : 'skipped', now);
}
