import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { findRefillOptions } from '../../db/repositories/catalogue/buying-options.js';
import { answerConfirmationRow, findConfirmationOfSale, insertConfirmation } from '../../db/repositories/confirmations/confirmations.js';
import { insertRefillRequest } from '../../db/repositories/refills/refill-requests.js';
import { recordSaleEvent } from '../../db/repositories/sale-life/sale-events.js';
import type { Database } from '../../db/types.js';
import type { RefillPlanRow } from '../../db/tables/refills.js';
import { cycleTokenHash, newCycleToken } from './plan-tokens.js';
import { priceRefillLine, refillColumns, refillIds } from '../sales/buying-rules.js';
import { placeColumns, submitColumns } from '../sales/purchase-columns.js';

/** A plan's refill line, as the refill rules read one. */
export const planLine = (plan: RefillPlanRow) => ({ containerId: plan.container_id, sizeId: plan.size_id, wickId: plan.wick_id, scentId: plan.scent_id, colorId: plan.color_id });

/** A plan's refill at today's prices (SPEC §5 Totals), integer IQD. @throws bad.request when one of its materials is gone */
export async function planPrice(trx: Kysely<Database> | Transaction<Database>, plan: RefillPlanRow): Promise<{ unitPrice: number; total: number }> {
  const line = planLine(plan);
  const unitPrice = priceRefillLine(await findRefillOptions(trx, refillIds([line])), line);
  return { unitPrice, total: unitPrice * plan.quantity };
}

/**
 * Places a cycle's refill request in the caller's transaction, at the price of this moment (a later
 * price change never reaches it), with its confirmation row: `confirmed` when the customer said yes,
 * `awaiting` and due now when they did not answer, so it is on the "call the customer" list
 * (services/confirmations) and staff confirm or cancel it for them. The row's token is known to no
 * one: the cycle's own link is the customer's. Its placed event brings the receipt; the placed
 * handler sends no second link to a sale that has its row.
 * @returns the refill request's id
 */
export async function placeCycleRequest(trx: Transaction<Database>, plan: RefillPlanRow, confirmation: 'confirmed' | 'awaiting', now: Date, expiresAt: Date): Promise<number> {
  const { unitPrice, total } = await planPrice(trx, plan);
  const id = await insertRefillRequest(trx, {
    uuid: randomUUID(),
    user_id: plan.user_id,
    ...refillColumns(planLine(plan)),
    quantity: plan.quantity,
    unit_price: unitPrice,
    total,
    method: plan.method,
    ...placeColumns({ pickup: plan.pickup, cityId: plan.city_id, address: plan.address, sellingPointId: plan.selling_point_id }),
    notes: plan.notes,
    lang: plan.lang,
    ...submitColumns(undefined, plan.method),
  });
  await insertConfirmation(trx, 'refill', id, { tokenHash: cycleTokenHash(newCycleToken()), expiresAt, callAfter: now });
  await recordSaleEvent(trx, { type: 'placed', kind: 'refill', id });
  if (confirmation === 'confirmed') {
    const row = (await findConfirmationOfSale(trx, 'refill', id))!;
    await answerConfirmationRow(trx, row.id, 'confirmed', now);
    await recordSaleEvent(trx, { type: 'confirmed', kind: 'refill', id });
  }
  return id;
}
