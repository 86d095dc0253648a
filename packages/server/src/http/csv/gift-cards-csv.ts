import { normalizePhone } from '@candleshop/rules';
import type { Services } from '../../services/index.js';

/** The gift cards CSV's columns (issue 35 item 3). */
export const GIFT_CARD_CSV_HEADER = ['card', 'last4', 'issued', 'amount', 'balance', 'status', 'buyer', 'email', 'phone', 'sale', 'recipient'];

/**
 * Every card the back office's search finds (`?search=`, the same as its list's: last 4, buyer's
 * email or phone, an order number), newest first, one row each.
 */
export async function giftCardRows(services: Pick<Services, 'adminGiftCards'>, request: Request): Promise<Array<Array<string | number | null>>> {
  const typed = new URL(request.url).searchParams.get('search')?.trim().slice(0, 200) || undefined;
  const cards = await services.adminGiftCards.all(typed && (normalizePhone(typed) || typed));
  return cards.map((card) => [card.id, card.last4, card.date, card.amount, card.balance, card.status, card.buyer.name, card.buyer.email, card.buyer.phone, `${card.saleKind} ${card.saleId}`, card.recipientName]);
}
