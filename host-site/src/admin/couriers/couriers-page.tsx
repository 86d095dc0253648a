import { couriersOperations, localizeDigits } from '@candleshop/core';
import { Isolated, useI18n, useQuery } from '@candleshop/ui';
import { accountQueries } from '../../api.js';
import { DataTable } from '../../frame/data-table.js';
import { LoadFailure } from '../../frame/query-status.js';
import { useLocalPath } from '../../local-path.js';
import { useStaffReads } from '../use-admin.js';
import { CourierActiveButton } from './courier-active.js';
import { CourierForm } from './courier-form.js';

const HEADINGS = ['admin.couriers.name', 'admin.couriers.phone', 'admin.couriers.status', 'admin.couriers.runs', 'admin.couriers.actions'];

/**
 * /admin/couriers (issue 36): the couriers runs are built with, the active first, each opening
 * their runs; the owner adds, deactivates and activates them (staff read the list).
 */
export function CouriersPage({ owner }: { owner: boolean }) {
  const { t, lang } = useI18n();
  const to = useLocalPath();
  const list = useQuery(accountQueries, couriersOperations.AdminCouriers, {}, lang, useStaffReads());
  const couriers = list.data?.adminCouriers;
  return (
    <section aria-labelledby="admin-couriers">
      <h2 id="admin-couriers">{t('admin.couriers.title')}</h2>
      <p>{t('admin.couriers.intro')}</p>
      {list.error ? <LoadFailure error={list.error} retry={list.retry} /> : null}
      {!couriers && !list.error ? <p role="status">{t('common.loading')}</p> : null}
      {couriers && couriers.length === 0 ? <p className="muted">{t('admin.couriers.none')}</p> : null}
      {couriers && couriers.length > 0 ? (
        <div aria-busy={list.loading || undefined}>
          <DataTable label={t('admin.couriers.title')} headings={owner ? HEADINGS : HEADINGS.slice(0, -1)}>
            {couriers.map((courier) => (
              <tr key={`${courier.id}-${courier.version}`}>
                <th scope="row">
                  <a href={to(`/admin/couriers/${courier.id}`)} aria-label={t('admin.couriers.open', { name: courier.name })}>
                    {courier.name}
                  </a>
                </th>
                <td>{courier.phone ? <Isolated>{localizeDigits(courier.phone, lang)}</Isolated> : <span className="muted">{t('admin.couriers.noPhone')}</span>}</td>
                <td>{t(courier.active ? 'admin.couriers.active' : 'admin.couriers.inactive')}</td>
                <td>{localizeDigits(String(courier.runCount), lang)}</td>
                {owner ? (
                  <td>
                    <CourierActiveButton courier={courier} onChanged={() => list.retry()} />
                  </td>
                ) : null}
              </tr>
            ))}
          </DataTable>
        </div>
      ) : null}
      {owner ? <CourierForm onSaved={() => list.retry()} /> : null}
    </section>
  );
}
