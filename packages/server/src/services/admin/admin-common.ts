import { DEFAULT_LANG, isLang } from '@candleshop/rules';
import type { Kysely, Transaction } from 'kysely';
import { sendQuietly, type Mailer } from '../../adapters/mail/mail.js';
import { renderStatusMail, type StatusMailKind, type StatusMailValues } from '../../adapters/mail/templates/status-mail.js';
import type { Staff } from '../../auth/staff.js';
import { insertAudit } from '../../db/repositories/admin/audit-log.js';
import type { Database, Lang } from '../../db/types.js';
import type { Payable } from '../../db/tables/payments.js';
import { refused } from '../../errors.js';
import type { Payments } from '../../payments/types.js';
import type { SaleLife } from '../sale-life/sale-outbox.js';

/** Who makes a back-office change and from where (the audit's who and address). */
export interface StaffActor {
  staff: Staff;
  address: string;
}

/** What the back-office services need of the request. */
export interface AdminOptions {
  lang: Lang;
  publicUrl: string;
  mailer: Mailer;
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

/** The row changed since the caller saw it (its version moved on): nothing was written. */
export const changed = () => refused('admin.changed');

/** The move is not in the kind's rule table; the reason is the status it is in. */
export const moveNotAllowed = (from: string) => refused('admin.moveNotAllowed', { reason: from });

/** A page request: page ≥ 1, first within 1..max. */
export interface PageArgs {
  page: number;
  first: number;
}

/** The limit and offset of a page. */
export const limits = ({ page, first }: PageArgs) => ({ limit: first, offset: (page - 1) * first });

/** The schema's AdminPageInfo: pages is at least 1. */
export const pageInfo = ({ page, first }: PageArgs, total: number) => ({ current: page, pages: Math.max(1, Math.ceil(total / first)), total });

/** The schema's AdminCustomer. */
export interface CustomerView {
  name: string;
  email: string;
  phone: string;
  lang: string;
  guest: boolean;
}

/** The customer of an order or request from its contact columns. */
export function customerView(row: { user_id: number | null; name: string | null; email: string | null; phone: string | null; lang: string }): CustomerView {
  return { name: row.name ?? '', email: row.email ?? '', phone: row.phone ?? '', lang: row.lang, guest: row.user_id === null };
}

/** Records one change in the transaction that makes it (issue 15: written together or not at all). */
export function audit(
  trx: Transaction<Database>,
  actor: StaffActor,
  entry: { subjectType: string; subjectId: number; action: string; before: unknown; after: unknown; note?: string | null },
): Promise<void> {
  return insertAudit(trx, { ...entry, note: entry.note?.trim() || null, staffUserId: actor.staff.user_id, address: actor.address });
}

/** Mails the customer a move in their language; a mail that cannot go out is logged, the move stands. */
export async function mailMove(mailer: Mailer, kind: StatusMailKind, customer: CustomerView, values: StatusMailValues): Promise<void> {
  if (!customer.email) return;
  const lang = isLang(customer.lang) ? customer.lang : DEFAULT_LANG;
  await sendQuietly(mailer, `the ${kind} status mail`, { to: customer.email, ...renderStatusMail(kind, lang, values), receipt: true });
}
