import { useEffect, useState } from 'react';
import { formatPercent, newsletterOperations as ops, type ApiError, type ResultOf } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { accountClient } from '../api.js';
import { useLocalPath } from '../local-path.js';

type Confirmation = ResultOf<typeof ops.ConfirmNewsletter>['confirmNewsletter'];
type Outcome<T> = { state: 'working' } | { state: 'done'; value: T } | { state: 'failed'; key: string };

// The links of the newsletter mails carry the address and the token.
const linkOf = (search: Record<string, string>) => ({ email: search.email ?? '', token: search.token ?? '' });
const failureKey = (error: ApiError) => (error.key === 'newsletter.linkInvalid' ? 'newsletterPage.linkInvalid' : error.network ? error.key : 'errors.unexpected');

/**
 * /newsletter/confirm?email&token, the link of the double opt-in mail: confirms the subscription
 * when the page opens (in an effect, so nothing runs while rendering) and shows the personal code.
 */
export function NewsletterConfirmPage({ search }: { search: Record<string, string> }) {
  const to = useLocalPath();
  const { t, lang } = useI18n();
  const [outcome, setOutcome] = useState<Outcome<Confirmation>>({ state: 'working' });
  const [attempt, setAttempt] = useState(0);
  const { email, token } = linkOf(search);

  useEffect(() => {
    let live = true;
    setOutcome({ state: 'working' });
    void accountClient.mutate(ops.ConfirmNewsletter, { email, token }, lang).then((answer) => {
      if (!live) return;
      setOutcome(answer.data ? { state: 'done', value: answer.data.confirmNewsletter } : { state: 'failed', key: failureKey(answer.error) });
    });
    return () => void (live = false);
    // The language changing does not confirm again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [email, token, attempt]);

  return (
    <div className="container narrow newsletter-page">
      <h1>{t('newsletterPage.confirmTitle')}</h1>
      {outcome.state === 'working' && <p role="status">{t('newsletterPage.confirming')}</p>}
      {outcome.state === 'failed' && (
        <div role="alert">
          <p>{t(outcome.key)}</p>
          {outcome.key !== 'newsletterPage.linkInvalid' && (
            <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
              {t('common.retry')}
            </button>
          )}
        </div>
      )}
      {outcome.state === 'done' && (
        <div role="status">
          <p>{t(outcome.value.alreadyConfirmed ? 'newsletterPage.alreadyConfirmed' : 'newsletterPage.confirmed')}</p>
          <p>{t('newsletterPage.yourCode', { percent: formatPercent(outcome.value.percent, lang) })}</p>
          <p className="discount-code" dir="ltr">
            <code>{outcome.value.code}</code>
          </p>
          <p>{t(outcome.value.usable ? 'newsletterPage.codeHint' : 'newsletterPage.codeUsed')}</p>
        </div>
      )}
      <p>
        <a className="button" href={to('/shop')}>
          {t('newsletterPage.shop')}
        </a>
      </p>
    </div>
  );
}

/**
 * /newsletter/unsubscribe?email&token, the link in every newsletter mail: a button, so a mail
 * scanner that opens links unsubscribes no one.
 */
export function NewsletterUnsubscribePage({ search }: { search: Record<string, string> }) {
  const { t, lang } = useI18n();
  const [outcome, setOutcome] = useState<Outcome<true> | undefined>();
  const { email, token } = linkOf(search);

  const unsubscribe = async () => {
    if (outcome?.state === 'working') return;
    setOutcome({ state: 'working' });
    const answer = await accountClient.mutate(ops.UnsubscribeNewsletter, { email, token }, lang);
    setOutcome(answer.data ? { state: 'done', value: true } : { state: 'failed', key: failureKey(answer.error) });
  };

  return (
    <div className="container narrow newsletter-page">
      <h1>{t('newsletterPage.unsubscribeTitle')}</h1>
      {outcome?.state === 'done' ? (
        <p role="status">{t('newsletterPage.unsubscribed')}</p>
      ) : (
        <>
          <p>{t('newsletterPage.unsubscribeText', { email })}</p>
          <button type="button" className="button" aria-disabled={outcome?.state === 'working'} onClick={() => void unsubscribe()}>
            {t(outcome?.state === 'working' ? 'newsletterPage.unsubscribing' : 'newsletterPage.unsubscribe')}
          </button>
          {outcome?.state === 'failed' && <p role="alert">{t(outcome.key)}</p>}
        </>
      )}
    </div>
  );
}
