import { confirmationFailure, confirmationOperations as ops, formatPrice, localizeDigits, type ResultOf } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { publicClient } from '../api.js';
import { type AnswerChoice, LinkAnswerChoices, LinkPage } from './link-page.js';
import { PlanCyclePage } from './plan-cycle-page.js';
import { useLinkAnswer } from './use-link-answer.js';

type Confirmation = NonNullable<ResultOf<typeof ops.SaleConfirmation>['saleConfirmation']>;
type Answer = 'confirm' | 'cancel';

/**
 * /confirm/{token} (issue 28 item 1): the link texted and mailed for a cash order, refill request
 * or ticket. Opening it only reads the sale (mail scanners open links); the customer's button
 * sends the one answer. Every refusal (unknown, expired, answered, closed) is said in words.
 */
export function ConfirmPage({ token }: { token: string }) {
  // Issue 37 item 1: a refill plan cycle's link is this page's too (`p.` and its token), so the storefront's every page carries no route of its own for it.
  return token.startsWith('p.') ? <PlanCyclePage token={token.slice(2)} /> : <SaleConfirmPage token={token} />;
}

function SaleConfirmPage({ token }: { token: string }) {
  const { lang } = useI18n();
  const query = useQuery(publicClient, ops.SaleConfirmation, { token }, lang, { describe: confirmationFailure });
  const { answered, sending, failure, send } = useLinkAnswer<ResultOf<typeof ops.AnswerConfirmation>, Answer, Confirmation>(ops.AnswerConfirmation, token, (data) => data.answerConfirmation);

  const confirmation = answered ?? query.data?.saleConfirmation ?? undefined;
  return (
    <LinkPage title="confirmationPage.title" unknown={query.data?.saleConfirmation === null} query={query}>
      {confirmation ? <Sale confirmation={confirmation} sending={sending} failure={failure} onAnswer={send} /> : null}
    </LinkPage>
  );
}

const CHOICES: readonly AnswerChoice<Answer>[] = [
  { answer: 'confirm', label: 'confirmationPage.confirm', busy: 'confirmationPage.confirming' },
  { answer: 'cancel', label: 'confirmationPage.cancel', busy: 'confirmationPage.cancelling' },
];

/** The sale, then either its answer or the two buttons. */
function Sale({ confirmation, sending, failure, onAnswer }: { confirmation: Confirmation; sending?: Answer; failure?: { key: string; final: boolean }; onAnswer: (answer: Answer) => void }) {
  const { t, lang } = useI18n();
  const { sale } = confirmation;
  const state =
    confirmation.status === 'confirmed'
      ? 'confirmationPage.confirmed'
      : confirmation.status === 'cancelled'
        ? 'confirmationPage.cancelled'
        : confirmation.expired
          ? 'confirmationPage.expired'
          : !confirmation.open
            ? 'confirmationPage.closed'
            : undefined;
  const title = (line: { title?: string | null }) => line.title ?? t('confirmationPage.refill');
  return (
    <article aria-labelledby="confirm-sale">
      <h2 id="confirm-sale">{t(`confirmationPage.heading.${sale.kind}`, { id: localizeDigits(sale.id, lang) })}</h2>
      <dl className="order-facts">
        <dt>{t('confirmationPage.items')}</dt>
        <dd>
          <ul className="confirm-lines">
            {sale.lines.map((line, index) => (
              <li key={index}>{t('confirmationPage.line', { title: title(line), quantity: localizeDigits(String(line.quantity), lang) })}</li>
            ))}
          </ul>
        </dd>
        <dt>{t('confirmationPage.total')}</dt>
        <dd>
          <strong>{formatPrice(sale.total, lang)}</strong>
        </dd>
        {sale.kind === 'ticket' ? null : (
          <>
            <dt>{t('confirmationPage.deliveryTo')}</dt>
            <dd>{sale.pickup ? t('confirmationPage.pickup') : sale.city}</dd>
          </>
        )}
      </dl>
      <LinkAnswerChoices state={state} intro="confirmationPage.intro" choices={CHOICES} sending={sending} failure={failure} onAnswer={onAnswer} />
    </article>
  );
}
