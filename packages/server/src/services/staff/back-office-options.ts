import type { Mailer } from '../../adapters/mail/mail.js';
import type { Texter } from '../../adapters/messaging/messaging.js';
import type { Lang } from '../../db/types.js';
import type { Payable } from '../../db/tables/payments.js';
import type { Payments } from '../../payments/types.js';
import type { SaleLife } from '../sale-life/sale-outbox.js';

/** What the back-office services need of the request. */
export interface AdminOptions {
  lang: Lang;
  publicUrl: string;
  mailer: Mailer;
  /** Texts what staff changes tell customers (a waiting-list offer, a workshop's new date). */
  texter?: Texter;
  /** Called after a change the public catalogue shows (products, workshops): the caches forget. */
  catalogueChanged: () => void;
  /** Gives up a closed sale's payments still waiting (SECURITY-REVIEW M5); none without payments. */
  payments?: Pick<Payments, 'cancelPayments'>;
  /** How long seats offered to a waiting list are held (WAITLIST_HOLD_HOURS); 24 h when absent. */
  waitlistHoldHours?: number;
  /** Dispatches a sale's events after a move commits (issue 34 item 2); the sweep does without it. */
  saleLife?: Pick<SaleLife, 'settle'>;
}

/**
 * After the shop turned a sale down (SECURITY-REVIEW M5): its payments still waiting are cancelled
 * at the provider or marked cancelled, so money that arrives later is owed back, never applied.
 */
export async function giveUpPaymentsOf(options: AdminOptions, payable: Payable): Promise<void> {
  await options.payments?.cancelPayments?.(payable);
}
