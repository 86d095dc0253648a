import { confirmationFailure, formatDate, formatPrice, localizeDigits, orderPagesMessages, planMessages, refillPlanOperations as ops, siteMessages, type ResultOf } from '@candleshop/core';
import { I18nProvider, useI18n, useMessages, useQuery } from '@candleshop/ui';
import { publicClient } from '../api.js';
import { useLocalPath } from '../local-path.js';
import { type AnswerChoice, LinkAnswerChoices, LinkPage } from './link-page.js';
import { useLinkAnswer } from './use-link-answer.js';

type Cycle = NonNullable<ResultOf<typeof ops.PlanCycleLink>['refillPlanCycle']>;
type Answer = 'confirm' | 'skip';

/**
 * /confirm/p.{token} (issue 37 item 1): the link mailed and texted before a refill plan's cycle.
 * Opening it only reads the cycle (mail scanners open links); the customer's button sends the one
 * answer: confirm places the refill at the price shown, skip moves the plan on. Every refusal is said in words.
 */
export function PlanCyclePage({ token }: { token: string }) {
  const { i18n } = useMessages(useI18n().lang, AREAS);
  if (!i18n) return null;
  return (
    <I18nProvider value={i18n}>
      <CyclePage token={token} />
    </I18nProvider>
  );
}

// The plans' own texts load with this page only; the link's shared words are the sale link's.
const AREAS = [planMessages, orderPagesMessages, siteMessages];

function CyclePage({ token }: { token: string }) {
  const { lang } = useI18n();
  const query = useQuery(publicClient, ops.PlanCycleLink, { token }, lang, { describe: confirmationFailure });
  const { answered, sending, failure, send } = useLinkAnswer<ResultOf<typeof ops.AnswerPlanCycle>, Answer, Cycle>(ops.AnswerPlanCycle, token, (data) => data.answerRefillPlanCycle);

  const cycle = answered ?? query.data?.refillPlanCycle ?? undefined;
  return (
    <LinkPage title="planCyclePage.title" unknown={query.data?.refillPlanCycle === null} query={query}>
      {cycle ? <CycleView cycle={cycle} sending={sending} failure={failure} onAnswer={send} /> : null}
    </LinkPage>
  );
}

const STATES: Record<string, string> = { confirmed: 'planCyclePage.confirmed', skipped: 'planCyclePage.skipped', closed: 'planCyclePage.closed' };

const CHOICES: readonly AnswerChoice<Answer>[] = [
  { answer: 'confirm', label: 'planCyclePage.confirm', busy: 'planCyclePage.confirming' },
  { answer: 'skip', label: 'planCyclePage.skip', busy: 'planCyclePage.skipping' },
];

/** The cycle, then either its outcome or the two buttons. */
function CycleView({ cycle, sending, failure, onAnswer }: { cycle: Cycle; sending?: Answer; failure?: { key: string; final: boolean }; onAnswer: (answer: Answer) => void }) {
  const { t, lang } = useI18n();
  const to = useLocalPath();
  const open = (cycle.status === 'awaiting' || cycle.status === 'unanswered') && !cycle.expired;
  const state = STATES[cycle.status] ?? (open ? undefined : 'confirmationPage.expired');
  return (
    <article aria-labelledby="plan-cycle">
      <h2 id="plan-cycle">{t('planCyclePage.heading', { id: localizeDigits(cycle.planId, lang), day: formatDate(cycle.dueOn, lang) })}</h2>
      <dl className="order-facts">
        <dt>{t('confirmationPage.items')}</dt>
        <dd>{t('confirmationPage.line', { title: t('confirmationPage.refill'), quantity: localizeDigits(String(cycle.quantity), lang) })}</dd>
        <dt>{t('planCyclePage.every', { weeks: localizeDigits(String(cycle.everyWeeks), lang) })}</dt>
        <dd>{cycle.pickup ? t('confirmationPage.pickup') : t('confirmationPage.deliveryTo')}</dd>
        {cycle.total === null ? null : (
          <>
            <dt>{t(cycle.refillId ? 'planCyclePage.placedTotal' : 'planCyclePage.total')}</dt>
            <dd>
              <strong>{formatPrice(cycle.total, lang)}</strong>
            </dd>
          </>
        )}
      </dl>
      <LinkAnswerChoices state={state} intro="planCyclePage.intro" choices={CHOICES} sending={sending} failure={failure} onAnswer={onAnswer} />
      {cycle.refillId && cycle.status === 'confirmed' ? <a href={to(`/refills/${encodeURIComponent(cycle.refillId)}`)}>{t('planCyclePage.seeRefill')}</a> : null}
    </article>
  );
}
