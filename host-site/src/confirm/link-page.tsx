import type { ReactNode } from 'react';
import { useI18n } from '@candleshop/ui';
import { usePageMeta, usePrivatePage } from '../frame/page-meta.js';
import { QueryStatus } from '../frame/query-status.js';
import type { LinkAnswer } from './use-link-answer.js';

/**
 * A link page's frame (a sale's confirmation link, a refill plan cycle's link): private, its
 * title, then what the link found, or that the token is unknown, or the query's loading or failure.
 */
export function LinkPage({ title, unknown, query, children }: { title: string; unknown: boolean; query: { error?: string; retry: () => void }; children?: ReactNode }) {
  const { t } = useI18n();
  usePrivatePage();
  usePageMeta(t(title), t(title));
  let body = children;
  if (unknown) body = <p role="alert">{t('confirmationPage.unknown')}</p>;
  else if (!children) body = <QueryStatus error={query.error} retry={query.retry} />;
  return (
    <div className="container narrow confirm-page">
      <h1>{t(title)}</h1>
      {body}
    </div>
  );
}

/** One of a link's two answers: its button's text, and the text while it is being sent. */
export interface AnswerChoice<Answer extends string> {
  answer: Answer;
  label: string;
  busy: string;
}

/**
 * What a link page says under what it found: the outcome once there is one (`state`), otherwise
 * the intro, the two answer buttons (the first the main one), the answer in flight and its refusal.
 */
export function LinkAnswerChoices<Answer extends string>({
  state,
  intro,
  choices,
  sending,
  failure,
  onAnswer,
}: { state?: string; intro: string; choices: readonly AnswerChoice<Answer>[] } & Pick<LinkAnswer<Answer, unknown>, 'sending' | 'failure'> & { onAnswer: (answer: Answer) => void }) {
  const { t } = useI18n();
  if (state) {
    return (
      <p role="status" className="notice">
        {t(state)}
      </p>
    );
  }
  const inFlight = choices.find((choice) => choice.answer === sending);
  return (
    <>
      <p>{t(intro)}</p>
      <div className="confirm-actions">
        {choices.map((choice, index) => (
          <button key={choice.answer} type="button" className={index === 0 ? 'button' : 'button secondary'} aria-disabled={sending ? true : undefined} onClick={() => onAnswer(choice.answer)}>
            {t(choice === inFlight ? choice.busy : choice.label)}
          </button>
        ))}
      </div>
      {inFlight ? (
        <p role="status" aria-busy="true" className="muted">
          {t(inFlight.busy)}
        </p>
      ) : null}
      {failure ? <p role="alert">{t(failure.key)}</p> : null}
    </>
  );
}
