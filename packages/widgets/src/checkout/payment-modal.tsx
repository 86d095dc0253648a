import { PaymentSteps as SharedPaymentSteps, type PaymentStepsOptions as SharedOptions } from '@candleshop/ui';

/** Options of {@link PaymentSteps}: the shared dialogs', worded for an order. */
export type PaymentStepsOptions = Omit<SharedOptions, 'keys'>;

// The checkout's wording (checkout area, paymentModal); the modal itself is ui's, shared with the ticket widget.
const ORDER_KEYS = {
  title: 'paymentModal.title',
  confirm: 'paymentModal.confirm',
  back: 'paymentModal.back',
  cash: 'paymentModal.cash',
  online: 'paymentModal.online',
  fib: 'paymentModal.fib',
};

/** SPEC §2 Shared chrome: the checkout's payment-method chooser and wait dialog (ui's, with the order's texts). */
export function PaymentSteps(options: PaymentStepsOptions) {
  return <SharedPaymentSteps {...options} keys={ORDER_KEYS} />;
}
