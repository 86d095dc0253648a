import { randomBytes } from 'node:crypto';
import { GIFT_CARD_RANDOM_BYTES, giftCardCodeOf } from '@candleshop/rules';
import { expect } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { issueGiftCards } from '../services/gift-cards/issue-gift-cards.js';
import { graphql, type TestShop } from './shop.js';

/** The demo's 25,000 and 100,000 IQD gift cards (SPEC §1 category 3). */
export const GIFT_CARD_25K = 36;
export const GIFT_CARD_100K = 38;

/** A guest's buy-now at a pickup point, with gift cards and a key when given. */
export const BUY_NOW_GUEST = `mutation B($id: ID!, $quantity: Int!, $method: String!, $selling_point: ID!, $guest: GuestInput!, $giftCards: [String!], $idempotencyKey: String) {
  buyNowGuest(id: $id, quantity: $quantity, method: $method, selling_point: $selling_point, token: "local-unverified", guest: $guest,
    giftCards: $giftCards, idempotencyKey: $idempotencyKey) { id uuid token } }`;

let guests = 0;
/** A guest with an email of its own. */
export function cardGuest() {
  guests += 1;
  return { name: `Card Buyer ${guests}`, email: `card-buyer${guests}.${Date.now()}@example.com`, phone: `0750${String(3_000_000 + guests)}` };
}

/** A well-formed code that names no card (its check character is right). */
export const unknownCode = () => giftCardCodeOf(randomBytes(GIFT_CARD_RANDOM_BYTES));

/** Buys gift cards as a guest paying cash and issues them, as paying for them will: their codes and the order. */
export async function giftCardsBought(shop: TestShop, pickup: string, quantity = 1, productId = GIFT_CARD_100K) {
  const reply = await graphql(shop.app, BUY_NOW_GUEST, { id: String(productId), quantity, method: 'cash', selling_point: pickup, guest: cardGuest() });
  expect(reply.errors).toBeUndefined();
  const orderId = Number(reply.data!.buyNowGuest.id);
  const cards = await issueGiftCards(shop.db, { kind: 'order', id: orderId });
  return { orderId, codes: cards.map((card) => card.code), cards };
}

/** A card's balance and status now, by id. */
export async function cardOf(db: Kysely<Database>, id: number) {
  return db.selectFrom('gift_cards').select(['balance', 'status', 'amount']).where('id', '=', id).executeTakeFirstOrThrow();
}

/** A card's ledger, oldest first: entry, amount and sale id. */
export async function ledgerOf(db: Kysely<Database>, id: number) {
  return db.selectFrom('gift_card_ledger').select(['entry', 'amount', 'sale_id']).where('card_id', '=', id).orderBy('id').execute();
}
