import { sql, type Kysely } from 'kysely';
import type { Database } from '../../types.js';
import type { Gateway, LocalGatewayTransactionRow } from '../../tables/payments.js';

/** A transaction a local stand-in gateway opens. */
export interface NewLocalTransaction {
  gateway: Gateway;
  id: string;
  amount: number;
  order_ref: string;
  status: string;
  lang?: string;
  secret_token?: string | null;
  return_url?: string | null;
  callback_url?: string | null;
  cancel_url?: string | null;
  expires_at: Date;
}

/** Opens a local gateway transaction. */
export async function insertLocalTransaction(db: Kysely<Database>, transaction: NewLocalTransaction): Promise<void> {
  await db.insertInto('local_gateway_transactions').values(transaction).execute();
}

/** One local gateway transaction. */
export function findLocalTransaction(db: Kysely<Database>, gateway: Gateway, id: string): Promise<LocalGatewayTransactionRow | undefined> {
  return db.selectFrom('local_gateway_transactions').selectAll().where('gateway', '=', gateway).where('id', '=', id).executeTakeFirst();
}

/** Moves a local transaction from one status to another; false when it was not in `from`. */
export async function moveLocalTransaction(db: Kysely<Database>, gateway: Gateway, id: string, from: string, to: string, secretToken?: string): Promise<boolean> {
  const row = await db
    .updateTable('local_gateway_transactions')
    .set({ status: to, updated_at: sql<Date>`now()`, ...(secretToken === undefined ? {} : { secret_token: secretToken }) })
    .where('gateway', '=', gateway)
    .where('id', '=', id)
    .where('status', '=', from)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A local stand-in gives back `amount` of a transaction in `status` (issue 28 item 3), never more
 * than it took in all; false when it could not.
 */
export async function refundLocalTransaction(db: Kysely<Database>, gateway: Gateway, id: string, status: string, amount: number): Promise<boolean> {
  const row = await db
    .updateTable('local_gateway_transactions')
    .set({ refunded: sql<number>`refunded + ${amount}`, updated_at: sql<Date>`now()` })
    .where('gateway', '=', gateway)
    .where('id', '=', id)
    .where('status', '=', status)
    .where(sql<boolean>`refunded + ${amount} <= amount`)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * SECURITY-REVIEW-2 N5: a local stand-in refunds under the merchant's reference once: a repeat of
 * the same reference answers the first refund's invoice and gives nothing back again. Null when
 * the transaction could not give `amount` back.
 */
export async function refundLocalOnce(
  db: Kysely<Database>,
  refund: { gateway: Gateway; id: string; status: string; amount: number; reference: string; invoiceId: string },
): Promise<{ invoiceId: string; repeated: boolean } | null> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('local_gateway_refunds')
      .values({ gateway: refund.gateway, reference: refund.reference, transaction_id: refund.id, amount: refund.amount, invoice_id: refund.invoiceId })
      .onConflict((conflict) => conflict.columns(['gateway', 'reference']).doNothing())
      .returning('invoice_id')
      .executeTakeFirst();
    if (!inserted) {
      const first = await trx.selectFrom('local_gateway_refunds').select('invoice_id').where('gateway', '=', refund.gateway).where('reference', '=', refund.reference).executeTakeFirstOrThrow();
      return { invoiceId: first.invoice_id, repeated: true };
    }
    if (!(await refundLocalTransaction(trx, refund.gateway, refund.id, refund.status, refund.amount))) {
      await trx.deleteFrom('local_gateway_refunds').where('gateway', '=', refund.gateway).where('reference', '=', refund.reference).execute();
      return null;
    }
    return { invoiceId: inserted.invoice_id, repeated: false };
  });
}
