import { useState } from 'react';
import { formatNumber, formatPercent, formatPrice, promotionOperations, type Lang } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { accountQueries } from '../../api.js';
import { DataTable } from '../../frame/data-table.js';
import { LoadFailure } from '../../frame/query-status.js';
import { dateTime } from '../admin-parts.js';
import { useStaffReads } from '../use-admin.js';
import { EndPromotion, PromotionCodes } from './promotion-actions.js';
import { PromotionForm } from './promotion-form.js';
import type { PromotionView } from './promotion-form-state.js';

const HEADINGS = [
  'admin.promotions.columns.name',
  'admin.promotions.columns.off',
  'admin.promotions.columns.target',
  'admin.promotions.columns.dates',
  'admin.promotions.columns.how',
  'admin.promotions.columns.uses',
  'admin.promotions.columns.given',
  'admin.promotions.columns.status',
];

/** Running now, ended, or not started yet (the server says whether it runs). */
const statusOf = (promotion: PromotionView) => (promotion.running ? 'running' : new Date(promotion.startsAt).getTime() > Date.now() ? 'later' : 'ended');

/** A count and its limit: `3 / 100`, or `3 / no limit`. */
function ofLimit(count: string, limit: string | null, t: (key: string) => string) {
  return `${count} / ${limit ?? t('admin.promotions.noLimit')}`;
}

/** What a promotion takes off: 10% or 5,000 IQD. */
const offText = (promotion: PromotionView, lang: Lang) => (promotion.kind === 'percent' ? formatPercent(promotion.amount, lang) : formatPrice(promotion.amount, lang));

/**
 * /admin/promotions (issue 35 item 4, owner only): every promotion with what it takes off, from
 * what, when, how it applies and what it gave so far; the owner opens one to change it, end it,
 * or generate its single-use codes and download them; and creates new ones.
 */
export function PromotionsPage({ owner }: { owner: boolean }) {
  const { t, lang } = useI18n();
  const list = useQuery(accountQueries, promotionOperations.AdminPromotions, {}, lang, useStaffReads());
  const promotions = list.data?.adminPromotions;
  const [openId, setOpenId] = useState<string>();
  if (!owner) return <p className="muted">{t('admin.promotions.ownerOnly')}</p>;
  const open = promotions?.find((promotion) => promotion.id === openId);
  const reload = () => list.retry();
  return (
    <section aria-labelledby="admin-promotions">
      <h2 id="admin-promotions">{t('admin.promotions.title')}</h2>
      {list.error ? <LoadFailure error={list.error} retry={list.retry} /> : null}
      {!promotions && !list.error ? <p role="status">{t('common.loading')}</p> : null}
      {promotions && promotions.length === 0 ? <p className="muted">{t('admin.promotions.none')}</p> : null}
      {promotions && promotions.length > 0 ? (
        <div aria-busy={list.loading || undefined}>
          <DataTable headings={HEADINGS} label={t('admin.promotions.title')}>
            {promotions.map((promotion) => (
              <tr key={promotion.id} data-promotion={promotion.id} data-status={statusOf(promotion)}>
                <th scope="row">
                  <button type="button" className="link-button" aria-expanded={promotion.id === openId} onClick={() => setOpenId(promotion.id === openId ? undefined : promotion.id)}>
                    {promotion.name[lang] || promotion.name.en}
                  </button>
                </th>
                <td>
                  {offText(promotion, lang)}
                  {promotion.minBasket ? <span className="muted"> · {t('admin.promotions.from', { amount: formatPrice(promotion.minBasket, lang) })}</span> : null}
                </td>
                <td>
                  {t(`admin.promotions.targets.${promotion.target}`)}
                  {promotion.targetIds.length ? <span className="muted"> ({formatNumber(promotion.targetIds.length, lang)})</span> : null}
                </td>
                <td>
                  {dateTime(promotion.startsAt, lang)} – {promotion.endsAt ? dateTime(promotion.endsAt, lang) : t('admin.promotions.noEnd')}
                </td>
                <td>{promotion.automatic ? t('admin.promotions.automatic') : promotion.code ? <code dir="ltr">{promotion.code}</code> : t('admin.promotions.singleUse')}</td>
                <td>{ofLimit(formatNumber(promotion.uses, lang), promotion.maxUses == null ? null : formatNumber(promotion.maxUses, lang), t)}</td>
                <td>{ofLimit(formatPrice(promotion.given, lang), promotion.maxGiven == null ? null : formatPrice(promotion.maxGiven, lang), t)}</td>
                <td>{t(`admin.promotions.statuses.${statusOf(promotion)}`)}</td>
              </tr>
            ))}
          </DataTable>
        </div>
      ) : null}
      {open ? (
        <section className="admin-panel" aria-label={open.name[lang] || open.name.en}>
          {open.system ? <p className="muted">{t('admin.promotions.system')}</p> : <PromotionForm key={`${open.id}-${open.uses}-${open.endsAt}`} promotion={open} onSaved={reload} />}
          {statusOf(open) === 'ended' || open.system ? null : <EndPromotion promotion={open} onChanged={reload} />}
          {open.automatic ? null : <PromotionCodes key={open.id} promotion={open} />}
        </section>
      ) : null}
      <PromotionForm onSaved={reload} />
    </section>
  );
}
