// The frame of the builder's lazily loaded panels (Request now, Make this a plan): their texts,
// their styles and a retry when the texts did not come. Imported by those chunks only.
import { useEffect, useRef, type ReactNode } from 'react';
import { checkoutMessages, localizeDigits, type CheckoutAlert, type Lang, type MessageArea, type PublicClient, type RefillDraft, type RequestedRefill } from '@candleshop/core';
import { I18nProvider, useI18n, useMessages } from '@candleshop/ui';
import { adoptCss } from '../internal/define-element.js';
import { refillRequestCss } from './refill-request.css.js';

/** What the builder gives each of its panels. */
export interface RefillPanelOptions {
  client: PublicClient;
  /** The GraphQL endpoint: the account client and the human check are the page's shared ones. */
  endpoint: string;
  lang: Lang;
  /**
   * The builder's own message area, handed over rather than imported: the panels' chunks then
   * share no module with the builder's alone, which stays a chunk of its own.
   */
  builderMessages: MessageArea;
  /** Whether FastPay is offered (loader `data-fastpay="on"`), as the checkout offers it. */
  fastpay: boolean;
  /** The refill as built now; undefined while a step is not chosen. */
  draft: () => RefillDraft | undefined;
  /** Request now: the server took the request; where its payment continues. */
  onRequested: (requested: RequestedRefill) => void;
  /** Where the page shows the customer's refill plans (the element's `plans-href`), if it says. */
  plansHref?: string;
}

/**
 * A panel under the builder: `children` shown with the builder's, the checkout's (fields, payment)
 * and `areas`' texts once they have arrived, with the checkout's form styles.
 */
export function RefillPanel({ options, areas = [], part, children }: { options: RefillPanelOptions; areas?: MessageArea[]; part: string; children: ReactNode }) {
  const { i18n, failed, retry } = useMessages(options.lang, [options.builderMessages, checkoutMessages, ...areas]);
  const { t } = useI18n();
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (anchor.current) adoptCss(anchor.current, refillRequestCss);
  }, []);
  return (
    <div ref={anchor} className="request" part={part}>
      {i18n ? (
        <I18nProvider value={i18n}>{children}</I18nProvider>
      ) : failed ? (
        <p className="error" role="alert">
          {t('refillRequest.loadFailed')}{' '}
          <button type="button" className="button" onClick={retry}>
            {t('refillBuilder.retry')}
          </button>
        </p>
      ) : (
        <p className="hint" role="status">
          {t('refillRequest.loading')}
        </p>
      )}
    </div>
  );
}

/** A message over a panel's send button: a failure is an alert, anything else a status. */
export function PanelAlert({ alert, part }: { alert: CheckoutAlert; part?: string }) {
  const { t, lang } = useI18n();
  // A number in the message (a request's) is written in the page's digits.
  const values = alert.values && { ...alert.values, id: localizeDigits(String(alert.values.id ?? ''), lang) };
  return (
    <div className={`alert ${alert.kind}`} part={part ?? `alert alert-${alert.kind}`} role={alert.kind === 'fail' ? 'alert' : 'status'}>
      {alert.title && <p className="alert-title">{t(alert.title, values)}</p>}
      <p>{t(alert.message, values)}</p>
    </div>
  );
}
