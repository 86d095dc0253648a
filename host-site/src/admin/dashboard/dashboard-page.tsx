import { adminOperations, type Lang } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { accountQueries } from '../../api.js';
import { LoadFailure } from '../../frame/query-status.js';
import { useStaffReads } from '../use-admin.js';
import { DashboardCharts } from './dashboard-charts.js';
import { DashboardFigures } from './dashboard-figures.js';
import { CartReminderFigures } from './cart-reminder-figures.js';
import { DashboardLists } from './dashboard-lists.js';
import { dayOf } from './dashboard-points.js';
import { PeriodSwitch, periodOf } from './period-switch.js';
import { PlanFigures } from '../plans/plan-figures.js';

const useDashboard = (period: string, lang: Lang) => useQuery(accountQueries, adminOperations.AdminDashboard, { period }, lang, useStaffReads());

/**
 * /admin (issue 28 item 4): the owner's dashboard of today, the last 7 or the last 30 days (the
 * period in the address). The server counts everything and leaves the money out for staff who
 * are not the owner; the charts are SVG written during render. While another period loads, the
 * last one stays, marked busy.
 */
export function DashboardPage({ search }: { search: Record<string, string> }) {
  const { t, lang } = useI18n();
  const period = periodOf(search);
  const query = useDashboard(period, lang);
  const board = query.data?.adminDashboard;
  return (
    <section aria-labelledby="admin-dashboard" className="dashboard">
      <h2 id="admin-dashboard">{t('admin.nav.dashboard')}</h2>
      <PeriodSwitch period={period} />
      {query.error ? <LoadFailure error={query.error} retry={query.retry} /> : null}
      {!board && !query.error ? (
        <p role="status" aria-busy="true">
          {t('common.loading')}
        </p>
      ) : null}
      {board ? (
        <div aria-busy={query.loading || undefined}>
          <p className="muted" data-testid="dashboard-range">
            {board.firstDay === board.lastDay ? dayOf(board.lastDay, lang) : t('admin.dashboard.range', { from: dayOf(board.firstDay, lang), to: dayOf(board.lastDay, lang) })}
          </p>
          <DashboardFigures board={board} />
          <CartReminderFigures period={period} />
          <DashboardCharts board={board} />
          <DashboardLists board={board} />
        </div>
      ) : null}
      <PlanFigures />
    </section>
  );
}
