import { formatNumber, formatPrice, workshopTime } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { DataTable } from '../../frame/data-table.js';
import { useLocalPath } from '../../local-path.js';
import { statusLabel } from '../status-label.js';
import type { Dashboard } from './dashboard-data.js';

/** Orders by status, best sellers, products running out, sales by channel and the next workshops. */
export function DashboardLists({ board }: { board: Dashboard }) {
  const { t, lang } = useI18n();
  const to = useLocalPath();
  const owner = board.money !== null;
  const money = (value: number | null | undefined) => (value === null || value === undefined ? '' : formatPrice(value, lang));
  const none = <p className="muted">{t('admin.dashboard.none')}</p>;
  return (
    <div className="dashboard-lists">
      <section aria-labelledby="dashboard-statuses">
        <h3 id="dashboard-statuses">{t('admin.dashboard.ordersByStatus')}</h3>
        {board.ordersByStatus.length === 0 ? (
          none
        ) : (
          <ul className="dashboard-statuses">
            {board.ordersByStatus.map((row) => (
              <li key={row.status} data-status={row.status}>
                <a href={to(`/admin/orders?status=${encodeURIComponent(row.status)}`)}>{statusLabel(t, row.status)}</a> <strong>{formatNumber(row.count, lang)}</strong>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="dashboard-sellers">
        <h3 id="dashboard-sellers">{t('admin.dashboard.bestSellers')}</h3>
        {board.bestSellers.length === 0 ? (
          none
        ) : (
          <DataTable headings={['admin.dashboard.product', 'admin.dashboard.units', ...(owner ? ['admin.dashboard.takings'] : [])]}>
            {board.bestSellers.map((row) => (
              <tr key={row.id}>
                <td>{row.title}</td>
                <td>{formatNumber(row.units, lang)}</td>
                {owner ? <td>{money(row.revenue)}</td> : null}
              </tr>
            ))}
          </DataTable>
        )}
      </section>

      <section aria-labelledby="dashboard-low">
        <h3 id="dashboard-low">{t('admin.dashboard.runningOut')}</h3>
        {board.runningOut.items.length === 0 ? (
          <p className="muted">{t('admin.dashboard.noneRunningOut')}</p>
        ) : (
          <>
            <DataTable headings={['admin.dashboard.product', 'admin.dashboard.stock', 'admin.dashboard.threshold']}>
              {board.runningOut.items.map((row) => (
                <tr key={row.id} data-stock={row.stock === 0 ? 'out' : 'low'}>
                  <td>
                    <a href={to(`/admin/products?search=${row.id}`)}>{row.title}</a>
                  </td>
                  <td>{formatNumber(row.stock, lang)}</td>
                  <td>{formatNumber(row.threshold, lang)}</td>
                </tr>
              ))}
            </DataTable>
            {board.runningOut.total > board.runningOut.items.length ? (
              <p className="muted">{t('admin.dashboard.runningOutAll', { count: board.runningOut.total, n: formatNumber(board.runningOut.total, lang) })}</p>
            ) : null}
          </>
        )}
      </section>

      <section aria-labelledby="dashboard-channels">
        <h3 id="dashboard-channels">{t('admin.dashboard.channels')}</h3>
        {board.channels.length === 0 ? (
          none
        ) : (
          <DataTable headings={['admin.dashboard.channel', 'admin.dashboard.sales', ...(owner ? ['admin.dashboard.total'] : [])]}>
            {board.channels.map((row) => (
              <tr key={row.partner ?? ''}>
                <td>{row.partner ?? t('admin.dashboard.storefront')}</td>
                <td>{formatNumber(row.sales, lang)}</td>
                {owner ? <td>{money(row.total)}</td> : null}
              </tr>
            ))}
          </DataTable>
        )}
      </section>

      <section aria-labelledby="dashboard-workshops">
        <h3 id="dashboard-workshops">{t('admin.dashboard.workshops')}</h3>
        {board.workshops.length === 0 ? (
          <p className="muted">{t('admin.dashboard.noWorkshops')}</p>
        ) : (
          <ul className="dashboard-workshops">
            {board.workshops.map((row) => {
              const when = workshopTime(row.startsAt, lang);
              const seats = t('admin.dashboard.seatsSold', { count: row.seats, sold: formatNumber(row.sold, lang), seats: formatNumber(row.seats, lang) });
              return (
                <li key={row.id}>
                  <a href={to(`/admin/workshops/${row.id}`)}>{row.title}</a>{' '}
                  <span className="muted">
                    {when.date} {when.time}
                  </span>
                  <meter min={0} max={Math.max(1, row.seats)} value={row.sold} aria-label={`${row.title}: ${seats}`} />
                  <span>{seats}</span>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
