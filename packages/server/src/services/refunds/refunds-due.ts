import { shopDateTime } from '@candleshop/rules';
import type { Kysely } from 'kysely';
import { findRefundsDue } from '../../db/repositories/sales/payments.js';
import type { Database } from '../../db/types.js';
import type { Payable } from '../../db/tables/payments.js';

/** The schema's RefundDue. */
export interface RefundDueView {
  amount: number;
  provider: string;
  transaction: string;
  date: string;
}

/** What the shop owes back for a sale (SECURITY A3): each PAID_NEEDS_REFUND payment's amount, provider and transaction. */
export async function refundsDue(db: Kysely<Database>, payable: Payable): Promise<RefundDueView[]> {
  return (await findRefundsDue(db, payable)).map((row) => ({ amount: row.amount, provider: row.gateway, transaction: row.gateway_txn_id, date: shopDateTime(row.updated_at) }));
}
