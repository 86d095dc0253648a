import type { Kysely } from 'kysely';
import { sendQuietly, type Mailer } from '../../adapters/mail/mail.js';
import { renderGiftCardMail } from '../../adapters/mail/templates/gift-card-mail.js';
import { findGiftCardBuyer } from '../../db/repositories/gift-cards/gift-card-sales.js';
import type { Database } from '../../db/types.js';
import type { SaleBus } from '../sale-life/sale-bus.js';
import { giftCardLink } from './gift-card-codes.js';
import { issueGiftCards } from './issue-gift-cards.js';

/** What the gift cards' handlers need. */
export interface GiftCardHandlersOptions {
  mailer: Mailer;
  /** Where the card pages are (the storefront); without it the mail carries the codes alone. */
  publicUrl?: string;
  /** Where a person hears of cards issued to nobody (an order without an address). */
  log?: (line: string) => void;
}

/**
 * Adds the gift cards' handlers of a sale's events to `bus` (issue 35 item 1): an order paid (by
 * a gateway, by its cards, or in cash on completion) issues one card per unit of its gift-card
 * lines and mails the codes to the buyer, each with the link to its card page. Issuing is once per unit, so a second dispatch mails nothing.
 */
export function addGiftCardHandlers(bus: SaleBus, db: Kysely<Database>, options: GiftCardHandlersOptions): SaleBus {
  const log = options.log ?? ((line: string) => console.error(line));
  bus.on('paid', async function issueGiftCardsOfPaidOrder(sale) {
    if (sale.kind !== 'order') return;
    const cards = await issueGiftCards(db, { kind: sale.kind, id: sale.id });
    if (cards.length === 0) return;
    const buyer = await findGiftCardBuyer(db, sale.id);
    if (!buyer?.email) {
      log(`candleshop: ALERT order ${sale.id} issued ${cards.length} gift card(s) and has no address to mail them to`);
      return;
    }
    const { publicUrl } = options;
    const linked = cards.map((card) => ({ ...card, ...(publicUrl ? { link: giftCardLink(publicUrl, buyer.lang, card.code) } : {}) }));
    const mail = renderGiftCardMail(buyer.lang, { name: buyer.name ?? '', id: sale.id, cards: linked });
    // A receipt of the buyer's own payment: the per-recipient limit must not swallow the codes.
    await sendQuietly(options.mailer, `the gift cards of order ${sale.id}`, { to: buyer.email, ...mail, receipt: true });
  });
  return bus;
}
