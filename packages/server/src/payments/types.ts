import type { Lang } from '../db/types.js';
import type { PaymentMethod } from '../db/types-sales.js';

/** What a provider needs to know of an order to start its payment. */
export interface PaymentOrder {
  id: number;
  uuid: string;
  /** Integer IQD, computed by the server; the provider must charge exactly this. */
  total: number;
  method: Exclude<PaymentMethod, 'cash'>;
  lang: Lang;
  /** For the provider's description and receipts. */
  email: string | null;
}

/** FIB's answer to a created payment (SPEC §3 Payment result fibToken). */
export interface FibToken {
  paymentId: string;
  readableCode: string;
  qrCode: string;
  validUntil: string;
  personalAppLink: string;
  businessAppLink: string;
  corporateAppLink: string;
}

/**
 * Where the customer goes to pay (SPEC §4 Payment routing): ZainCash's transaction id in `token`,
 * NassPay's `{transactionId, token}` JSON in `token`, FastPay's page in `url`, FIB's `fibToken`.
 */
export interface PaymentStart {
  token?: string | null;
  url?: string | null;
  fibToken?: FibToken | null;
}

/**
 * The payments of the shop (DESIGN §4, SECURITY §2): starts a provider's payment for an order. An
 * order becomes paid only through the provider's verified answer, never through this call.
 */
export interface Payments {
  /** @throws when the provider could not be reached or refused; the order stays unpaid. */
  start(order: PaymentOrder): Promise<PaymentStart>;
}
