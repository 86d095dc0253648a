import type { Kysely } from 'kysely';
import { findAdminRequest } from '../../db/repositories/requests/admin-requests.js';
import { findAdminOrder } from '../../db/repositories/sales/admin-orders.js';
import type { Database } from '../../db/types.js';
import { orderCustomer, requestCustomer, type CustomerView } from '../accounts/customer-view.js';
import { requestLink } from '../requests/request-kinds.js';
import type { SaleOf } from './sale-events.js';

/** Who a sale's mails go to, and the customer's page of the sale. */
export interface SaleCustomer {
  customer: CustomerView;
  /** An account's page of the sale; a guest's order page (its address in the link); null for a guest's request. */
  link: string | null;
}

/** The customer of a sale as its handlers mail them (the back office's view of it); undefined when there is no such sale. */
export async function findSaleCustomer(db: Kysely<Database>, publicUrl: string, sale: SaleOf): Promise<SaleCustomer | undefined> {
  if (sale.kind === 'order') {
    const row = await findAdminOrder(db, sale.id);
    if (!row) return undefined;
    const link = row.user_id === null ? `${publicUrl}/orders/${row.uuid}?email=${encodeURIComponent(row.guest_email ?? '')}` : `${publicUrl}/orders/${row.id}`;
    return { customer: orderCustomer(row), link };
  }
  const row = await findAdminRequest(db, sale.kind, sale.id);
  return row && { customer: requestCustomer(row), link: requestLink(sale.kind, publicUrl, sale.id, row.user_id !== null) };
}
