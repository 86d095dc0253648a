import { shopDate } from '@candleshop/rules';
import type { Kysely } from 'kysely';
import { sendQuietly } from '../../adapters/mail/mail.js';
import { giftCardTemplateParams, renderGiftCardRecipientMail, renderGiftCardRecipientText } from '../../adapters/mail/templates/gift-card-recipient-mail.js';
import { textQuietly } from '../../adapters/messaging/messaging.js';
import type { RetryBox } from '../../adapters/retry-seal.js';
import { claimGiftCardsToSend, type GiftCardToSend } from '../../db/repositories/gift-cards/gift-card-recipients.js';
import { findGiftCardBuyer } from '../../db/repositories/gift-cards/gift-card-sales.js';
import { GIFT_CARD_SENDER_LOCK_CLASS, withSweeperLock } from '../../db/repositories/sweeper-lock.js';
import type { CustomerMessaging } from '../customer-messaging.js';
import type { Database } from '../../db/types.js';
import { repeatPass } from '../../internal/repeat-pass.js';
import { giftCardLink } from './gift-card-codes.js';

/** The name of the provider's template the recipient's text is sent with (registered in WhatsApp Manager; its button opens `/gift-card#` and the code). */
export const GIFT_CARD_TEMPLATE = 'gift_card';
/** How often the sender looks for cards whose day has come, in ms. */
export const GIFT_CARD_SEND_INTERVAL_MS = 5 * 60 * 1000;
/** At most this many cards a pass (the next pass takes the rest). */
const BATCH = 100;

/** What sending cards to their recipients needs. */
export interface GiftCardSenderOptions extends CustomerMessaging {
  /** What the codes wait in (auth/retry-box.ts `giftCardBox`). */
  box: RetryBox;
}

/**
 * Sends the cards whose day has come on the shop's calendar to their recipients (issue 35 item 1),
 * `cardId` only that one: each is claimed once (gift-card-recipients.ts), then mailed and texted in
 * the recipient's language with its card page. A message its adapter cannot take is kept by the
 * adapter's retrier or logged (without the code); the card counts as sent either way.
 * @returns how many cards were sent
 */
export async function sendGiftCardsDue(db: Kysely<Database>, options: GiftCardSenderOptions, cardId?: number): Promise<number> {
  const cards = await claimGiftCardsToSend(db, shopDate(options.now ?? new Date()), { limit: BATCH, ...(cardId === undefined ? {} : { cardId }) });
  for (const card of cards) await sendToRecipient(db, card, options);
  return cards.length;
}

async function sendToRecipient(db: Kysely<Database>, card: GiftCardToSend, options: GiftCardSenderOptions): Promise<void> {
  const log = options.log ?? console.error;
  let code: string;
  try {
    code = options.box.open(card.codeSealed);
  } catch (error) {
    log(`candleshop: ALERT gift card ${card.id} could not be sent to its recipient: its code was sealed under another key (STAFF_SECRET_KEY changed)`, error);
    return;
  }
  const buyer = card.saleKind === 'order' ? await findGiftCardBuyer(db, card.saleId) : undefined;
  const { lang } = card;
  const values = { name: card.name, from: buyer?.name ?? '', amount: card.amount, message: card.message ?? '', code, link: giftCardLink(options.publicUrl, lang, code) };
  const what = `gift card ${card.id} for its recipient`;
  // Counted per recipient like every mail a visitor's action sends (SECURITY-REVIEW-2 N2): the buyer typed the address.
  if (card.email) await sendQuietly(options.mailer, what, { to: card.email, ...renderGiftCardRecipientMail(lang, values) }, log);
  if (card.phone) {
    await textQuietly(
      options.texter,
      what,
      {
        to: card.phone,
        lang,
        text: renderGiftCardRecipientText(lang, values),
        template: { name: GIFT_CARD_TEMPLATE, params: giftCardTemplateParams(lang, values), urlSuffix: code },
      },
      log,
    );
  }
}

/**
 * One pass of the sender on one instance at a time (a database lock, as the other sweepers):
 * two instances never both send the day's cards, and the claim keeps each card to one send even so.
 * @returns how many cards were sent (0 when another instance holds the lock)
 */
export async function sweepGiftCards(db: Kysely<Database>, options: GiftCardSenderOptions): Promise<number> {
  const run = await withSweeperLock(db, () => sendGiftCardsDue(db, options), GIFT_CARD_SENDER_LOCK_CLASS);
  return run.ran ? run.result : 0;
}

/** Runs {@link sweepGiftCards} every `intervalMs`; call the answer to stop (it resolves once a running pass ends). */
export function startGiftCardSender(db: Kysely<Database>, options: Omit<GiftCardSenderOptions, 'now'>, intervalMs = GIFT_CARD_SEND_INTERVAL_MS): () => Promise<void> {
  const log = options.log ?? console.error;
  return repeatPass(
    () => sweepGiftCards(db, options),
    intervalMs,
    (error) => log('candleshop: the gift-card sender failed', error),
  );
}
