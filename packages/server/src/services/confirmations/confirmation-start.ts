import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sendQuietly } from '../../adapters/mail/mail.js';
import { confirmationTemplateParams, renderConfirmationMail, renderConfirmationText } from '../../adapters/mail/templates/confirmation-mail.js';
import { textQuietly } from '../../adapters/messaging/messaging.js';
import { findConfirmedSale, insertConfirmation, type ConfirmedKind } from '../../db/repositories/confirmations/confirmations.js';
import type { CustomerMessaging } from '../customer-messaging.js';
import type { Database, Lang } from '../../db/types.js';
import type { ConfirmationSettings } from './confirmation-settings.js';

/** The name of the provider's template the confirmation text is sent with (registered in WhatsApp Manager). */
export const CONFIRMATION_TEMPLATE = 'sale_confirmation';

/** The SHA-256 (hex) a link's token is kept as; the token itself is only in the customer's messages. */
export function confirmationTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The public confirm-or-cancel page of a token, in the customer's language (README "Language URLs"). */
export function confirmationLink(publicUrl: string, lang: Lang, token: string): string {
  return `${publicUrl}${lang === 'en' ? '' : `/${lang}`}/confirm/${token}`;
}

/** What sending a sale's link needs. */
export interface ConfirmationStartOptions extends CustomerMessaging {
  settings: ConfirmationSettings;
}

/**
 * Gives a cash sale just placed its confirm-or-cancel link (issue 28 item 1): a 192-bit random
 * token (SECURITY A6), kept only as its SHA-256, and sends it to the customer in the sale's
 * language by mail and by text message. A message that cannot go out is kept by its adapter's
 * retrier or logged: the sale stands either way, and an unanswered one reaches the call list.
 */
export async function startConfirmation(db: Kysely<Database>, options: ConfirmationStartOptions, kind: ConfirmedKind, id: number): Promise<void> {
  const now = options.now ?? new Date();
  const token = randomBytes(24).toString('base64url');
  await insertConfirmation(db, kind, id, {
    tokenHash: confirmationTokenHash(token),
    expiresAt: new Date(now.getTime() + options.settings.linkDays * 86_400_000),
    callAfter: new Date(now.getTime() + options.settings.callAfterHours * 3_600_000),
  });
  const sale = await findConfirmedSale(db, kind, id, 'en');
  if (!sale) return;
  const lang = sale.lang;
  const values = { kind, name: sale.name ?? '', id, total: sale.total, link: confirmationLink(options.publicUrl, lang, token), days: options.settings.linkDays };
  const log = options.log ?? console.error;
  // Both counted per recipient (SECURITY-REVIEW-2 N3): the buyer typed the address and the phone.
  if (sale.email) await sendQuietly(options.mailer, `the ${kind} confirmation link`, { to: sale.email, ...renderConfirmationMail(lang, values) }, log);
  if (sale.phone) {
    await textQuietly(
      options.texter,
      `the ${kind} confirmation link`,
      {
        to: sale.phone,
        lang,
        text: renderConfirmationText(lang, values),
        template: { name: CONFIRMATION_TEMPLATE, params: confirmationTemplateParams(lang, values), urlSuffix: token },
      },
      log,
    );
  }
}
