import type { Kysely, Transaction } from 'kysely';
import { recordSaleEvent } from '../../db/repositories/sale-life/sale-events.js';
import type { Database } from '../../db/types.js';
import type { Payable, PayableKind } from '../../db/tables/payments.js';
import { PERSONALIZED_STATUSES } from '../personalized/personalized-status.js';
import { SALE_STATUSES } from '../sales/sale-status.js';
import { SUBSCRIPTION_STATUSES } from '../subscriptions/subscription-status.js';
import { saleEventKey, type StatusMove } from './sale-events.js';
import type { StateMachine } from './state-machine.js';

/** Each kind of sale's status table (refill requests and tickets share the order's). */
export const SALE_MACHINES: Record<PayableKind, StateMachine<string>> = {
  order: SALE_STATUSES as StateMachine<string>,
  refill: SALE_STATUSES as StateMachine<string>,
  ticket: SALE_STATUSES as StateMachine<string>,
  personalized: PERSONALIZED_STATUSES as StateMachine<string>,
  subscription: SUBSCRIPTION_STATUSES as StateMachine<string>,
};

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Records the events a staff move of `sale` is, in the transaction that made the move (a move at a
 * version, which does not go through sale-status.ts): the event of the status moved into, if any;
 * `becamePaid`: the move also made it paid (a cash order completed, issue 28 item 5), which is its
 * paid event too; and last its `moved` event, whose handler mails the customer after the others.
 */
export async function recordMove(trx: Db, sale: Payable, move: StatusMove, becamePaid = false): Promise<void> {
  const type = SALE_MACHINES[sale.kind].eventOf(move.to);
  if (becamePaid) await recordSaleEvent(trx, { type: 'paid', kind: sale.kind, id: sale.id });
  if (type) await recordSaleEvent(trx, { type, kind: sale.kind, id: sale.id });
  await recordMoved(trx, sale, move);
}

/** Records a staff move the customer is mailed and that is no event of the status table (a subscription's box). */
export async function recordMoved(trx: Db, sale: Payable, move: StatusMove): Promise<void> {
  await recordSaleEvent(trx, saleEventKey({ type: 'moved', kind: sale.kind, id: sale.id, move }));
}
