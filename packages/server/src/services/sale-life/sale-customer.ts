import { DEFAULT_LANG, isLang, type Lang } from '@candleshop/rules';
import type { Kysely } from 'kysely';
import { findAdminRequest } from '../../db/repositories/requests/admin-requests.js';
import { findAdminOrder } from '../../db/repositories/sales/admin-orders.js';
import { findAccountContact } from '../../db/repositories/whitelabel/white-label-requests.js';
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

/** What a sale's row says of its buyer: an account, or the guest's typed contact. */
export interface BuyerColumns {
  user_id: number | null;
  guest_name?: string | null;
  guest_email: string | null;
  guest_phone?: string | null;
}

/**
 * The buyer's contact as the sale was placed with it: the account's (its name and email), or what
 * the guest typed; undefined for an account that is gone or a guest without an email.
 */
export async function findBuyerContact(db: Kysely<Database>, row: BuyerColumns): Promise<{ name: string; email: string; phone: string | null } | undefined> {
  if (row.user_id !== null) return findAccountContact(db, row.user_id);
  return row.guest_email ? { name: row.guest_name ?? '', email: row.guest_email, phone: row.guest_phone ?? null } : undefined;
}

/** The language a sale's own mails are written in: the one it was placed in (the shop's default for a stored word it does not know). */
export const saleLang = (lang: string): Lang => (isLang(lang) ? lang : DEFAULT_LANG);
