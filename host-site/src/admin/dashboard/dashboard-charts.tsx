import { formatNumber, formatPrice } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { BarChart } from './bar-chart.js';
import { LineChart } from './line-chart.js';
import type { Dashboard } from './dashboard-data.js';
import { chartPoints } from './dashboard-points.js';

/** The period hour by hour (today) or day by day: revenue as bars (the owner's), orders as a line. */
export function DashboardCharts({ board }: { board: Dashboard }) {
  const { t, lang } = useI18n();
  const time = t(`admin.dashboard.bucket.${board.bucket}`);
  return (
    <div className="dashboard-charts">
      {board.money ? (
        <BarChart
          id="chart-revenue"
          title={t('admin.dashboard.revenueChart')}
          points={chartPoints(board.points, board.bucket, (point) => point.revenue ?? 0, lang)}
          format={(value) => formatPrice(value, lang)}
          timeHeading={time}
          valueHeading={t('admin.dashboard.revenue')}
        />
      ) : null}
      <LineChart
        id="chart-orders"
        title={t('admin.dashboard.ordersChart')}
        points={chartPoints(board.points, board.bucket, (point) => point.orders, lang)}
        format={(value) => formatNumber(value, lang)}
        timeHeading={time}
        valueHeading={t('admin.dashboard.orders')}
      />
    </div>
  );
}
