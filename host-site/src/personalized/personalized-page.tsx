import { useState } from 'react';
import { type ApiError, formatDate, formatPrice, localizeDigits, PAYMENT_METHODS, personalizedOperations, statusKey, type PaymentMethod, type ResultOf } from '@candleshop/core';
import { useI18n, useMutation, useQuery } from '@candleshop/ui';
import { RecordStatus } from '../frame/query-status.js';
import { accountClient, accountQueries } from '../api.js';
import { followPayment, PayLater, PaymentForm } from '../pages/pay-later.js';

type Request = NonNullable<ResultOf<typeof personalizedOperations.MyPersonalizedRequest>['personalizedRequest']>;

// The storefront offers what its checkout offers (FastPay is not enabled there yet).
const METHODS = PAYMENT_METHODS.filter((method) => method !== 'fastpay');
const ACCEPT_ERRORS: Record<string, string> = { 'personalized.unquoted': 'personalized.unquoted', 'personalized.accepted': 'personalized.alreadyAccepted' };
const acceptFailures = (error: ApiError) => ({ title: 'feedback.fail', message: (error.network ? error.key : ACCEPT_ERRORS[error.key]) ?? 'personalized.acceptFailed' });

/** Accept the quote with a payment method (SPEC §7 acceptPersonalized), then go where the payment continues. */
function AcceptQuote({ request, onDone }: { request: Request; onDone: () => void }) {
  const { t } = useI18n();
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const { run, busy, failure } = useMutation(accountClient, personalizedOperations.AcceptPersonalized, { failures: acceptFailures });
  const [problem, setProblem] = useState<string>();
  const failed = failure?.message ?? problem;
  // One key for this page's acceptance: a retry after a lost answer is the same acceptance.
  const [key] = useState(() => crypto.randomUUID());
  const accept = async () => {
    setProblem(undefined);
    const answer = await run({ id: request.id, method, idempotencyKey: key });
    if (answer.error) return;
    const unfollowed = followPayment('personalized', method, answer.data.acceptPersonalized);
    if (unfollowed) setProblem(unfollowed);
    else if (method === 'cash') onDone();
  };
  return <PaymentForm methods={METHODS} method={method} onMethod={setMethod} busy={busy} failed={failed} onSubmit={accept} submit={busy ? t('personalized.accepting') : t('personalized.accept')} />;
}

/**
 * /personalized/{id} (SPEC §2, sign-in required): the customer's request: what was asked, the
 * reference file, its status and, once the shop quoted it, the price with Accept and a payment
 * method; an accepted, unpaid online request can be paid later.
 */
export function PersonalizedPage({ id }: { id: string }) {
  const { t, lang } = useI18n();
  const query = useQuery(accountQueries, personalizedOperations.MyPersonalizedRequest, { id }, lang);
  const request = query.data?.personalizedRequest ?? undefined;
  if (!request) return <RecordStatus query={query} loading="personalized.loading" notFound="personalized.signIn" />;
  const file = request.file && /^https?:\/\//.test(request.file) ? request.file : undefined;
  return (
    <div className="container order-page personalized-page">
      <h1>{t('personalized.pageTitle', { id: localizeDigits(request.id, lang) })}</h1>
      <p className="muted">{t('personalized.sentOn', { date: formatDate(new Date(request.date), lang) })}</p>
      <p className="personalized-description">{request.description}</p>
      {file && (
        <p>
          {request.fileType === 'image' ? <img className="personalized-file" src={file} alt={t('personalized.yourFile')} width={320} height={240} /> : null}
          <a href={file} target="_blank" rel="noopener noreferrer">
            {t('personalized.openFile')}
          </a>
        </p>
      )}
      <dl className="order-facts">
        <dt>{t('personalized.status')}</dt>
        <dd data-status={request.status}>{t(statusKey(request.status, 'personalized.statuses'))}</dd>
        <dt>{t('personalized.price')}</dt>
        <dd>{request.price === null ? t('personalized.noPrice') : formatPrice(request.price, lang)}</dd>
        {request.accepted && (
          <>
            <dt>{t('orderPage.payment')}</dt>
            <dd>
              {t(`payment.methods.${request.method}`)} · {request.paid ? t('personalized.paid') : t('personalized.unpaid')}
            </dd>
          </>
        )}
      </dl>
      {request.status === 'quoted' && !request.accepted && <AcceptQuote request={request} onDone={query.retry} />}
      {request.accepted && !request.paid && request.status === 'accepted' && request.method !== 'cash' && <PayLater id={request.id} type="personalized" method={request.method ?? 'nasspay'} />}
    </div>
  );
}
