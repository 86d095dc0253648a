// The payment methods are a fact the server shares (@candleshop/rules).
export { PAYMENT_METHODS, DEFAULT_PAYMENT_METHOD, isPaymentMethod } from '@candleshop/rules';
export type { PaymentMethod } from '@candleshop/rules';
