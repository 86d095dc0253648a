import type { ComponentType } from 'react';
import { paymentHref } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { useLazy } from '../internal/use-lazy.js';
import type { TicketConfirmationOptions } from './ticket-confirmation.js';
import type { TicketPurchaseOptions } from './ticket-purchase.js';
import type { WaitlistFormOptions } from './waitlist-form.js';

// The purchase form, the waiting-list form and the confirmation are downloaded when they are
// needed (a tier chosen, the waiting list opened, a ticket bought), so a page that only shows the
// workshops carries none of them (DESIGN §6 budgets).

const loadPurchase = () => import('./ticket-purchase.js').then((module) => module.TicketPurchase);
const loadConfirmation = () => import('./ticket-confirmation.js').then((module) => module.TicketConfirmation);
const loadWaitlist = () => import('./waitlist-form.js').then((module) => module.WaitlistForm);

/** The chosen tier's form and payment modals, once downloaded; a retry if the download failed. */
export function LazyPurchase(props: TicketPurchaseOptions) {
  return <Lazy load={loadPurchase} props={props} />;
}

/** The waiting-list form of a sold-out workshop (issue 27), once downloaded with its texts. */
export const LazyWaitlist = (props: WaitlistFormOptions) => <Lazy load={loadWaitlist} props={props} />;

/** A part downloaded when first shown: the tickets' loading text, then a retry if the download failed. */
export function Lazy<P extends object>({ load, props }: { load: () => Promise<ComponentType<P>>; props: P }) {
  const { t } = useI18n();
  const { Component, failed, retry } = useLazy(load);
  if (Component) return <Component {...props} />;
  if (!failed)
    return (
      <p className="muted" aria-busy="true">
        {t('tickets.loading')}
      </p>
    );
  return (
    <p className="alert fail" role="alert">
      {t('errors.network')}{' '}
      <button type="button" className="button secondary" onClick={retry}>
        {t('tickets.retry')}
      </button>
    </p>
  );
}

/** The cash ticket's confirmation, once downloaded; until then the success message, and a link if the download failed. */
export function LazyConfirmation(props: TicketConfirmationOptions) {
  const { t } = useI18n();
  const { Component, failed } = useLazy(loadConfirmation);
  if (Component) return <Component {...props} />;
  return (
    <div className="confirmation" aria-busy={!failed}>
      <p className="alert success" role="status">
        {t('tickets.created')}
      </p>
      {failed && <a href={paymentHref(props.placed.route, props.storefront, props.placed.result)}>{t('ticketView.view')}</a>}
    </div>
  );
}
