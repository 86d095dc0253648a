import { isolateIn, adminOperations, formatPrice, localizeDigits, nationalPhone } from '@candleshop/core';
import { Isolated, useI18n, useQuery } from '@candleshop/ui';
import { accountQueries } from '../../api.js';
import { DataTable } from '../../frame/data-table.js';
import { QueryStatus } from '../../frame/query-status.js';
import { useLocalPath } from '../../local-path.js';
import { dateTime } from '../admin-parts.js';
import { useAdminMutation, useStaffReads } from '../use-admin.js';

// The sale pages of each kind on the call list.
const PAGES = { order: (id: string) => `/admin/orders/${id}`, refill: (id: string) => `/admin/requests/refill/${id}`, ticket: (id: string) => `/admin/requests/ticket/${id}` } as const;

/**
 * /admin/calls (issue 28 item 1): cash sales whose customer has not answered the confirmation
 * link past the call time, oldest first, each with the customer's phone as a tel: link; staff
 * record the call here, and confirm or cancel on the sale's page.
 */
export function CallListPage() {
  const { t, lang } = useI18n();
  const to = useLocalPath();
  const list = useQuery(accountQueries, adminOperations.AdminCallList, {}, lang, { ...useStaffReads(), keep: true });
  const called = useAdminMutation(adminOperations.AdminConfirmationCalled);
  const rows = list.data?.adminCallList;
  const record = async (kind: string, id: string) => {
    if (called.busy) return;
    await called.run({ kind, id });
    list.retry();
  };
  return (
    <section aria-labelledby="admin-calls">
      <h2 id="admin-calls">{t('admin.calls.title')}</h2>
      <p>{t('admin.calls.intro')}</p>
      {!rows ? (
        <QueryStatus error={list.error} retry={list.retry} />
      ) : !rows.length ? (
        <p>{t('admin.calls.none')}</p>
      ) : (
        <DataTable headings={['admin.calls.sale', 'admin.calls.placed', 'admin.calls.customer', 'admin.calls.phone', 'admin.calls.total', 'admin.calls.called', 'admin.calls.actions']}>
          {rows.map((row) => (
            <tr key={`${row.kind}-${row.id}`}>
              <td>
                <a href={to(PAGES[row.kind as keyof typeof PAGES](row.id))}>{t(`admin.calls.kinds.${row.kind}`, { id: localizeDigits(row.id, lang) })}</a>
              </td>
              <td>
                {dateTime(row.date, lang)}
                {/* Issue 36: a customer who never got the link cannot have left it unanswered. */}
                <br />
                <span className="muted">{t(row.linkSent ? 'admin.calls.unanswered' : 'admin.calls.never')}</span>
              </td>
              <td>
                <Isolated dir="auto">{row.name}</Isolated>
              </td>
              <td>
                <a href={`tel:${row.phone.replace(/[^\d+]/g, '')}`} aria-label={t('admin.calls.callNumber', { name: row.name, phone: nationalPhone(row.phone) })}>
                  <Isolated>{nationalPhone(row.phone)}</Isolated>
                </a>
              </td>
              <td>{formatPrice(row.total, lang)}</td>
              <td>{row.calledAt ? t('admin.confirmation.called', { date: dateTime(row.calledAt, lang), staff: isolateIn(lang, row.calledBy ?? '') }) : t('admin.calls.notCalled')}</td>
              <td>
                <button type="button" className="button secondary" aria-disabled={called.busy || undefined} onClick={() => void record(row.kind, row.id)}>
                  {t('admin.confirmation.recordCall')}
                </button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {called.busy ? (
        <p role="status" aria-busy="true">
          {t('admin.confirmation.saving')}
        </p>
      ) : null}
      {called.error ? <p role="alert">{t(called.error)}</p> : null}
    </section>
  );
}
