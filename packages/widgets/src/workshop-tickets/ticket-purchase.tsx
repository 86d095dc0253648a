import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { createGiftCardList, type AccountClient, type PaymentMethod, type TicketBookingModel } from '@candleshop/core';
import { PaymentSteps, useI18n } from '@candleshop/ui';
import { giftCardBoxCss } from '../internal/gift-card-box.css.js';
import { adoptCss } from '../internal/define-element.js';
import { Lazy } from './lazy-part.js';
import { TicketForm } from './ticket-form.js';

// Issue 35: the gift-card box is the checkout's chunk, downloaded when "Pay with a gift card" opens;
// this part imports nothing else of the checkout's, so that the checkout's own files stay as they are.
const loadGiftCardBox = () => import('../internal/gift-card-box.js').then((module) => module.GiftCardBox);

/** Options of {@link TicketPurchase}. */
export interface TicketPurchaseOptions {
  booking: TicketBookingModel;
  /** Asks gift cards' balances (issue 35), with the session cookie as the purchase. */
  account: AccountClient;
  signedIn: boolean;
  localHumanCheck?: boolean;
  methods: readonly PaymentMethod[];
  /** The shopper confirmed the payment method (or cards pay it all): buy the ticket with these cards' codes, which pay `paid` IQD of it. */
  onConfirm: (giftCards: readonly string[], paid: number) => void;
}

// The widget's texts, its payment modal's too (ui's modal, worded for a ticket).
const PAYMENT_KEYS = {
  title: 'tickets.paymentTitle',
  confirm: 'tickets.confirm',
  back: 'tickets.paymentBack',
  cash: 'tickets.paymentHint',
  online: 'tickets.paymentOnline',
  fib: 'tickets.paymentFib',
};

/** Buying the chosen tier: its form, the gift-card box, the payment-method modal and the wait modal. */
export function TicketPurchase({ booking, account, signedIn, localHumanCheck, methods, onConfirm }: TicketPurchaseOptions) {
  const method = useStore(booking.$method);
  const step = useStore(booking.$step);
  const total = useStore(booking.$total);
  const alert = useStore(booking.$alert);
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  // Issue 35: the cards paying this ticket, drawn with it; a card the server refused with the
  // ticket (emptied or stopped meanwhile) is said on the card field. The box tells what is left
  // to pay for the total it saw.
  const [cards] = useState(createGiftCardList);
  const [left, setLeft] = useState<{ due: number | undefined; left: number }>();
  const added = useStore(cards);
  const codes = () => cards.get().map((card) => card.code);
  const paid = () => (cards.get().length && left && left.due === total && total !== undefined ? total - left.left : 0);
  const coveredByCards = added.length > 0 && left?.due === total && left?.left === 0;
  // Cards that pay the whole ticket leave no payment to choose: it is bought at once.
  const reviewed = () => {
    if (!coveredByCards || booking.$step.get() !== 'paying') return;
    booking.chooseMethod('cash');
    onConfirm(codes(), paid());
  };
  return (
    <>
      <TicketForm booking={booking} signedIn={signedIn} localHumanCheck={localHumanCheck} onReviewed={reviewed}>
        <details
          className="discount"
          part="gift-cards"
          ref={(node) => {
            if (node) adoptCss(node, giftCardBoxCss);
          }}
          open={open}
          onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
        >
          <summary>{t('tickets.payWithCard')}</summary>
          {open && <Lazy load={loadGiftCardBox} props={{ client: account, cards, due: total, cover: 'giftCard.coversTickets', refused: alert?.error, onLeft: (rest: number) => setLeft({ due: total, left: rest }) }} />}
        </details>
      </TicketForm>
      <PaymentSteps step={step} methods={methods} method={method} onMethod={booking.chooseMethod} onClose={booking.closePayment} onConfirm={() => onConfirm(codes(), paid())} keys={PAYMENT_KEYS} />
    </>
  );
}
