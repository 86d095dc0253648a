import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { graphql, type TestShop } from './shop.js';

/** The owner's promotion fields the tests read. */
export const PROMOTION_FIELDS = 'id name { en ku ar } kind amount target targetIds minBasket startsAt endsAt automatic code maxUses maxGiven perCustomer uses given system running';
export const SAVE_PROMOTION = `mutation S($input: AdminPromotionInput!) { adminSavePromotion(input: $input) { ${PROMOTION_FIELDS} } }`;
export const END_PROMOTION = `mutation E($id: ID!) { adminEndPromotion(id: $id) { ${PROMOTION_FIELDS} } }`;
export const GENERATE_CODES = `mutation G($id: ID!, $count: Int!) { adminGeneratePromotionCodes(id: $id, count: $count) }`;
export const PROMOTIONS = `{ adminPromotions { ${PROMOTION_FIELDS} } }`;
export const PROMOTION_CODES = `query C($id: ID!) { adminPromotionCodes(id: $id) { code singleUse used } }`;

/** A guest's buy-now with an optional code and idempotency key, picked up (no delivery price). */
export const BUY_NOW_PROMOTED = `mutation B($id: ID!, $quantity: Int!, $selling_point: ID!, $guest: GuestInput!, $discountCode: String, $idempotencyKey: String) {
  buyNowGuest(id: $id, quantity: $quantity, method: "cash", selling_point: $selling_point, token: "local-unverified", guest: $guest,
    discountCode: $discountCode, idempotencyKey: $idempotencyKey) { id uuid } }`;

/** A promotion input: 10% off the whole order, automatic, running since yesterday; `fields` change it. */
export function promotionInput(fields: Record<string, unknown> = {}): Record<string, unknown> {
  const yesterday = new Date(Date.now() + 3 * 3600_000 - 86_400_000).toISOString().slice(0, 16);
  return {
    name: { en: 'Eid sale', ku: 'داشکاندنی جەژن', ar: 'تخفيضات العيد' },
    kind: 'percent',
    amount: 10,
    target: 'order',
    targetIds: [],
    minBasket: 0,
    startsAt: yesterday,
    endsAt: null,
    automatic: true,
    code: null,
    maxUses: null,
    maxGiven: null,
    perCustomer: null,
    ...fields,
  };
}

/** Saves a promotion as the owner (whose headers are given) and answers it. */
export async function savePromotion(shop: TestShop, headers: Record<string, string>, fields: Record<string, unknown> = {}) {
  const reply = await graphql(shop.app, SAVE_PROMOTION, { input: promotionInput(fields) }, { headers });
  if (reply.errors) throw new Error(JSON.stringify(reply.errors));
  return reply.data!.adminSavePromotion as { id: string; uses: number; given: number; code: string | null };
}

let guests = 0;
/** A guest with an email and phone of their own. */
export function promotionGuest() {
  guests += 1;
  return { name: `Promo Buyer ${guests}`, email: `promo-buyer${guests}.${Date.now()}@example.com`, phone: `0751${String(3_000_000 + guests)}` };
}

/** A promotion's counters as stored. */
export async function countersOf(db: Kysely<Database>, id: number | string) {
  return db.selectFrom('promotions').select(['uses', 'given']).where('id', '=', Number(id)).executeTakeFirstOrThrow();
}

/** How many live redemptions a promotion has, and the IQD they took. */
export async function redemptionsOf(db: Kysely<Database>, id: number | string) {
  const rows = await db.selectFrom('promotion_redemptions').select(['amount', 'given_back_at', 'order_id']).where('promotion_id', '=', Number(id)).execute();
  const live = rows.filter((row) => row.given_back_at === null);
  return { live: live.length, given: live.reduce((sum, row) => sum + row.amount, 0), all: rows.length };
}
