import { useStore } from '@nanostores/react';
import type { PaymentMethod, TicketBookingModel } from '@candleshop/core';
import { PaymentSteps } from '@candleshop/ui';
import { TicketForm } from './ticket-form.js';

/** Options of {@link TicketPurchase}. */
export interface TicketPurchaseOptions {
  booking: TicketBookingModel;
  signedIn: boolean;
  localHumanCheck?: boolean;
  methods: readonly PaymentMethod[];
  /** The shopper confirmed the payment method: buy the ticket. */
  onConfirm: () => void;
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

/** Buying the chosen tier: its form, the payment-method modal and the wait modal. */
export function TicketPurchase({ booking, signedIn, localHumanCheck, methods, onConfirm }: TicketPurchaseOptions) {
  const method = useStore(booking.$method);
  const step = useStore(booking.$step);
  return (
    <>
      <TicketForm booking={booking} signedIn={signedIn} localHumanCheck={localHumanCheck} />
      <PaymentSteps step={step} methods={methods} method={method} onMethod={booking.chooseMethod} onClose={booking.closePayment} onConfirm={onConfirm} keys={PAYMENT_KEYS} />
    </>
  );
}
