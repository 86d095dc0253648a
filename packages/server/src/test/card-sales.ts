import { expect } from 'vitest';
import type { ShopApp } from '../app.js';
import { refillChoice } from './buying.js';
import { cardGuest } from './gift-cards.js';
import { graphql } from './shop.js';

// Issue 35 item 2: a guest's ticket and refill request paid with gift cards, as the tests of
// paying refills and tickets with cards (PGlite, PostgreSQL and the races) send them.

/** A guest's ticket for `people`, with gift cards and a key when given. */
export const TICKET_GUEST = `mutation T($ticket_id: ID!, $people: Int!, $method: String!, $name: String!, $email: String!, $phone: String!, $giftCards: [String!], $idempotencyKey: String) {
  ticketGuest(ticket_id: $ticket_id, people: $people, method: $method, name: $name, email: $email, phone: $phone, token: "local-unverified",
    giftCards: $giftCards, idempotencyKey: $idempotencyKey) { id uuid token } }`;

/** A guest's refill request picked up at a selling point, with gift cards and a key when given. */
export const REFILL_GUEST = `mutation R($container: ID!, $wick: ID!, $size: ID!, $color: ID!, $scent: ID!, $quantity: Int!, $method: String!, $selling_point: ID!,
  $guest: GuestInput!, $giftCards: [String!], $idempotencyKey: String) {
  refillRequestGuest(container: $container, wick: $wick, size: $size, color: $color, scent: $scent, quantity: $quantity, method: $method,
    selling_point: $selling_point, token: "local-unverified", guest: $guest, giftCards: $giftCards, idempotencyKey: $idempotencyKey) { id uuid token } }`;

/** What a guest's ticket shows of its money. */
export const GUEST_TICKET = `query Q($uuid: String!, $email: String!) { guestTicketByUuid(uuid: $uuid, email: $email) { total giftCardPaid paid method status } }`;

/** Sends a guest's ticket in `tier` for `people`; the reply, the guest and the call's variables (to send it again). */
export async function buyTicketWithCards(app: ShopApp, tier: number, people: number, giftCards: string[], method = 'cash', extra: { idempotencyKey?: string } = {}) {
  const guest = cardGuest();
  const variables = { ticket_id: String(tier), people, method, name: guest.name, email: guest.email, phone: guest.phone, giftCards, ...extra };
  return { reply: await graphql(app, TICKET_GUEST, variables), guest, variables };
}

/** Sends a guest's refill request of `quantity` candles picked up at `pickup`; the reply and its variables. */
export async function requestRefillWithCards(
  app: ShopApp,
  choice: Awaited<ReturnType<typeof refillChoice>>,
  pickup: string,
  quantity: number,
  giftCards: string[],
  method = 'cash',
  extra: { idempotencyKey?: string } = {},
) {
  const variables = { ...choice.args, quantity, method, selling_point: pickup, guest: cardGuest(), giftCards, ...extra };
  return { reply: await graphql(app, REFILL_GUEST, variables), variables };
}

/** The sale id a reply placed; fails the test with its errors when it placed none. */
export function placedId(reply: { data?: Record<string, any> | null; errors?: unknown }, field: 'ticketGuest' | 'refillRequestGuest'): number {
  expect(reply.errors).toBeUndefined();
  return Number(reply.data![field].id);
}
