import { deliveryOperations, formatPrice, localizeDigits } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { accountQueries } from '../../api.js';
import { DataTable } from '../../frame/data-table.js';
import { AdminList } from '../admin-list.js';
import { openWithSearch, pageOf } from '../admin-search.js';
import { useStaffReads } from '../use-admin.js';
import { differenceText } from './delivery-text.js';
import { RunDayLink } from './run-day-link.js';
import { NewRunForm } from './new-run-form.js';

/** /admin/delivery-runs (issue 28 item 2): build a run, and every run with its cash and any difference flagged. */
export function DeliveryRunsPage({ search }: { search: Record<string, string> }) {
  const { t, lang } = useI18n();
  const list = useQuery(accountQueries, deliveryOperations.AdminDeliveryRuns, { page: pageOf(search) }, lang, useStaffReads());
  const page = list.data?.adminDeliveryRuns;
  const headings = [
    'admin.delivery.columns.date',
    'admin.delivery.columns.courier',
    'admin.delivery.columns.city',
    'admin.delivery.columns.stops',
    'admin.delivery.columns.cash',
    'admin.delivery.columns.status',
    'admin.delivery.columns.difference',
  ];
  return (
    <section aria-labelledby="admin-delivery-runs">
      <h2 id="admin-delivery-runs">{t('admin.delivery.title')}</h2>
      <NewRunForm />
      <AdminList query={list} page={page} none="admin.delivery.none" onPage={(number) => openWithSearch('/admin/delivery-runs', search, { page: String(number) })}>
        {(items) => (
          <DataTable headings={headings} label={t('admin.delivery.title')}>
            {items.map((run) => {
              const difference = differenceText(t, lang, run.cashDifference);
              return (
                <tr key={run.id}>
                  <td>
                    <RunDayLink run={run} />
                  </td>
                  <td>{run.courier}</td>
                  <td>{run.city.name}</td>
                  <td>{localizeDigits(String(run.stopCount), lang)}</td>
                  <td>{formatPrice(run.cashExpected, lang)}</td>
                  <td>{t(`admin.delivery.statuses.${run.status}`)}</td>
                  <td>{difference ? <strong className="admin-flag">{difference}</strong> : run.status === 'closed' ? t('admin.delivery.reconciliation.matches') : ''}</td>
                </tr>
              );
            })}
          </DataTable>
        )}
      </AdminList>
    </section>
  );
}
