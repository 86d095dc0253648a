/** SPEC §1, §9: the payment methods; cash is the default. */
export const PAYMENT_METHODS = ['cash', 'nasspay', 'zaincash', 'fib', 'fastpay'] as const;

/** A payment method. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** SPEC §9: cash (default). */
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'cash';

/** The methods paid through a provider: every one but cash. */
export const GATEWAYS = ['zaincash', 'fib', 'fastpay', 'nasspay'] as const satisfies readonly PaymentMethod[];

/** A provider's method. */
export type Gateway = (typeof GATEWAYS)[number];

/** Whether `value` names a payment method. */
export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** What FIB answers for a created payment: a QR code and app links (SPEC §3 Payment result fibToken). */
export interface FibToken {
  paymentId: string;
  readableCode: string;
  qrCode: string;
  validUntil: string;
  personalAppLink: string;
  businessAppLink: string;
  corporateAppLink: string;
}
