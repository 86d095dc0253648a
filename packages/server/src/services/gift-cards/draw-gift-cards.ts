import { readGiftCardCode } from '@candleshop/rules';
import type { Transaction } from 'kysely';
import { lockGiftCardsByHash, takeFromGiftCard } from '../../db/repositories/gift-cards/gift-cards.js';
import { recordLedgerEntry } from '../../db/repositories/gift-cards/gift-card-ledger.js';
import { lockSaleDue, recordSaleGiftCardPaid, type CardSale } from '../../db/repositories/gift-cards/gift-card-sales.js';
import type { Database } from '../../db/types.js';
import type { Payable } from '../../db/tables/payments.js';
import { refused } from '../../errors.js';
import { giftCardHash } from './gift-card-codes.js';

/** What a sale drew: the total and each card's part, in the order the cards were named. */
export interface GiftCardDraw {
  drawn: number;
  cards: Array<{ cardId: number; amount: number }>;
}

/** The refusal of the card named `index`-th (0-based) in the sale's list. */
const refusal = (key: string, index: number) => refused(`giftcard.${key}`, { card: index });

/**
 * Draws up to `due` from the named cards, in the order named, inside the sale's own transaction
 * (issue 35 item 2): the cards are locked in id order, each gives what it holds up to what is
 * still due, with one guarded UPDATE (never below zero, whatever runs in parallel) and one
 * `drawn` ledger row (a sale draws from a card once). Cards past what is due are left alone.
 * @throws giftcard.mistyped (the check character fails), giftcard.unknown (no such card),
 *   giftcard.void, giftcard.empty (nothing left when it was needed), each with `card`: the index
 */
export async function drawGiftCards(trx: Transaction<Database>, sale: Payable, codes: readonly string[], due: number): Promise<GiftCardDraw> {
  const named = new Map<string, number>();
  for (const [index, typed] of codes.entries()) {
    const code = readGiftCardCode(typed);
    if (!code) throw refusal('mistyped', index);
    const hash = giftCardHash(code);
    if (!named.has(hash)) named.set(hash, index);
  }
  const cards = new Map((await lockGiftCardsByHash(trx, [...named.keys()])).map((card) => [card.code_hash, card]));
  for (const [hash, index] of named) {
    const card = cards.get(hash);
    if (!card) throw refusal('unknown', index);
    if (card.status !== 'active') throw refusal('void', index);
  }
  const draw: GiftCardDraw = { drawn: 0, cards: [] };
  for (const [hash, index] of named) {
    if (draw.drawn === due) break;
    const card = cards.get(hash)!;
    const amount = Math.min(card.balance, due - draw.drawn);
    if (amount <= 0 || !(await takeFromGiftCard(trx, card.id, amount))) throw refusal('empty', index);
    await recordLedgerEntry(trx, { card_id: card.id, entry: 'drawn', amount: -amount, sale_kind: sale.kind, sale_id: sale.id });
    draw.drawn += amount;
    draw.cards.push({ cardId: card.id, amount });
  }
  return draw;
}

/**
 * Pays a sale just placed (an order, a refill request or a ticket) with gift cards, in its
 * transaction: draws up to its total, which then becomes the rest to pay in cash or through a
 * provider; a sale the cards paid wholly is paid and starts no payment (`gift_card_paid` keeps
 * what the cards paid).
 */
export async function paySaleWithGiftCards(trx: Transaction<Database>, sale: CardSale, codes: readonly string[]): Promise<GiftCardDraw> {
  const due = (await lockSaleDue(trx, sale)) ?? 0;
  const draw = await drawGiftCards(trx, sale, codes, due);
  if (draw.drawn > 0) await recordSaleGiftCardPaid(trx, sale, draw.drawn);
  return draw;
}
