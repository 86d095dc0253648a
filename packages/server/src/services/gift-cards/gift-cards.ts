import { normalizePhone, oneLine, readGiftCardCode, type GiftRecipient } from '@candleshop/rules';
import type { Kysely } from 'kysely';
import type { Mailer } from '../../adapters/mail/mail.js';
import type { Texter } from '../../adapters/messaging/messaging.js';
import type { RetryBox } from '../../adapters/retry-seal.js';
import { findGiftCardRecipient, setGiftCardRecipient } from '../../db/repositories/gift-cards/gift-card-recipients.js';
import { findGiftCardByHash } from '../../db/repositories/gift-cards/gift-cards.js';
import type { Database, Lang } from '../../db/types.js';
import type { GiftCardRow, GiftCardStatus } from '../../db/tables/gift-cards.js';
import { refused } from '../../errors.js';
import { ticketQrCode } from '../tickets/ticket-pass.js';
import { giftCardHash } from './gift-card-codes.js';
import { sendGiftCardsDue } from './gift-card-sender.js';
import { UNKNOWN_CARD, withGiftCardThrottle } from './gift-card-throttle.js';

/** The schema's GiftCardBalance: what anyone holding the code may see. */
export interface GiftCardBalanceView {
  last4: string;
  amount: number;
  balance: number;
  status: GiftCardStatus;
  /** The code's stored form, for its QR code (never a field of its own: the caller typed it). */
  code: string;
  recipientName: string | null;
  sendOn: string | null;
  sentToRecipient: boolean;
}

/** What the gift cards of one request need. */
export interface GiftCardsOptions {
  /** The client's address: codes naming no card are limited by it. */
  clientAddress: string;
  /** Where the card pages are, what mails and texts a recipient, and what keeps a code until its day. */
  sending: { publicUrl: string; mailer: Mailer; texter: Texter; box: RetryBox };
}

/** A recipient as the resolver read it: the rules passed (`giftRecipientProblems`), the phone in E.164. */
export type CheckedRecipient = GiftRecipient & { lang: Lang };

/** Gift cards for anyone holding a code (issue 35 item 1). */
export function createGiftCards(db: Kysely<Database>, options: GiftCardsOptions) {
  /**
   * The card a typed code names, under the client's guess limit.
   * @throws giftcard.mistyped (not counted), giftcard.unknown (counted), giftcard.throttled
   */
  async function cardOf(typed: string): Promise<{ card: GiftCardRow; code: string }> {
    const code = readGiftCardCode(typed);
    if (!code) throw refused('giftcard.mistyped');
    return withGiftCardThrottle(db, options.clientAddress, [code], async () => {
      const card = await findGiftCardByHash(db, giftCardHash(code));
      if (!card) throw refused(UNKNOWN_CARD);
      return { card, code };
    });
  }

  async function viewOf({ card, code }: { card: GiftCardRow; code: string }): Promise<GiftCardBalanceView> {
    const recipient = await findGiftCardRecipient(db, card.id);
    return {
      last4: card.last4,
      amount: card.amount,
      balance: card.balance,
      status: card.status,
      code,
      recipientName: recipient?.name ?? null,
      sendOn: recipient?.sendOn ?? null,
      sentToRecipient: Boolean(recipient?.sentAt),
    };
  }

  return {
    /**
     * A card's amount, balance and recipient by its code, as typed (any case, spaces, look-alikes).
     * @throws giftcard.mistyped when the check character fails (not counted: no card was asked),
     *   giftcard.unknown (counted), giftcard.throttled past the client's limit
     */
    async balance(typed: string): Promise<GiftCardBalanceView> {
      return viewOf(await cardOf(typed));
    },

    /**
     * Sends a card to someone on a day (issue 35 item 1): only whoever holds its code may. The code
     * waits sealed until the day; a card due today goes at once, a later one with the sender's
     * pass of that day. Changing the recipient is allowed until the card is sent.
     * @throws what `balance` throws; giftcard.void for a voided card, giftcard.sent once it was sent
     */
    async send(typed: string, recipient: CheckedRecipient): Promise<GiftCardBalanceView> {
      const found = await cardOf(typed);
      if (found.card.status !== 'active') throw refused('giftcard.void');
      const email = recipient.email.trim();
      const set = await setGiftCardRecipient(db, found.card.id, {
        name: oneLine(recipient.name),
        email: email || null,
        phone: normalizePhone(recipient.phone) ?? null,
        message: recipient.message.trim() || null,
        lang: recipient.lang,
        sendOn: recipient.sendOn,
        codeSealed: options.sending.box.seal(found.code),
      });
      if (!set) throw refused('giftcard.sent');
      await sendGiftCardsDue(db, options.sending, found.card.id);
      return viewOf(found);
    },

    /** The QR code of a card's code (the same generator as tickets'), as a data URL. */
    qrCode: (view: GiftCardBalanceView): Promise<string> => ticketQrCode(view.code),
  };
}

/** The gift cards service of one request. */
export type GiftCards = ReturnType<typeof createGiftCards>;
