import { formatNumber, refillPlanOperations as ops } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { accountQueries } from '../../api.js';
import { LoadFailure } from '../../frame/query-status.js';
import { useLocalPath } from '../../local-path.js';
import { useStaffReads } from '../use-admin.js';

/** The dashboard's refill plan figures (issue 37 item 1): active and paused plans, and the refills expected in the next 30 days. */
export function PlanFigures() {
  const { t, lang } = useI18n();
  const to = useLocalPath();
  const query = useQuery(accountQueries, ops.AdminPlanFigures, {}, lang, useStaffReads());
  const figures = query.data?.adminPlanFigures;
  return (
    <section aria-labelledby="dashboard-plans" className="dashboard-plans">
      <h3 id="dashboard-plans">{t('adminPlans.figures')}</h3>
      {query.error ? <LoadFailure error={query.error} retry={query.retry} /> : null}
      {figures ? (
        <dl className="dashboard-figures">
          <div>
            <dt>{t('adminPlans.active')}</dt>
            <dd data-figure="active-plans">{formatNumber(figures.activePlans, lang)}</dd>
          </div>
          <div>
            <dt>{t('adminPlans.paused')}</dt>
            <dd data-figure="paused-plans">{formatNumber(figures.pausedPlans, lang)}</dd>
          </div>
          <div>
            <dt>{t('adminPlans.expected')}</dt>
            <dd data-figure="expected-refills">{formatNumber(figures.expectedRefills, lang)}</dd>
            <dd>
              <a href={to('/admin/plan-cycles')}>{t('adminPlans.seeCycles')}</a>
            </dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}
