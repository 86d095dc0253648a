import { useState, type FormEvent } from 'react';
import { adminOperations, formatPrice, localizeDigits, nationalPhone, PAYMENT_METHODS, placesOperations } from '@candleshop/core';
import { Isolated, useI18n, useQuery } from '@candleshop/ui';
import { accountQueries, publicClient } from '../../api.js';
import { useLocalPath } from '../../local-path.js';
import { AdminList } from '../admin-list.js';
import { DataTable } from '../../frame/data-table.js';
import { dateTime } from '../admin-parts.js';
import { openWithSearch, pageOf } from '../admin-search.js';
import { ConfirmationLabel } from '../confirmation-state.js';
import { RefundLines } from '../refunds-due.js';
import { statusLabel } from '../status-label.js';
import { useStaffReads } from '../use-admin.js';
import { paymentLabel } from './payment-label.js';

/** SPEC §3 Order: every status an order can be in. */
export const ORDER_STATUSES = ['pending', 'accepted', 'being prepared', 'being delivered', 'ready for pickup', 'completed', 'rejected', 'cancelled'];

const FILTERS = ['status', 'from', 'to', 'method', 'paid', 'city', 'search'] as const;

/** The list's filter from the address: only the parameters it knows, paid as a boolean. */
function filterOf(search: Record<string, string>) {
  const filter: Record<string, string | boolean> = {};
  for (const name of FILTERS) if (search[name]) filter[name] = search[name]!;
  if (search.paid) filter.paid = search.paid === 'yes';
  return filter;
}

/** /admin/orders: the orders, those owing a refund first, then newest first, filtered and paged on the server. */
export function OrdersPage({ search }: { search: Record<string, string> }) {
  const { t, lang } = useI18n();
  const to = useLocalPath();
  const list = useQuery(accountQueries, adminOperations.AdminOrders, { filter: filterOf(search), page: pageOf(search) }, lang, useStaffReads());
  const page = list.data?.adminOrders;
  return (
    <section aria-labelledby="admin-orders">
      <h2 id="admin-orders">{t('admin.nav.orders')}</h2>
      <OrderFilters search={search} />
      <AdminList query={list} page={page} none="admin.orders.none" onPage={(number) => openWithSearch('/admin/orders', search, { page: String(number) })}>
        {(items) => (
          <DataTable headings={['admin.orders.number', 'admin.orders.date', 'admin.customer.title', 'admin.orders.status', 'admin.orders.total', 'admin.orders.payment']}>
            {items.map(({ order, customer, refundsDue, confirmation }) => (
              <tr key={order.id} data-refund={refundsDue.length ? 'due' : undefined}>
                <td>
                  <a href={to(`/admin/orders/${order.id}`)}>{t('admin.orders.open', { id: localizeDigits(order.id, lang) })}</a>
                </td>
                <td>{dateTime(order.date, lang)}</td>
                <td>
                  <Isolated dir="auto">{customer.name}</Isolated>
                  <br />
                  <span className="muted">
                    <Isolated>{customer.phone && nationalPhone(customer.phone)}</Isolated>
                  </span>
                </td>
                <td data-status={order.status}>
                  {statusLabel(t, order.status)}
                  {confirmation ? (
                    <>
                      <br />
                      <ConfirmationLabel confirmation={confirmation} />
                    </>
                  ) : null}
                </td>
                <td>{formatPrice(order.total, lang)}</td>
                <td>
                  {paymentLabel(t, order)}
                  <RefundLines refunds={refundsDue} />
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </AdminList>
    </section>
  );
}

/** The orders' filters; applied by the button (or Enter), kept in the address. */
function OrderFilters({ search }: { search: Record<string, string> }) {
  const { t, lang } = useI18n();
  const [draft, setDraft] = useState<Record<string, string>>(() => Object.fromEntries(FILTERS.map((name) => [name, search[name] ?? ''])));
  const cities = useQuery(publicClient, placesOperations.Cities, {}, lang).data?.cities ?? [];
  const set = (name: string) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setDraft((current) => ({ ...current, [name]: value }));
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    openWithSearch('/admin/orders', {}, draft);
  };
  const select = (name: string, label: string, options: { value: string; label: string }[]) => (
    <div className="field">
      <label htmlFor={`admin-filter-${name}`}>{label}</label>
      <select id={`admin-filter-${name}`} value={draft[name]} onChange={set(name)}>
        <option value="">{t('admin.filters.any')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form className="admin-filters" role="search" aria-label={t('admin.filters.label')} onSubmit={apply}>
      <div className="field">
        <label htmlFor="admin-filter-search">{t('admin.filters.search')}</label>
        <input id="admin-filter-search" type="search" value={draft.search} onChange={set('search')} />
      </div>
      {select(
        'status',
        t('admin.orders.status'),
        ORDER_STATUSES.map((status) => ({ value: status, label: statusLabel(t, status) })),
      )}
      {select(
        'method',
        t('admin.filters.method'),
        PAYMENT_METHODS.map((method) => ({ value: method, label: t(`payment.methods.${method}`) })),
      )}
      {select('paid', t('admin.filters.paid'), [
        { value: 'yes', label: t('admin.paid') },
        { value: 'no', label: t('admin.unpaid') },
      ])}
      {select(
        'city',
        t('admin.filters.city'),
        cities.map((city) => ({ value: city.id, label: city.name })),
      )}
      <div className="field">
        <label htmlFor="admin-filter-from">{t('admin.filters.from')}</label>
        <input id="admin-filter-from" type="date" value={draft.from} onChange={set('from')} />
      </div>
      <div className="field">
        <label htmlFor="admin-filter-to">{t('admin.filters.to')}</label>
        <input id="admin-filter-to" type="date" value={draft.to} onChange={set('to')} />
      </div>
      <button type="submit" className="button">
        {t('admin.filters.apply')}
      </button>
    </form>
  );
}
