import { paymentHref } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { useLazy } from '../internal/use-lazy.js';
import { Lazy } from './lazy-part.js';
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
