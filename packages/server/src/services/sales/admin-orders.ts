import type { Kysely } from 'kysely';
import { findAdminOrder, findAdminOrders, moveOrderAtVersion, type AdminOrderFilter, type AdminOrderRow } from '../../db/repositories/sales/admin-orders.js';
import { markPaidForRefund } from '../../db/repositories/sales/payments.js';
import type { Database } from '../../db/types.js';
import type { OrderStatus } from '../../db/tables/sales.js';
import { badRequest, notFound } from '../../errors.js';
import { ORDER_MOVES } from '@candleshop/rules';
import { releaseOrderStock } from './order-cancel.js';
import { orderView, type OrderView } from './order-views.js';
import { audit, type StaffActor } from '../staff/audit.js';
import { changed, moveNotAllowed } from '../status-moves.js';
import { orderCustomer, type CustomerView } from '../accounts/customer-view.js';
import { giveUpPaymentsOf, type AdminOptions } from '../staff/back-office-options.js';
import { limits, pageInfo, type PageArgs } from '../paging.js';
import { recordMove } from '../sale-life/sale-moves.js';
import { SALE_STATUSES } from './sale-status.js';

/** The schema's AdminOrder; its audit loads per field. */
export interface AdminOrderView {
  order: OrderView;
  version: number;
  moves: readonly string[];
  customer: CustomerView;
  /** The partner columns of the order (issue 26), read by AdminOrder.partner. */
  attribution: { partner_id: number | null; partner_commission_percent: string | null };
}

const view = (row: AdminOrderRow): AdminOrderView => ({
  order: orderView(row),
  version: row.version,
  moves: SALE_STATUSES.next(row.status),
  customer: orderCustomer(row),
  attribution: { partner_id: row.partner_id, partner_commission_percent: row.partner_commission_percent },
});

const isOrderStatus = (status: string): status is OrderStatus => status in ORDER_MOVES;

// Stock and a newsletter code come back when the shop turns an order down, as when a customer's
// unpaid order is cancelled (services/sales/order-cancel.ts).
const GIVES_BACK: readonly OrderStatus[] = ['cancelled', 'rejected'];

/** The back office's orders (issue 15): the filtered list, one order, and its moves. */
export function createAdminOrders(db: Kysely<Database>, options: AdminOptions) {
  return {
    async list(filter: AdminOrderFilter, page: PageArgs) {
      const { rows, total } = await findAdminOrders(db, filter, limits(page));
      return { items: rows.map(view), pageInfo: pageInfo(page, total) };
    },

    async one(id: number): Promise<AdminOrderView | null> {
      const row = await findAdminOrder(db, id);
      return row ? view(row) : null;
    },

    /**
     * Moves an order along ORDER_MOVES at the version the caller saw, with its audit row in the
     * same transaction; its moved event mails the customer (sale-life/status-mails.ts): admin.changed when it moved on meanwhile (even
     * at the same moment: the UPDATE names the version), admin.moveNotAllowed off the table.
     */
    async move(actor: StaffActor, id: number, to: string, version: number, note: string | null): Promise<AdminOrderView> {
      if (!isOrderStatus(to)) throw badRequest({ status: ['input.status.invalid'] });
      const row = await findAdminOrder(db, id);
      if (!row) throw notFound();
      if (row.version !== version) throw changed();
      if (!SALE_STATUSES.canMove(row.status, to)) throw moveNotAllowed(row.status);
      await db.transaction().execute(async (trx) => {
        const moved = await moveOrderAtVersion(trx, id, version, row.status, to);
        if (!moved) throw changed();
        await recordMove(trx, { kind: 'order', id }, { to, version: moved.version }, moved.paid && !row.paid);
        if (GIVES_BACK.includes(to)) {
          await releaseOrderStock(trx, id);
          // SECURITY A3: money already taken for a sale turned down is listed to give back.
          await markPaidForRefund(trx, { kind: 'order', id });
        }
        await audit(trx, actor, {
          subjectType: 'order',
          subjectId: id,
          action: 'move',
          note,
          before: { status: row.status, version: row.version },
          // A completed cash order became paid in the same step: the log says so.
          after: { status: moved.status, version: moved.version, ...(moved.paid !== row.paid ? { paid: moved.paid } : {}) },
        });
      });
      if (GIVES_BACK.includes(to)) await giveUpPaymentsOf(options, { kind: 'order', id });
      await options.saleLife?.settle({ kind: 'order', id });
      const after = (await findAdminOrder(db, id))!;
      const result = view(after);
      if (GIVES_BACK.includes(to)) options.catalogueChanged();
      return result;
    },
  };
}
