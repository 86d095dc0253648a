import { PaymentModal as SharedPaymentModal, type PaymentModalOptions as SharedOptions } from '@candleshop/ui';

export { WaitModal } from '@candleshop/ui';

/** Options of {@link PaymentModal}: the shared modal's, worded for an order. */
export type PaymentModalOptions = Omit<SharedOptions, 'keys'>;

// The checkout's wording (checkout area, paymentModal); the modal itself is ui's, shared with the ticket widget.
const ORDER_KEYS = {
  title: 'paymentModal.title',
  confirm: 'paymentModal.confirm',
  back: 'paymentModal.back',
  cash: 'paymentModal.cash',
  online: 'paymentModal.online',
  fib: 'paymentModal.fib',
};

/** SPEC §2 Shared chrome: the payment-method chooser of the checkout (ui's PaymentModal with the order's texts). */
export function PaymentModal(options: PaymentModalOptions) {
  return <SharedPaymentModal {...options} keys={ORDER_KEYS} />;
}
