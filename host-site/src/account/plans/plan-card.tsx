import { useState, type ReactNode } from 'react';
import { formatDate, formatPrice, localizeDigits, planFailures, refillPlanOperations as ops, type DescribedError } from '@candleshop/core';
import { Isolated, useI18n, useMutation } from '@candleshop/ui';
import { accountClient } from '../../api.js';
import { FormAlert } from '../../forms/field.js';
import { FactList } from '../../frame/query-status.js';
import { useLocalPath } from '../../local-path.js';
import { PlanChangeForm } from './plan-change-form.js';
import type { Plan } from './plan-fields.js';

type Action = 'pause' | 'resume' | 'end';

/**
 * One plan: its refill, period, next day, price per refill today, place, status and latest
 * refills, with pause or resume, change and end (which asks first). The server's answer replaces
 * the plan shown; a refusal says why.
 */
export function PlanCard({ plan: first }: { plan: Plan }) {
  const { t, lang } = useI18n();
  const to = useLocalPath();
  const [plan, setPlan] = useState(first);
  const [mode, setMode] = useState<'view' | 'change' | 'ask'>('view');
  const [alert, setAlert] = useState<DescribedError>();
  const [sending, setSending] = useState<Action>();
  const [saved, setSaved] = useState(false);
  const pause = useMutation(accountClient, ops.PauseRefillPlan, { failures: planFailures });
  const resume = useMutation(accountClient, ops.ResumeRefillPlan, { failures: planFailures });
  const end = useMutation(accountClient, ops.EndRefillPlan, { failures: planFailures });
  const id = localizeDigits(plan.id, lang);
  const titleId = `plan-${plan.id}`;

  const act = async (action: Action) => {
    if (sending) return;
    setSending(action);
    setAlert(undefined);
    setSaved(false);
    const result = action === 'pause' ? await pause.run({ id: plan.id }) : action === 'resume' ? await resume.run({ id: plan.id }) : await end.run({ id: plan.id });
    setSending(undefined);
    if (result.error) return setAlert(result.failure);
    setPlan(Object.values(result.data)[0]!);
    setMode('view');
    setSaved(true);
  };

  const place = plan.pickup
    ? t('accountPlans.pickup', { point: plan.sellingPoint?.title ?? '' })
    : t('accountPlans.delivery', { address: [plan.city?.name, plan.address].filter(Boolean).join(lang === 'en' ? ', ' : '، ') });
  const facts: [string, ReactNode][] = [
    [t('accountPlans.status'), <strong key="status">{t(`accountPlans.statuses.${plan.status}`)}</strong>],
    [
      t('accountPlans.refill'),
      t('accountPlans.refillLine', {
        container: plan.container.title,
        size: plan.size.title,
        color: plan.color.title,
        scent: plan.scent.title,
        wick: plan.wick.title,
        quantity: plan.quantity,
      }),
    ],
    [t('accountPlans.every'), t('accountPlans.everyWeeks', { count: plan.everyWeeks })],
    ...(plan.status === 'ended' ? [] : ([[t('accountPlans.next'), formatDate(plan.nextDate, lang)]] as [string, string][])),
    [t('accountPlans.price'), plan.total === null ? t('accountPlans.priceGone') : formatPrice(plan.total, lang)],
    [
      t('accountPlans.place'),
      <Isolated key="place" dir="auto">
        {place}
      </Isolated>,
    ],
  ];
  return (
    <li className="order-row plan-card" aria-labelledby={titleId}>
      <h4 id={titleId}>{t('accountPlans.plan', { id })}</h4>
      <FactList facts={facts} />
      <h5>{t('accountPlans.cycles')}</h5>
      {plan.cycles.length ? (
        <ul className="plan-cycles">
          {plan.cycles.map((cycle) => (
            <li key={cycle.id}>
              {formatDate(cycle.dueOn, lang)}: {t(`accountPlans.cycleStatuses.${cycle.status}`)}
              {cycle.refillId ? (
                <>
                  {' · '}
                  <a href={to(`/refills/${encodeURIComponent(cycle.refillId)}`)}>{t('accountPlans.seeRefill', { id: localizeDigits(cycle.refillId, lang) })}</a>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('accountPlans.noCycles')}</p>
      )}
      <FormAlert alert={alert} />
      {mode === 'change' ? (
        <PlanChangeForm
          plan={plan}
          onDone={(changed) => {
            if (changed) setPlan(changed);
            setSaved(Boolean(changed));
            setMode('view');
          }}
        />
      ) : mode === 'ask' ? (
        <div className="plan-ask" role="group" aria-labelledby={`${titleId}-ask`}>
          <p id={`${titleId}-ask`}>{t('accountPlans.endAsk', { id })}</p>
          <div className="plan-actions">
            <button type="button" className="button" aria-disabled={sending ? true : undefined} onClick={() => void act('end')}>
              {t(sending === 'end' ? 'accountPlans.ending' : 'accountPlans.endYes')}
            </button>
            <button type="button" className="button secondary" onClick={() => setMode('view')}>
              {t('accountPlans.keep')}
            </button>
          </div>
        </div>
      ) : plan.status === 'ended' ? null : (
        <div className="plan-actions">
          {plan.status === 'active' ? (
            <button type="button" className="button secondary" aria-disabled={sending ? true : undefined} onClick={() => void act('pause')}>
              {t(sending === 'pause' ? 'accountPlans.pausing' : 'accountPlans.pause')}
            </button>
          ) : (
            <button type="button" className="button secondary" aria-disabled={sending ? true : undefined} onClick={() => void act('resume')}>
              {t(sending === 'resume' ? 'accountPlans.resuming' : 'accountPlans.resume')}
            </button>
          )}
          <button
            type="button"
            className="button secondary"
            onClick={() => {
              setSaved(false);
              setMode('change');
            }}
          >
            {t('accountPlans.change')}
          </button>
          <button type="button" className="button secondary" onClick={() => setMode('ask')}>
            {t('accountPlans.end')}
          </button>
        </div>
      )}
      {saved && !sending ? (
        <p role="status" className="notice">
          {t('accountPlans.saved', { id })}
        </p>
      ) : null}
      {sending ? (
        <p role="status" aria-busy="true" className="muted">
          {t(`accountPlans.${sending === 'pause' ? 'pausing' : sending === 'resume' ? 'resuming' : 'ending'}`)}
        </p>
      ) : null}
    </li>
  );
}
