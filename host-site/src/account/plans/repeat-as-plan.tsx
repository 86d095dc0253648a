import { useId, useState, type FormEvent } from 'react';
import { localizeDigits, planDayFromToday, planDayInRange, planFailures, refillPlanOperations as ops, type DescribedError } from '@candleshop/core';
import { useI18n, useMutation } from '@candleshop/ui';
import { accountClient } from '../../api.js';
import { FormAlert } from '../../forms/field.js';
import { PlanFields, PlanFormButtons } from './plan-fields.js';
import { plansChanged } from './plans-changed.js';
import { PlanTexts } from './plan-texts.js';

/**
 * "Repeat as a plan" under one of the account's past refill requests, and on its page (issue 37
 * item 1), with the plans' texts. `plansHref`: where a made plan is listed (the account's list, on
 * the same page by default).
 */
export function RepeatAsPlan({ refillId, plansHref = '#refill-plans' }: { refillId: string; plansHref?: string }) {
  return (
    <PlanTexts>
      <RepeatForm refillId={refillId} plansHref={plansHref} />
    </PlanTexts>
  );
}

const FIRST_PERIOD = '4';

/**
 * A button that opens the plan's two choices: every 2, 4, 6 or 8 weeks, and the first day (one
 * period from today unless changed). The plan is made from the request on the server; a refusal
 * says why and keeps what was chosen.
 */
function RepeatForm({ refillId, plansHref }: { refillId: string; plansHref: string }) {
  const { t, lang } = useI18n();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [weeks, setWeeks] = useState(FIRST_PERIOD);
  const [day, setDay] = useState(() => planDayFromToday(Number(FIRST_PERIOD) * 7));
  const [dayError, setDayError] = useState<string>();
  const [alert, setAlert] = useState<DescribedError>();
  const [made, setMade] = useState<string>();
  const create = useMutation(accountClient, ops.CreateRefillPlan, { failures: planFailures });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.busy) return;
    if (!planDayInRange(day)) return setDayError('accountPlans.errors.day');
    setDayError(undefined);
    setAlert(undefined);
    const result = await create.run({ fromRefill: refillId, everyWeeks: Number(weeks), firstDate: day });
    if (result.error) return setAlert(result.failure);
    setMade(result.data.createRefillPlan.id);
    setOpen(false);
    plansChanged();
  };

  if (!open) {
    return (
      <div className="plan-repeat">
        {made ? (
          <p role="status" className="notice">
            {t('accountPlans.made', { id: localizeDigits(made, lang) })} <a href={plansHref}>{t('accountPlans.heading')}</a>
          </p>
        ) : null}
        <button type="button" className="button secondary" aria-label={t('accountPlans.repeatTitle', { id: localizeDigits(refillId, lang) })} onClick={() => setOpen(true)}>
          {t('accountPlans.repeat')}
        </button>
      </div>
    );
  }
  return (
    <form className="form plan-repeat" onSubmit={submit} noValidate aria-busy={create.busy || undefined} aria-labelledby={titleId}>
      <h5 id={titleId}>{t('accountPlans.repeatTitle', { id: localizeDigits(refillId, lang) })}</h5>
      <FormAlert alert={alert} />
      <PlanFields
        weeks={weeks}
        day={day}
        dayLabel={t('accountPlans.firstDay')}
        dayError={dayError}
        onWeeks={(value) => {
          setWeeks(value);
          setDay(planDayFromToday(Number(value) * 7));
        }}
        onDay={(value) => {
          setDay(value);
          setDayError(undefined);
        }}
      />
      <PlanFormButtons busy={create.busy} send="accountPlans.make" sending="accountPlans.making" onCancel={() => setOpen(false)} />
    </form>
  );
}
