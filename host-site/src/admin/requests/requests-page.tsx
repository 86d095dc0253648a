import { useState, type FormEvent } from 'react';
import { ConfirmationLabel } from '../confirmation-state.js';
import { adminOperations, formatPrice, localizeDigits } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { accountQueries } from '../../api.js';
import { useLocalPath } from '../../local-path.js';
import { AdminList } from '../admin-list.js';
import { DataTable } from '../../frame/data-table.js';
import { dateTime } from '../admin-parts.js';
import { openWithSearch, pageOf } from '../admin-search.js';
import { RefundLines } from '../refunds-due.js';
import { statusLabel } from '../status-label.js';
import { useStaffReads } from '../use-admin.js';

/** The inbox's kinds, in the schema's words (adminRequests). */
export const REQUEST_KINDS = ['refill', 'ticket', 'whitelabel', 'personalized', 'subscription'] as const;

// Each kind's statuses (the server's rule tables), for the status filter.
const KIND_STATUSES: Record<string, readonly string[]> = {
  refill: ['pending', 'accepted', 'being prepared', 'being delivered', 'ready for pickup', 'completed', 'rejected', 'cancelled'],
  ticket: ['pending', 'accepted', 'being prepared', 'being delivered', 'ready for pickup', 'completed', 'rejected', 'cancelled'],
  whitelabel: ['pending', 'quoted', 'accepted', 'rejected', 'cancelled'],
  personalized: ['pending', 'quoted', 'accepted', 'being prepared', 'completed', 'rejected', 'cancelled'],
  subscription: ['pending', 'accepted', 'completed', 'rejected', 'cancelled'],
};

/** /admin/requests?kind=…: refills, tickets, white-label and personalized requests and subscriptions. */
export function RequestsPage({ search }: { search: Record<string, string> }) {
  const { t, lang } = useI18n();
  const to = useLocalPath();
  const kind = (REQUEST_KINDS as readonly string[]).includes(search.kind ?? '') ? search.kind! : 'refill';
  const list = useQuery(accountQueries, adminOperations.AdminRequests, { kind, status: search.status || null, search: search.search || null, page: pageOf(search) }, lang, useStaffReads());
  const page = list.data?.adminRequests;
  return (
    <section aria-labelledby="admin-requests">
      <h2 id="admin-requests">{t('admin.nav.requests')}</h2>
      <nav className="admin-tabs" aria-label={t('admin.requests.kinds')}>
        <ul>
          {REQUEST_KINDS.map((name) => (
            <li key={name}>
              <a href={to(`/admin/requests?kind=${name}`)} aria-current={name === kind ? 'page' : undefined}>
                {t(`admin.requests.kind.${name}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <RequestFilters key={kind} kind={kind} search={search} />
      <AdminList query={list} page={page} none="admin.requests.none" onPage={(number) => openWithSearch('/admin/requests', { ...search, kind }, { page: String(number) })}>
        {(items) => (
          <DataTable headings={['admin.orders.number', 'admin.orders.date', 'admin.customer.title', 'admin.orders.status', 'admin.orders.total']}>
            {items.map((request) => (
              <tr key={request.id} data-refund={request.refundsDue.length ? 'due' : undefined}>
                <td>
                  <a href={to(`/admin/requests/${kind}/${request.id}`)}>{t(`admin.requests.title.${kind}`, { id: localizeDigits(request.id, lang) })}</a>
                </td>
                <td>{dateTime(request.date, lang)}</td>
                <td>{request.customer.name}</td>
                <td data-status={request.status}>
                  {statusLabel(t, request.status)}
                  {request.confirmation ? (
                    <>
                      <br />
                      <ConfirmationLabel confirmation={request.confirmation} />
                    </>
                  ) : null}
                </td>
                <td>
                  {request.total === null ? t('admin.requests.unquoted') : formatPrice(request.total, lang)}
                  {request.total !== null ? ` · ${t(request.paid ? 'admin.paid' : 'admin.unpaid')}` : ''}
                  <RefundLines refunds={request.refundsDue} />
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </AdminList>
    </section>
  );
}

function RequestFilters({ kind, search }: { kind: string; search: Record<string, string> }) {
  const { t } = useI18n();
  const [status, setStatus] = useState(search.status ?? '');
  const [text, setText] = useState(search.search ?? '');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    openWithSearch('/admin/requests', { kind }, { status, search: text });
  };
  return (
    <form className="admin-filters" role="search" aria-label={t('admin.filters.label')} onSubmit={apply}>
      <div className="field">
        <label htmlFor="admin-request-search">{t('admin.filters.search')}</label>
        <input id="admin-request-search" type="search" value={text} onChange={(event) => setText(event.currentTarget.value)} />
      </div>
      <div className="field">
        <label htmlFor="admin-request-status">{t('admin.orders.status')}</label>
        <select id="admin-request-status" value={status} onChange={(event) => setStatus(event.currentTarget.value)}>
          <option value="">{t('admin.filters.any')}</option>
          {KIND_STATUSES[kind]!.map((value) => (
            <option key={value} value={value}>
              {statusLabel(t, value)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button">
        {t('admin.filters.apply')}
      </button>
    </form>
  );
}
