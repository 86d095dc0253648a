import { useStore } from '@nanostores/react';
import { refillPlanOperations as ops } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { accountQueries } from '../../api.js';
import { HistorySection, QueryList } from '../../frame/query-status.js';
import { PlanCard } from './plan-card.js';
import { $plansChanged } from './plans-changed.js';
import { PlanTexts } from './plan-texts.js';

/** The account's "Refill plans" (issue 37 item 1): each plan with its latest refills and its actions. */
export function RefillPlans() {
  return (
    <PlanTexts>
      <PlanList />
    </PlanTexts>
  );
}

function PlanList() {
  const { t, lang } = useI18n();
  // Read again when a past refill request is repeated as a plan, keeping the list on screen meanwhile.
  const plans = useQuery(accountQueries, ops.MyRefillPlans, {}, lang, { refresh: useStore($plansChanged), keep: true });
  return (
    <HistorySection id="refill-plans" title={t('accountPlans.heading')} className="history-block refill-plans">
      <p className="muted">{t('accountPlans.intro')}</p>
      <QueryList query={plans} items={(data) => data.myRefillPlans} empty="accountPlans.none">
        {(list) => (
          <ul className="order-list">
            {list.map((plan) => (
              <PlanCard key={plan.id} plan={plan} />
            ))}
          </ul>
        )}
      </QueryList>
    </HistorySection>
  );
}
