import { useState, type FormEvent } from 'react';
import { localizeDigits, planDayInRange, planFailures, refillPlanOperations as ops, type DescribedError } from '@candleshop/core';
import { useI18n, useMutation } from '@candleshop/ui';
import { accountClient } from '../../api.js';
import { FormAlert } from '../../forms/field.js';
import { PlanFields, PlanFormButtons, type Plan } from './plan-fields.js';

/**
 * Changes a plan's period and next day (issue 37 item 1). Only what changed is sent; a refusal
 * says why and keeps what was chosen. `onDone` gets the plan as the server answered it, or nothing on cancel.
 */
export function PlanChangeForm({ plan, onDone }: { plan: Plan; onDone: (plan?: Plan) => void }) {
  const { t, lang } = useI18n();
  const [weeks, setWeeks] = useState(String(plan.everyWeeks));
  const [day, setDay] = useState(plan.nextDate);
  const [dayError, setDayError] = useState<string>();
  const [alert, setAlert] = useState<DescribedError>();
  const change = useMutation(accountClient, ops.ChangeRefillPlan, { failures: planFailures });
  const titleId = `plan-${plan.id}-change`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (change.busy) return;
    const dayChanged = day !== plan.nextDate;
    if (dayChanged && !planDayInRange(day)) return setDayError('accountPlans.errors.day');
    setDayError(undefined);
    setAlert(undefined);
    const result = await change.run({ id: plan.id, everyWeeks: Number(weeks), ...(dayChanged ? { nextDate: day } : {}) });
    if (result.error) return setAlert(result.failure);
    onDone(result.data.changeRefillPlan);
  };

  return (
    <form className="form plan-change" onSubmit={submit} noValidate aria-busy={change.busy || undefined} aria-labelledby={titleId}>
      <h5 id={titleId}>
        {t('accountPlans.change')} · {t('accountPlans.plan', { id: localizeDigits(plan.id, lang) })}
      </h5>
      <FormAlert alert={alert} />
      <PlanFields
        weeks={weeks}
        day={day}
        dayLabel={t('accountPlans.nextDay')}
        dayError={dayError}
        onWeeks={setWeeks}
        onDay={(value) => {
          setDay(value);
          setDayError(undefined);
        }}
      />
      <PlanFormButtons busy={change.busy} send="accountPlans.save" sending="accountPlans.saving" onCancel={() => onDone()} />
    </form>
  );
}
