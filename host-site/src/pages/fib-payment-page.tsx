import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $fibPayment, describeError, keepFibPayment, localizeDigits, orderOperations, type FibToken } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { accountClient } from '../api.js';
import { orderPath } from './order-links.js';

/** How often the page asks whether the FIB payment went through. */
export const FIB_POLL_MS = 3000;

type Outcome = 'waiting' | 'paid' | 'declined' | 'expired';

// $fibPayment lives in memory; this tab keeps a copy so a reload of the page still shows the code.
const STORAGE_KEY = 'fib-payment';
const TOKEN_FIELDS = ['paymentId', 'readableCode', 'qrCode', 'validUntil', 'personalAppLink', 'businessAppLink', 'corporateAppLink'] as const;

function storedToken(): FibToken | undefined {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return undefined;
    const record = value as Record<string, unknown>;
    return TOKEN_FIELDS.every((field) => typeof record[field] === 'string') ? (record as unknown as FibToken) : undefined;
  } catch {
    return undefined;
  }
}

/** The page's token: this tab's, or the server's for the paymentId of the link (another origin started it). */
type TokenState = { token: FibToken } | { loading: true } | { missing: true } | { failed: string };

function useFibToken(paymentId: string | undefined): { state: TokenState; retry: () => void } {
  const { lang } = useI18n();
  const current = useStore($fibPayment);
  useEffect(() => {
    if (current) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(current));
  }, [current]);
  const [stored] = useState(storedToken);
  const local = current ?? stored;
  // The link names the payment when the checkout ran elsewhere (a partner page): this tab's token
  // counts only when it is that payment.
  const ask = paymentId !== undefined && local?.paymentId !== paymentId ? paymentId : undefined;
  const [fetched, setFetched] = useState<TokenState>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (ask === undefined) return;
    let live = true;
    setFetched({ loading: true });
    void accountClient.query(orderOperations.FibPayment, { paymentId: ask }, lang).then((result) => {
      if (!live) return;
      const token = result.data?.fibPayment;
      if (token) {
        // Kept like a token from this tab's checkout: a reload shows it without asking again.
        keepFibPayment(token);
        return setFetched({ token });
      }
      const message = describeError(result.error, 'query').message;
      // Paid, declined, expired or never started: nothing waits under this id.
      setFetched(message === 'errors.notFound' || message === 'errors.badRequest' ? { missing: true } : { failed: message });
    });
    return () => {
      live = false;
    };
    // lang is left out: a language change does not ask again for the same payment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ask, attempt]);
  const retry = () => setAttempt((n) => n + 1);
  if (ask === undefined) return { state: local ? { token: local } : { missing: true }, retry };
  return { state: fetched ?? { loading: true }, retry };
}

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

// Polls fibPaymentStatus until the server says the order is paid or the payment ended.
function useFibOutcome(token: FibToken | undefined): Outcome {
  const { lang } = useI18n();
  const [outcome, setOutcome] = useState<Outcome>('waiting');
  useEffect(() => {
    if (!token) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const result = await accountClient.query(orderOperations.FibPaymentStatus, { paymentId: token.paymentId }, lang);
      if (!live) return;
      const status = result.data?.fibPaymentStatus;
      if (status?.orderPaid) return setOutcome('paid');
      if (status?.status === 'DECLINED') return setOutcome('declined');
      if (status?.status === 'EXPIRED') return setOutcome('expired');
      // An unanswered poll is tried again: the payment may still go through.
      timer = setTimeout(() => void poll(), FIB_POLL_MS);
    };
    void poll();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [token, lang]);
  return outcome;
}

// The token comes from a server answer: only web links and inline pictures are followed (SECURITY E1).
const webUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : undefined);
const imageUrl = (url: string) => (/^data:image\/(png|gif|jpeg|svg\+xml);/i.test(url) ? url : webUrl(url));

function countdown(ms: number, lang: 'en' | 'ku' | 'ar'): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const text = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return localizeDigits(text, lang);
}

/**
 * /fib-payment-details (SPEC §2, §4): the FIB payment of the order just placed: its QR code, the
 * readable code, the FIB apps' links and a live countdown; it notices the payment by polling.
 */
export function FibPaymentPage({ search }: { search: Record<string, string> }) {
  const { t, lang } = useI18n();
  const { state, retry } = useFibToken(search.paymentId || undefined);
  const token = 'token' in state ? state.token : undefined;
  const outcome = useFibOutcome(token);
  const now = useNow();
  const order = orderPath(search);
  if ('loading' in state) {
    return (
      <div className="container result-page" aria-busy="true">
        <h1>{t('fibPage.title')}</h1>
        <p role="status">{t('common.loading')}</p>
      </div>
    );
  }
  if ('failed' in state) {
    return (
      <div className="container result-page">
        <h1>{t('fibPage.title')}</h1>
        <div className="result fail" role="alert">
          <p>{t(state.failed)}</p>
        </div>
        <button type="button" className="button" onClick={retry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (!token) {
    return (
      <div className="container result-page">
        <h1>{t('fibPage.title')}</h1>
        <p>{t('fibPage.none')}</p>
        <a className="button" href={order ?? '/'}>
          {t(order ? 'fibPage.viewOrder' : 'paymentResult.goHome')}
        </a>
      </div>
    );
  }
  const left = Date.parse(token.validUntil) - now;
  const shown: Outcome = outcome === 'waiting' && left <= 0 ? 'expired' : outcome;
  return (
    <div className="container fib-page">
      <h1>{t('fibPage.title')}</h1>
      <div className={`result ${shown === 'paid' ? 'success' : shown === 'waiting' ? 'info' : 'fail'}`} role={shown === 'waiting' ? 'status' : 'alert'}>
        <p>{t(`fibPage.${shown}`)}</p>
      </div>
      {/* Outside the live region: a screen reader is not told every second. */}
      {shown === 'waiting' && <p className="countdown">{t('fibPage.expiresIn', { time: countdown(left, lang) })}</p>}
      {shown === 'paid' ? (
        order && (
          <a className="button" href={order}>
            {t('fibPage.viewOrder')}
          </a>
        )
      ) : (
        <div className="fib-details">
          <figure className="fib-qr">
            <img src={imageUrl(token.qrCode)} alt={t('fibPage.qr')} width={240} height={240} />
            <figcaption>{t('fibPage.scan')}</figcaption>
          </figure>
          <div>
            <p className="fib-code">{t('fibPage.code', { code: token.readableCode })}</p>
            <h2>{t('fibPage.apps')}</h2>
            <ul className="fib-apps">
              <li>
                <a href={webUrl(token.personalAppLink)}>{t('fibPage.personal')}</a>
              </li>
              <li>
                <a href={webUrl(token.businessAppLink)}>{t('fibPage.business')}</a>
              </li>
              <li>
                <a href={webUrl(token.corporateAppLink)}>{t('fibPage.corporate')}</a>
              </li>
            </ul>
            {order && <a href={order}>{t('fibPage.viewOrder')}</a>}
          </div>
        </div>
      )}
    </div>
  );
}
