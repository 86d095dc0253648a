import { useEffect, useState } from 'react';
import { formatPercent, newsletterOperations as ops, type ApiError, type ResultOf } from '@candleshop/core';
import { useI18n, useMutation } from '@candleshop/ui';
import { accountClient } from '../api.js';
import { useLocalPath } from '../local-path.js';

type Confirmation = ResultOf<typeof ops.ConfirmNewsletter>['confirmNewsletter'];

// The links of the newsletter mails carry the address and the token.
const linkOf = (search: Record<string, string>) => ({ email: search.email ?? '', token: search.token ?? '' });
const linkFailures = (error: ApiError) => ({
  title: 'feedback.fail',
  message: error.key === 'newsletter.linkInvalid' ? 'newsletterPage.linkInvalid' : error.network ? error.key : 'errors.unexpected',
});

/**
 * /newsletter/confirm?email&token, the link of the double opt-in mail: confirms the subscription
 * when the page opens (in an effect, so nothing runs while rendering) and shows the personal code.
 */
export function NewsletterConfirmPage({ search }: { search: Record<string, string> }) {
  const to = useLocalPath();
  const { t, lang } = useI18n();
  const [confirmed, setConfirmed] = useState<Confirmation>();
  const [attempt, setAttempt] = useState(0);
  const { email, token } = linkOf(search);
  const confirming = useMutation(accountClient, ops.ConfirmNewsletter, { failures: linkFailures });
  const failed = confirming.busy ? undefined : confirming.failure?.message;

  useEffect(() => {
    let live = true;
    setConfirmed(undefined);
    void confirming.run({ email, token }).then((answer) => live && answer.data && setConfirmed(answer.data.confirmNewsletter));
    return () => void (live = false);
    // The language changing does not confirm again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [email, token, attempt]);

  return (
    <div className="container narrow newsletter-page">
      <h1>{t('newsletterPage.confirmTitle')}</h1>
      {!confirmed && !failed && <p role="status">{t('newsletterPage.confirming')}</p>}
      {failed && (
        <div role="alert">
          <p>{t(failed)}</p>
          {failed !== 'newsletterPage.linkInvalid' && (
            <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
              {t('common.retry')}
            </button>
          )}
        </div>
      )}
      {confirmed && (
        <div role="status">
          <p>{t(confirmed.alreadyConfirmed ? 'newsletterPage.alreadyConfirmed' : 'newsletterPage.confirmed')}</p>
          <p>{t('newsletterPage.yourCode', { percent: formatPercent(confirmed.percent, lang) })}</p>
          <p className="discount-code" dir="ltr">
            <code>{confirmed.code}</code>
          </p>
          <p>{t(confirmed.usable ? 'newsletterPage.codeHint' : 'newsletterPage.codeUsed')}</p>
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
  const { t } = useI18n();
  const [done, setDone] = useState(false);
  const { email, token } = linkOf(search);
  const leaving = useMutation(accountClient, ops.UnsubscribeNewsletter, { failures: linkFailures });

  const unsubscribe = async () => {
    if (leaving.busy) return;
    if ((await leaving.run({ email, token })).data) setDone(true);
  };

  return (
    <div className="container narrow newsletter-page">
      <h1>{t('newsletterPage.unsubscribeTitle')}</h1>
      {done ? (
        <p role="status">{t('newsletterPage.unsubscribed')}</p>
      ) : (
        <>
          <p>{t('newsletterPage.unsubscribeText', { email })}</p>
          <button type="button" className="button" aria-disabled={leaving.busy} onClick={() => void unsubscribe()}>
            {t(leaving.busy ? 'newsletterPage.unsubscribing' : 'newsletterPage.unsubscribe')}
          </button>
          {leaving.failure && <p role="alert">{t(leaving.failure.message)}</p>}
        </>
      )}
    </div>
  );
}
