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
export async function moveLocalTransaction(
  db: Kysely<Database>,
  gateway: Gateway,
  id: string,
  from: string,
  to: string,
  secretToken?: string,
): Promise<boolean> {
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
