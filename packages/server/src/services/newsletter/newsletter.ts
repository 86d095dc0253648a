import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { HumanCheckVerifier } from '../../adapters/human-check/human-check.js';
import { sendQuietly, type Mailer } from '../../adapters/mail/mail.js';
import { renderNewsletterConfirmMail, renderNewsletterWelcomeMail } from '../../adapters/mail/templates/newsletter-mail.js';
import { hashToken } from '../../auth/session-cookie.js';
import { reserve } from '../../auth/throttle.js';
import { confirmSubscriber, findSubscriberByToken, unsubscribe, upsertPendingSubscriber } from '../../db/repositories/newsletter/newsletter.js';
import { ensureSubscriberCode } from '../../db/repositories/promotions/promotion-codes.js';
import { findSystemPromotion } from '../../db/repositories/promotions/promotions.js';
import { findUsableCodeView, type DiscountView } from '../promotions/code-views.js';
import { newPromotionCode } from '../promotions/promotion-codes.js';
import type { Database, Lang } from '../../db/types.js';
import type { SubscriberRow } from '../../db/tables/newsletter.js';
import { refused } from '../../errors.js';
import { lookUpThrottled } from './discount-throttle.js';
import { NEWSLETTER_CODE_LENGTH, NEWSLETTER_DISCOUNT_PERCENT } from './discount-rules.js';

/** How long a confirmation link works. */
export const CONFIRM_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** What the newsletter service needs of the request. */
export interface NewsletterOptions {
  lang: Lang;
  humanCheck: HumanCheckVerifier;
  mailer: Mailer;
  /** Where the links of the mails lead (the storefront). */
  publicUrl: string;
  /** The client's address: throttled, and kept as where consent came from. */
  clientAddress: string;
}

/** A confirmed subscription: the personal code, and whether it was confirmed before. */
export interface NewsletterConfirmation {
  code: string;
  percent: number;
  /** Whether the code is still unused. */
  usable: boolean;
  alreadyConfirmed: boolean;
}

export type { DiscountView } from '../promotions/code-views.js';

// A link whose token or address is wrong, expired or superseded.
const linkInvalid = () => refused('newsletter.linkInvalid');

/**
 * The newsletter (SPEC §5, §8, issue 13) with double opt-in: a sign-up is pending until the link
 * in its mail is followed; confirming gives the subscriber one personal code (SPEC §1: 15% off
 * the next purchase). The same address twice is one subscriber; sign-ups are throttled per address
 * and per client; every mail carries the unsubscribe link.
 */
export function createNewsletter(db: Kysely<Database>, options: NewsletterOptions) {
  const link = (path: string, email: string, token: string) => `${options.publicUrl}/newsletter/${path}?${new URLSearchParams({ email, token }).toString()}`;

  async function welcome(subscriber: SubscriberRow, code: string) {
    const message = renderNewsletterWelcomeMail(subscriber.lang, {
      to: subscriber.email,
      percent: NEWSLETTER_DISCOUNT_PERCENT,
      code,
      unsubscribeUrl: link('unsubscribe', subscriber.email, subscriber.unsubscribe_token),
    });
    // The confirmation page shows the code too: a mail that fails loses nothing.
    await sendQuietly(options.mailer, 'newsletter welcome', message);
  }

  return {
    /**
     * Signs an address up, pending until confirmed, and mails the confirmation link. An address
     * already confirmed gets the same answer and no mail (nothing tells strangers who subscribed).
     * @throws bad.request when the human check fails; newsletter.throttled over the limits
     */
    async signUp(email: string, token: string | undefined): Promise<void> {
      if (!(await options.humanCheck.verify({ token: token ?? '', action: 'submit' }))) throw refused('bad.request');
      // Reserved in one step before the mail (SECURITY-REVIEW M2): at most the limit of mails to
      // one inbox, whatever the parallelism. Every sign-up already passed a human check.
      if ((await reserve(db, 'newsletter', email, options.clientAddress)).id === undefined) throw refused('newsletter.throttled');
      const confirmToken = randomBytes(32).toString('base64url');
      const subscriber = await upsertPendingSubscriber(db, {
        email,
        lang: options.lang,
        confirm_hash: hashToken(confirmToken),
        confirm_expires_at: new Date(Date.now() + CONFIRM_LIFETIME_MS),
        unsubscribe_token: randomBytes(24).toString('base64url'),
        requested_from: options.clientAddress,
      });
      if (!subscriber) return;
      // Without this mail the sign-up cannot be confirmed: a failure is the caller's to show.
      await options.mailer.send(
        renderNewsletterConfirmMail(subscriber.lang, {
          to: subscriber.email,
          percent: NEWSLETTER_DISCOUNT_PERCENT,
          confirmUrl: link('confirm', subscriber.email, confirmToken),
          unsubscribeUrl: link('unsubscribe', subscriber.email, subscriber.unsubscribe_token),
        }),
      );
    },

    /**
     * Follows a confirmation link: the subscriber is confirmed (the time and address of consent
     * kept) and given its code, mailed with the welcome. The same link again answers the same code
     * without a second mail.
     * @throws newsletter.linkInvalid for a wrong, expired or superseded link
     */
    async confirm(email: string, token: string): Promise<NewsletterConfirmation> {
      if (!token || token.length > 200) throw linkInvalid();
      const hash = hashToken(token);
      const confirmed = await confirmSubscriber(db, email, hash, options.clientAddress);
      const subscriber = confirmed ?? (await findSubscriberByToken(db, email, hash));
      if (!subscriber || subscriber.status !== 'confirmed') throw linkInvalid();
      // The newsletter's promotion (migration 090) holds the share; each subscriber one single-use code of it.
      const promotion = await findSystemPromotion(db, 'newsletter');
      if (!promotion) throw new Error('candleshop: the newsletter promotion is missing');
      const code = await ensureSubscriberCode(db, promotion.id, subscriber.id, subscriber.email.toLowerCase(), newPromotionCode(NEWSLETTER_CODE_LENGTH));
      if (confirmed) await welcome(subscriber, code.code);
      return { code: code.code, percent: promotion.amount, usable: code.order_id === null, alreadyConfirmed: !confirmed };
    },

    /**
     * Takes an address off the newsletter by the link in any of its mails.
     * @throws newsletter.linkInvalid for a wrong link
     */
    async unsubscribe(email: string, token: string): Promise<void> {
      if (!token || token.length > 200 || !(await unsubscribe(db, email, token))) throw linkInvalid();
    },

    /**
     * A code as typed, if an order may still use it; null otherwise. Codes not found count toward
     * the client address's limit (SECURITY-REVIEW L9).
     * @throws bad.request (discountCode: input.discountCode.throttled) past the limit
     */
    async usableCode(typed: string): Promise<DiscountView | null> {
      return lookUpThrottled(db, options.clientAddress, () => findUsableCodeView(db, typed, options.lang, new Date()));
    },
  };
}

/** The newsletter service of one request. */
export type Newsletter = ReturnType<typeof createNewsletter>;
