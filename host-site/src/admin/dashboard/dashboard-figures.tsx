import { formatNumber, formatPercent, formatPrice, type Lang } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import type { Dashboard } from './dashboard-data.js';

const rateText = (rate: { part: number; of: number; rate?: number | null }, lang: Lang, none: string) => (rate.rate === null || rate.rate === undefined ? none : formatPercent(Math.round(rate.rate * 100), lang));

/** The headline figures: revenue, cash with couriers and gift cards (the owner's), orders, confirmation and refusal rates. */
export function DashboardFigures({ board }: { board: Dashboard }) {
  const { t, lang } = useI18n();
  const none = t('admin.dashboard.noRate');
  const money = board.money;
  return (
    <dl className="dashboard-figures">
      {money ? (
        <div>
          <dt>{t('admin.dashboard.revenue')}</dt>
          <dd data-figure="revenue">{formatPrice(money.revenue, lang)}</dd>
          <dd className="muted">{t('admin.dashboard.revenueParts', { online: formatPrice(money.online, lang), cash: formatPrice(money.cash, lang), refunds: formatPrice(money.refunds, lang) })}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('admin.dashboard.orders')}</dt>
        <dd data-figure="orders">{formatNumber(board.orders, lang)}</dd>
      </div>
      <div>
        <dt>{t('admin.dashboard.confirmation')}</dt>
        <dd data-figure="confirmation">{rateText(board.confirmation, lang, none)}</dd>
        <dd className="muted">{t('admin.dashboard.partOf', { part: formatNumber(board.confirmation.part, lang), of: formatNumber(board.confirmation.of, lang) })}</dd>
      </div>
      <div>
        <dt>{t('admin.dashboard.refusal')}</dt>
        <dd data-figure="refusal">{rateText(board.refusal, lang, none)}</dd>
        <dd className="muted">{t('admin.dashboard.partOf', { part: formatNumber(board.refusal.part, lang), of: formatNumber(board.refusal.of, lang) })}</dd>
      </div>
      {money ? (
        <div>
          <dt>{t('admin.dashboard.cashWithCouriers')}</dt>
          <dd data-figure="couriers">{formatPrice(money.cashWithCouriers, lang)}</dd>
          <dd className="muted">{t('admin.dashboard.runsOpen', { count: money.runsOpen, n: formatNumber(money.runsOpen, lang) })}</dd>
        </div>
      ) : null}
      {money ? (
        <div>
          <dt>{t('admin.dashboard.giftCardsOwed')}</dt>
          <dd data-figure="gift-cards-owed">{formatPrice(money.giftCardsOwed, lang)}</dd>
          <dd className="muted">{t('admin.dashboard.giftCardParts', { sold: formatPrice(money.giftCardsSold, lang), drawn: formatPrice(money.giftCardsDrawn, lang) })}</dd>
        </div>
      ) : null}
    </dl>
  );
}
