import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../types.js';
import type { CartItemRow, RefillCartItemRow } from '../../tables/accounts.js';

type Db = Kysely<Database> | Transaction<Database>;

/** What makes two product lines the same line (SPEC §4: identical colour, size and scent). */
export interface CartLineChoice {
  productId: number;
  productSizeId: number | null;
  colorId: number | null;
  scentId: number | null;
}

/** What makes two refill lines the same line. */
export interface RefillLineChoice {
  containerId: number;
  sizeId: number;
  wickId: number;
  scentId: number;
  colorId: number;
}

/**
 * Locks the customer's row for the rest of the transaction: cart changes and checkouts of one
 * customer run one after the other, so two adds never make two identical lines and two checkouts
 * never order one cart twice.
 */
export async function lockCustomer(trx: Transaction<Database>, userId: number): Promise<{ phone: string | null; email: string; name: string } | undefined> {
  return trx.selectFrom('users').select(['phone', 'email', 'name']).where('id', '=', userId).forUpdate().executeTakeFirst();
}

/** The customer's product lines, oldest first (the order `stock.{index}` counts in). */
export function findCartItems(db: Db, userId: number): Promise<CartItemRow[]> {
  return db.selectFrom('cart_items').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/** The customer's refill lines, oldest first. */
export function findRefillCartItems(db: Db, userId: number): Promise<RefillCartItemRow[]> {
  return db.selectFrom('refill_cart_items').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/** One of the customer's product lines; undefined for a line of anyone else. */
export function findCartItem(db: Db, userId: number, id: number): Promise<CartItemRow | undefined> {
  return db.selectFrom('cart_items').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** One of the customer's refill lines; undefined for a line of anyone else. */
export function findRefillCartItem(db: Db, userId: number, id: number): Promise<RefillCartItemRow | undefined> {
  return db.selectFrom('refill_cart_items').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** Adds a product line. */
export async function insertCartItem(db: Db, userId: number, line: CartLineChoice, quantity: number): Promise<void> {
  await db
    .insertInto('cart_items')
    .values({
      user_id: userId,
      product_id: line.productId,
      product_size_id: line.productSizeId,
      color_id: line.colorId,
      scent_id: line.scentId,
      quantity,
    })
    .execute();
}

/** Changes a product line's choices and quantity. */
export async function updateCartItem(db: Db, id: number, line: CartLineChoice, quantity: number): Promise<void> {
  await db.updateTable('cart_items').set({ product_size_id: line.productSizeId, color_id: line.colorId, scent_id: line.scentId, quantity }).where('id', '=', id).execute();
}

/** Removes one of the customer's product lines. */
export async function deleteCartItem(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('cart_items').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Adds a refill line. */
export async function insertRefillCartItem(db: Db, userId: number, line: RefillLineChoice, quantity: number): Promise<void> {
  await db
    .insertInto('refill_cart_items')
    .values({
      user_id: userId,
      container_id: line.containerId,
      size_id: line.sizeId,
      wick_id: line.wickId,
      scent_id: line.scentId,
      color_id: line.colorId,
      quantity,
    })
    .execute();
}

/** Changes a refill line's quantity. */
export async function updateRefillCartQuantity(db: Db, id: number, quantity: number): Promise<void> {
  await db.updateTable('refill_cart_items').set({ quantity }).where('id', '=', id).execute();
}

/** Removes one of the customer's refill lines. */
export async function deleteRefillCartItem(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('refill_cart_items').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Empties both carts of the customer (after a checkout). */
export async function emptyCarts(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('cart_items').where('user_id', '=', userId).execute();
  await db.deleteFrom('refill_cart_items').where('user_id', '=', userId).execute();
}

/**
 * Puts an order's lines back into the customer's carts (an account checkout whose payment could
 * not start), locking the customer's row like every cart change.
 */
export async function restoreCartsFromOrder(db: Kysely<Database>, userId: number, orderId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockCustomer(trx, userId);
    const items = await trx.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
    const refills = await trx.selectFrom('order_refills').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
    if (items.length) {
      await trx
        .insertInto('cart_items')
        .values(
          items.map((item) => ({
            user_id: userId,
            product_id: item.product_id,
            product_size_id: item.product_size_id,
            color_id: item.color_id,
            scent_id: item.scent_id,
            quantity: item.quantity,
          })),
        )
        .execute();
    }
    if (refills.length) {
      await trx
        .insertInto('refill_cart_items')
        .values(
          refills.map((refill) => ({
            user_id: userId,
            container_id: refill.container_id,
            size_id: refill.size_id,
            wick_id: refill.wick_id,
            scent_id: refill.scent_id,
            color_id: refill.color_id,
            quantity: refill.quantity,
          })),
        )
        .execute();
    }
  });
}
