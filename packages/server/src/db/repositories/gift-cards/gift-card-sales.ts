import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, Lang } from '../../types.js';

type Db = Kysely<Database> | Transaction<Database>;

/** SPEC §1: category 3 is gift cards. */
const GIFT_CARD_CATEGORY = 3;

/** What issuing needs of an order: its buyer and language, and its gift-card lines (item id, units, unit price). */
export interface GiftCardOrder {
  userId: number | null;
  lang: Lang;
  lines: Array<{ line: number; quantity: number; unitPrice: number }>;
}

/** An order's gift-card lines, or undefined when there is no such order. */
export async function findGiftCardOrder(db: Db, orderId: number): Promise<GiftCardOrder | undefined> {
  const order = await db.selectFrom('orders').select(['user_id', 'lang']).where('id', '=', orderId).executeTakeFirst();
  if (!order) return undefined;
  const lines = await db
    .selectFrom('order_items')
    .innerJoin('products', 'products.id', 'order_items.product_id')
    .select(['order_items.id as line', 'order_items.quantity', 'order_items.unit_price as unitPrice'])
    .where('order_items.order_id', '=', orderId)
    .where('products.category_id', '=', GIFT_CARD_CATEGORY)
    .orderBy('order_items.id')
    .execute();
  return { userId: order.user_id, lang: order.lang, lines };
}

/** The sales gift cards pay for (issue 35 item 2): orders, refill requests and tickets. */
export type CardSale = { kind: 'order' | 'refill' | 'ticket'; id: number };

// Where each sale a card pays for lives; each keeps `total` (the rest to pay) and `gift_card_paid`.
const CARD_SALE_TABLES = { order: 'orders', refill: 'refill_requests', ticket: 'tickets' } as const;

/** What is left to pay of a sale, locked for the caller's transaction. */
export async function lockSaleDue(trx: Transaction<Database>, sale: CardSale): Promise<number | undefined> {
  const row = await trx.selectFrom(CARD_SALE_TABLES[sale.kind]).select('total').where('id', '=', sale.id).forUpdate().executeTakeFirst();
  return row?.total;
}

/**
 * Records what gift cards paid of a sale: its total becomes the rest, and a sale the cards paid
 * wholly is paid, with nothing to start (`payment_start` `{}`, so a retry is answered at once).
 */
export async function recordSaleGiftCardPaid(trx: Transaction<Database>, sale: CardSale, paid: number): Promise<void> {
  await trx
    .updateTable(CARD_SALE_TABLES[sale.kind])
    .set({
      gift_card_paid: sql<number>`gift_card_paid + ${paid}`,
      total: sql<number>`total - ${paid}`,
      paid: sql<boolean>`paid OR total = ${paid}`,
      payment_start: sql<string>`CASE WHEN total = ${paid} THEN '{}'::jsonb ELSE payment_start END`,
    })
    .where('id', '=', sale.id)
    .execute();
}

/** Who bought an order: the account's name, address and language, or the guest's; undefined when there is no such order. */
export function findGiftCardBuyer(db: Db, orderId: number): Promise<{ name: string | null; email: string | null; lang: Lang } | undefined> {
  return db
    .selectFrom('orders')
    .leftJoin('users', 'users.id', 'orders.user_id')
    .select([sql<string | null>`coalesce(users.name, orders.guest_name)`.as('name'), sql<string | null>`coalesce(users.email, orders.guest_email)`.as('email'), sql<Lang>`coalesce(users.lang, orders.lang)`.as('lang')])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
}
