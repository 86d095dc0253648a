import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $auth, createFibPaymentWatch, isolateIn, localizeDigits, type PayableKind } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { accountClient } from '../api.js';
import { paidPath } from './order-links.js';
import { useLocalPath } from '../local-path.js';
import { usePaidSearch } from './use-paid-search.js';

const VIEW: Record<PayableKind, string> = { order: 'fibPage.viewOrder', refill: 'fibPage.viewRefill', ticket: 'ticketView.view', personalized: 'fibPage.viewPersonalized', subscription: 'fibPage.viewSubscription' };

// The watch lives in core; the page starts it on mount and renders its stores.
function useFibWatch(paymentId: string | undefined) {
  const { lang } = useI18n();
  const langRef = useRef(lang);
  langRef.current = lang;
  const [watch] = useState(() => createFibPaymentWatch({ client: accountClient, lang: () => langRef.current }));
  useEffect(() => watch.start(paymentId), [watch, paymentId]);
  return {
    state: useStore(watch.$token),
    outcome: useStore(watch.$outcome),
    remaining: useStore(watch.$remaining),
    retry: watch.retry,
  };
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
  const to = useLocalPath();
  const { t, lang } = useI18n();
  const { state, outcome: shown, remaining, retry } = useFibWatch(search.paymentId || undefined);
  const token = 'token' in state ? state.token : undefined;
  // A visitor known to be signed out is a guest: a ticket's link is then its guest page.
  const auth = useStore($auth);
  const target = paidPath(usePaidSearch(search), auth.checked && !auth.loggedIn);
  const order = target?.path;
  const viewKey = VIEW[target?.kind ?? 'order'];
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
        <a className="button" href={to(order ?? '/')}>
          {t(order ? viewKey : 'paymentResult.goHome')}
        </a>
      </div>
    );
  }
  return (
    <div className="container fib-page">
      <h1>{t('fibPage.title')}</h1>
      <div className={`result ${shown === 'paid' ? 'success' : shown === 'waiting' ? 'info' : 'fail'}`} role={shown === 'waiting' ? 'status' : 'alert'}>
        <p>{t(`fibPage.${shown}`)}</p>
      </div>
      {/* Outside the live region: a screen reader is not told every second. */}
      {shown === 'waiting' && <p className="countdown">{t('fibPage.expiresIn', { time: countdown(remaining, lang) })}</p>}
      {shown === 'paid' ? (
        order && (
          <a className="button" href={to(order)}>
            {t(viewKey)}
          </a>
        )
      ) : (
        <div className="fib-details">
          <figure className="fib-qr">
            <img src={imageUrl(token.qrCode)} alt={t('fibPage.qr')} width={240} height={240} />
            <figcaption>{t('fibPage.scan')}</figcaption>
          </figure>
          <div>
            <p className="fib-code">{t('fibPage.code', { code: isolateIn(lang, token.readableCode) })}</p>
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
            {order && <a href={to(order)}>{t(viewKey)}</a>}
          </div>
        </div>
      )}
    </div>
  );
}
