import { couriersOperations, formatPrice, localizeDigits } from '@candleshop/core';
import { Isolated, useI18n, useQuery } from '@candleshop/ui';
import { accountQueries } from '../../api.js';
import { DataTable } from '../../frame/data-table.js';
import { RecordStatus } from '../../frame/query-status.js';
import { useLocalPath } from '../../local-path.js';
import { AdminList } from '../admin-list.js';
import { AuditList } from '../admin-parts.js';
import { openWithSearch, pageOf } from '../admin-search.js';
import { RunDayLink } from '../delivery/run-day-link.js';
import { useStaffReads } from '../use-admin.js';
import { CourierActiveButton } from './courier-active.js';
import { CourierForm } from './courier-form.js';

const RUN_HEADINGS = ['admin.couriers.columns.date', 'admin.couriers.columns.orders', 'admin.couriers.columns.expected', 'admin.couriers.columns.collected', 'admin.couriers.columns.status'];

/** /admin/couriers/:id (issue 36): a courier's facts, their runs with the cash of each, the owner's changes and the audit log. */
export function CourierPage({ id, owner, search }: { id: string; owner: boolean; search: Record<string, string> }) {
  const { t, lang } = useI18n();
  const to = useLocalPath();
  const query = useQuery(accountQueries, couriersOperations.AdminCourier, { id, page: pageOf(search) }, lang, useStaffReads());
  const courier = query.data?.adminCourier;
  if (!courier) return <RecordStatus query={query} notFound="errors.notFound" />;
  return (
    <section aria-labelledby="admin-courier">
      <p>
        <a href={to('/admin/couriers')}>{t('admin.couriers.title')}</a>
      </p>
      <h2 id="admin-courier">{courier.name}</h2>
      <p>
        {courier.phone ? <Isolated>{localizeDigits(courier.phone, lang)}</Isolated> : t('admin.couriers.noPhone')} · {t(courier.active ? 'admin.couriers.active' : 'admin.couriers.inactive')}
      </p>
      <h3>{t('admin.couriers.runsTitle')}</h3>
      <AdminList query={query} page={courier.runs} none="admin.couriers.noRuns" onPage={(number) => openWithSearch(`/admin/couriers/${id}`, search, { page: String(number) })}>
        {(runs) => (
          <DataTable headings={RUN_HEADINGS} label={t('admin.couriers.runsTitle')}>
            {runs.map((run) => (
              <tr key={run.id}>
                <td>
                  <RunDayLink run={run} />
                </td>
                <td>{localizeDigits(String(run.stopCount), lang)}</td>
                <td>{formatPrice(run.cashExpected, lang)}</td>
                <td>{formatPrice(run.cashCollected, lang)}</td>
                <td>{t(`admin.delivery.statuses.${run.status}`)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </AdminList>
      {owner ? (
        <>
          <CourierActiveButton courier={courier} onChanged={() => query.retry()} />
          <CourierForm key={courier.version} courier={courier} onSaved={() => query.retry()} />
        </>
      ) : null}
      <AuditList audit={courier.audit} />
    </section>
  );
}
