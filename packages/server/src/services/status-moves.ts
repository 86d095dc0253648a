import { DEFAULT_LANG, isLang, type Lang } from '@candleshop/rules';
import { sendQuietly, type Mailer } from '../adapters/mail/mail.js';
import { renderStatusMail, type StatusMailKind, type StatusMailValues } from '../adapters/mail/templates/status-mail.js';
import { refused } from '../errors.js';
import type { CustomerView } from './accounts/customer-view.js';

// What every kind of sale's status move shares, whichever domain moves it: its refusals and the mail.

/** The row changed since the caller saw it (its version moved on): nothing was written. */
export const changed = () => refused('admin.changed');

/** The move is not in the kind's rule table; the reason is the status it is in. */
export const moveNotAllowed = (from: string) => refused('admin.moveNotAllowed', { reason: from });

/** The language a customer's mails are written in: theirs, or the shop's default. */
export const mailLang = (customer: CustomerView): Lang => (isLang(customer.lang) ? customer.lang : DEFAULT_LANG);

/** Mails the customer a move in their language; a mail that cannot go out is logged, the move stands. */
export async function mailMove(mailer: Mailer, kind: StatusMailKind, customer: CustomerView, values: StatusMailValues): Promise<void> {
  if (!customer.email) return;
  await sendQuietly(mailer, `the ${kind} status mail`, { to: customer.email, ...renderStatusMail(kind, mailLang(customer), values), receipt: true });
}
