import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../types.js';
import type { SaleEventType, SaleKind } from '../../tables/sale-life.js';

type Db = Kysely<Database> | Transaction<Database>;

/** One event of one sale: what happened (`type`) to which payable; `ref`: which one of a type that happens more than once. */
export interface SaleEventKey {
  kind: SaleKind;
  id: number;
  type: SaleEventType;
  ref?: string;
}

/**
 * Records a sale's event in the caller's transaction, once: a second record of the same event (a
 * concurrent request that made the same change, a retry) changes nothing.
 * @returns whether this call recorded it
 */
export async function recordSaleEvent(db: Db, event: SaleEventKey): Promise<boolean> {
  const row = await db
    .insertInto('sale_events')
    .values({ kind: event.kind, sale_id: event.id, type: event.type, ref: event.ref ?? '' })
    .onConflict((conflict) => conflict.columns(['kind', 'sale_id', 'type', 'ref']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Claims events recorded and not yet dispatched, oldest first, stamping them dispatched in the
 * same statement: the row lock makes two instances' claims disjoint, so an event reaches its
 * handlers once. `sale`: only that sale's; `before`: only those recorded before then (the sweep).
 */
export async function claimSaleEvents(db: Kysely<Database>, where: { sale?: { kind: SaleKind; id: number }; before?: Date; limit?: number }): Promise<SaleEventKey[]> {
  let pending = db.selectFrom('sale_events').select('id').where('dispatched_at', 'is', null);
  if (where.sale) pending = pending.where('kind', '=', where.sale.kind).where('sale_id', '=', where.sale.id);
  if (where.before) pending = pending.where('created_at', '<', where.before);
  const rows = await db
    .updateTable('sale_events')
    .set({ dispatched_at: sql<Date>`now()` })
    .where(
      'id',
      'in',
      pending
        .orderBy('id')
        .limit(where.limit ?? 100)
        .forUpdate()
        .skipLocked(),
    )
    .where('dispatched_at', 'is', null)
    .returning(['id', 'kind', 'sale_id', 'type', 'ref'])
    .execute();
  return rows.sort((a, b) => a.id - b.id).map((row) => ({ kind: row.kind, id: row.sale_id, type: row.type, ...(row.ref ? { ref: row.ref } : {}) }));
}
