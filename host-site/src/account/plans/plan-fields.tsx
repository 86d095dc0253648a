import { PLAN_MAX_DAYS, PLAN_PERIODS, planDayFromToday, type refillPlanOperations, type ResultOf } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { InputField, SelectField } from '../../forms/field.js';

/** A plan as the account lists it. */
export type Plan = ResultOf<typeof refillPlanOperations.MyRefillPlans>['myRefillPlans'][number];

/** A plan's period (every 2, 4, 6 or 8 weeks) and a day, the fields of making and changing a plan. */
export function PlanFields({ weeks, day, dayLabel, dayError, onWeeks, onDay }: { weeks: string; day: string; dayLabel: string; dayError?: string; onWeeks: (weeks: string) => void; onDay: (day: string) => void }) {
  const { t } = useI18n();
  return (
    <div className="plan-fields">
      <SelectField
        label={t('accountPlans.period')}
        name="everyWeeks"
        value={weeks}
        placeholder={t('accountPlans.period')}
        options={PLAN_PERIODS.map((count) => ({ value: String(count), label: t('accountPlans.everyWeeks', { count }) }))}
        onChange={onWeeks}
      />
      <InputField
        label={dayLabel}
        name="day"
        type="date"
        value={day}
        min={planDayFromToday(1)}
        max={planDayFromToday(PLAN_MAX_DAYS)}
        hint={t('accountPlans.dayHint')}
        error={dayError}
        required
        onChange={(event) => onDay(event.currentTarget.value)}
      />
    </div>
  );
}

/** A plan form's send and cancel buttons, and its progress while it sends. */
export function PlanFormButtons({ busy, send, sending, onCancel }: { busy: boolean; send: string; sending: string; onCancel: () => void }) {
  const { t } = useI18n();
  return (
    <>
      <div className="plan-actions">
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {t(busy ? sending : send)}
        </button>
        <button type="button" className="button secondary" onClick={onCancel}>
          {t('accountPlans.cancel')}
        </button>
      </div>
      {busy ? (
        <p role="status" aria-busy="true" className="muted">
          {t(sending)}
        </p>
      ) : null}
    </>
  );
}
