import type { Kysely } from 'kysely';
import { reserveRecipientSlot } from '../../db/repositories/recipient-limits.js';
import type { Database } from '../../db/types.js';
import type { Mailer } from './mail.js';

/** Mails one address may get an hour, but for those staff's actions send (SECURITY-REVIEW M3). */
export const MAILS_PER_RECIPIENT_HOUR = 5;

/** A mail refused by the per-recipient limit; callers treat it as a mail that could not be sent. */
export class MailLimitReached extends Error {}

/**
 * The text with the subject as its first line: the subject holds only the shop's words, ids and
 * statuses, so no text a visitor typed (a name) opens a mail, where a mail program's preview shows
 * it (SECURITY-REVIEW M3: "Hello Your account is suspended, confirm at …").
 */
export function subjectFirst(subject: string, text: string): string {
  return `${subject.replace(/[\r\n]+/g, ' ')}\n\n${text}`;
}

/**
 * The mailer with a per-recipient limit (SECURITY-REVIEW M3), every mail's subject as its first
 * line ({@link subjectFirst}), and the subject kept to one line. Anything but a mail staff's
 * action sends (`receipt: true`: a status change, a quote) goes to one address at most `perHour`
 * times an hour, so nobody can make the shop mail a stranger's inbox over and over (verification
 * mails by toggling an email, white-label confirmations, sales' mails and confirm-or-cancel links,
 * waiting-list offers: SECURITY-REVIEW-2 N2, N3). The shop's own notices (to `shopEmail`) are bounded by the per-account request
 * limits instead. Counted in the database, so every instance sees the same count.
 */
export function guardMailer(db: Kysely<Database>, mailer: Mailer, options: { shopEmail: string; perHour?: number }): Mailer {
  const perHour = options.perHour ?? MAILS_PER_RECIPIENT_HOUR;
  const shop = options.shopEmail.toLowerCase();
  return {
    kind: mailer.kind,
    async send(message) {
      const to = message.to.trim().toLowerCase();
      if (!message.receipt && to !== shop && !(await reserveRecipientSlot(db, 'mail', to, perHour, 60 * 60 * 1000))) {
        throw new MailLimitReached(`candleshop: no more mail to this address this hour (SECURITY-REVIEW M3)`);
      }
      const subject = message.subject.replace(/[\r\n]+/g, ' ');
      await mailer.send({ ...message, subject, text: subjectFirst(subject, message.text) });
    },
  };
}
