import { cartReminderOperations as ops, formatNumber, formatPrice } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { accountQueries } from '../../api.js';
import { LoadFailure } from '../../frame/query-status.js';
import { useStaffReads } from '../use-admin.js';

/**
 * Carts left behind on the dashboard (issue 37 item 2), for the dashboard's period: reminders
 * sent, the carts they brought back to an order (the link followed and the order carrying it),
 * and that revenue, which the server gives the owner only.
 */
export function CartReminderFigures({ period }: { period: string }) {
  const { t, lang } = useI18n();
  const query = useQuery(accountQueries, ops.AdminCartReminders, { period }, lang, useStaffReads());
  const figures = query.data?.adminCartReminders;
  if (query.error) return <LoadFailure error={query.error} retry={query.retry} />;
  if (!figures) {
    return (
      <p role="status" aria-busy="true">
        {t('common.loading')}
      </p>
    );
  }
  return (
    <section aria-labelledby="dashboard-cart-reminders" aria-busy={query.loading || undefined}>
      <h3 id="dashboard-cart-reminders">{t('cartReminder.dashboard')}</h3>
      <dl className="dashboard-figures">
        <div>
          <dt>{t('cartReminder.sent')}</dt>
          <dd data-figure="reminders-sent">{formatNumber(figures.sent, lang)}</dd>
        </div>
        <div>
          <dt>{t('cartReminder.recovered')}</dt>
          <dd data-figure="carts-recovered">{formatNumber(figures.recovered, lang)}</dd>
        </div>
        {figures.revenue === null ? null : (
          <div>
            <dt>{t('cartReminder.revenue')}</dt>
            <dd data-figure="recovered-revenue">{formatPrice(figures.revenue, lang)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
