import { formatDate, formatPrice, localizeDigits, nationalPhone, refillPlanOperations as ops, statusKey } from '@candleshop/core';
import { Isolated, useI18n, useQuery } from '@candleshop/ui';
import { accountQueries } from '../../api.js';
import { DataTable } from '../../frame/data-table.js';
import { QueryStatus } from '../../frame/query-status.js';
import { useLocalPath } from '../../local-path.js';
import { useStaffReads } from '../use-admin.js';

/**
 * /admin/plan-cycles (issue 37 item 1): the refills the customers' plans make in the next 30
 * days, by day: those announced with the customer's answer and placed request, and those the
 * active plans will announce. A confirmed one is a refill request, handled from its page.
 */
export function PlanCyclesPage() {
  const { t, lang } = useI18n();
  const to = useLocalPath();
  const list = useQuery(accountQueries, ops.AdminPlanCycles, {}, lang, useStaffReads());
  const rows = list.data?.adminPlanCycles;
  return (
    <section aria-labelledby="admin-plan-cycles">
      <h2 id="admin-plan-cycles">{t('adminPlans.title')}</h2>
      <p>{t('adminPlans.intro')}</p>
      {!rows ? (
        <QueryStatus error={list.error} retry={list.retry} />
      ) : !rows.length ? (
        <p>{t('adminPlans.none')}</p>
      ) : (
        <DataTable
          label={t('adminPlans.title')}
          headings={[
            'adminPlans.columns.day',
            'adminPlans.columns.customer',
            'adminPlans.columns.phone',
            'adminPlans.columns.place',
            'adminPlans.columns.status',
            'adminPlans.columns.request',
            'adminPlans.columns.total',
          ]}
        >
          {rows.map((row) => (
            <tr key={`${row.planId}-${row.dueOn}`} data-plan={row.planId}>
              <td>{formatDate(row.dueOn, lang)}</td>
              <td>
                <Isolated dir="auto">{row.name}</Isolated>
              </td>
              <td>
                <a href={`tel:${row.phone.replace(/[^\d+]/g, '')}`} aria-label={t('adminPlans.callNumber', { name: row.name, phone: nationalPhone(row.phone) })}>
                  <Isolated>{nationalPhone(row.phone)}</Isolated>
                </a>
              </td>
              <td>{t(row.pickup ? 'adminPlans.pickup' : 'adminPlans.delivery')}</td>
              <td>{t(`adminPlans.statuses.${row.status}`)}</td>
              <td>
                {row.refillId ? (
                  <>
                    <a href={to(`/admin/requests/refill/${encodeURIComponent(row.refillId)}`)}>{t('adminPlans.request', { id: localizeDigits(row.refillId, lang) })}</a>
                    {row.refillStatus ? (
                      <>
                        <br />
                        <span className="muted">{t(statusKey(row.refillStatus))}</span>
                      </>
                    ) : null}
                  </>
                ) : (
                  <span className="muted">{t('adminPlans.noRequest')}</span>
                )}
              </td>
              <td>{row.total === null ? '' : formatPrice(row.total, lang)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
