import type { Kysely, Transaction } from 'kysely';
import { findProductOptions, findRefillOptions } from '../../db/repositories/catalogue/buying-options.js';
import {
  deleteCartItem,
  deleteRefillCartItem,
  findCartItem,
  findCartItems,
  findRefillCartItem,
  findRefillCartItems,
  insertCartItem,
  insertRefillCartItem,
  lockCustomer,
  updateCartItem,
  updateRefillCartQuantity,
  type CartLineChoice,
  type RefillLineChoice,
} from '../../db/repositories/sales/carts.js';
import type { Database } from '../../db/types.js';
import { badRequest, notFound, refused } from '../../errors.js';
import { MAX_QUANTITY, priceProductLine, priceRefillLine, refillIds } from './buying-rules.js';

/** A product line of the account cart; product, size, colour and scent resolve by id. */
export interface CartItemView extends CartLineChoice {
  id: number;
  quantity: number;
  /** quantity × the size's price, or the product's price without a size (SPEC §5). */
  total: number;
}

/** A refill line of the account cart; its materials resolve by id. */
export interface RefillCartItemView extends RefillLineChoice {
  id: number;
  quantity: number;
  /** quantity × round(size value / 100 × colour refill price + wick price) (SPEC §5). */
  total: number;
}

/** What editCart may change: the quantity, and any choice given (absent ones stay). */
export interface CartEdit {
  quantity: number;
  productSizeId?: number;
  colorId?: number;
  scentId?: number;
}

const sameLine = (a: CartLineChoice, b: CartLineChoice) => a.productId === b.productId && a.productSizeId === b.productSizeId && a.colorId === b.colorId && a.scentId === b.scentId;

const sameRefill = (a: RefillLineChoice, b: RefillLineChoice) => a.containerId === b.containerId && a.sizeId === b.sizeId && a.wickId === b.wickId && a.scentId === b.scentId && a.colorId === b.colorId;

const lineOf = (row: { product_id: number; product_size_id: number | null; color_id: number | null; scent_id: number | null }): CartLineChoice => ({
  productId: row.product_id,
  productSizeId: row.product_size_id,
  colorId: row.color_id,
  scentId: row.scent_id,
});

const refillOf = (row: { container_id: number; size_id: number; wick_id: number; scent_id: number; color_id: number }): RefillLineChoice => ({
  containerId: row.container_id,
  sizeId: row.size_id,
  wickId: row.wick_id,
  scentId: row.scent_id,
  colorId: row.color_id,
});

/**
 * The signed-in customer's server-side carts (SPEC §3 Cart item, Refill cart item). Every change
 * runs in a transaction holding the customer's row, checks the line against the product and its
 * stock, and the mutation answers the whole cart after it.
 */
export function createCarts(db: Kysely<Database>) {
  const inCustomerTransaction = <T>(userId: number, work: (trx: Transaction<Database>) => Promise<T>) =>
    db.transaction().execute(async (trx) => {
      if (!(await lockCustomer(trx, userId))) throw notFound();
      return work(trx);
    });

  // SPEC §5 Cart: a line's quantity never exceeds the product's stock.
  async function checkedProductLine(trx: Transaction<Database>, line: CartLineChoice, quantity: number): Promise<void> {
    if (quantity > MAX_QUANTITY) throw badRequest({ quantity: ['input.quantity.max'] });
    const product = (await findProductOptions(trx, [line.productId])).get(line.productId);
    priceProductLine(product, line);
    if (quantity > product!.stock) throw refused('stock');
  }

  async function checkedRefillLine(trx: Transaction<Database>, line: RefillLineChoice, quantity: number): Promise<void> {
    // SPEC §5 Cart: refill lines have no upper bound but the quantity limit.
    if (quantity > MAX_QUANTITY) throw badRequest({ quantity: ['input.quantity.max'] });
    priceRefillLine(await findRefillOptions(trx, refillIds([line])), line);
  }

  const carts = {
    /** The customer's product lines, oldest first, with server-computed totals. */
    async cart(userId: number): Promise<{ items: CartItemView[] }> {
      const rows = await findCartItems(db, userId);
      const products = await findProductOptions(
        db,
        rows.map((row) => row.product_id),
      );
      const items = rows.map((row) => {
        const product = products.get(row.product_id);
        const unit = (row.product_size_id !== null ? product?.sizes.get(row.product_size_id)?.price : product?.price) ?? 0;
        return { id: row.id, quantity: row.quantity, total: row.quantity * unit, ...lineOf(row) };
      });
      return { items };
    },

    /** The customer's refill lines, oldest first, with server-computed totals. */
    async refillCart(userId: number): Promise<{ items: RefillCartItemView[] }> {
      const rows = await findRefillCartItems(db, userId);
      const options = await findRefillOptions(db, refillIds(rows.map(refillOf)));
      const items = rows.map((row) => {
        const line = refillOf(row);
        let unit = 0;
        try {
          unit = priceRefillLine(options, line);
        } catch {
          // A material withdrawn since the line was added: the checkout refuses it, the cart shows 0.
        }
        return { id: row.id, quantity: row.quantity, total: row.quantity * unit, ...line };
      });
      return { items };
    },

    /** Adds a line, or raises the quantity of the identical one (SPEC §4 Local cart). */
    async add(userId: number, line: CartLineChoice, quantity: number): Promise<{ items: CartItemView[] }> {
      await inCustomerTransaction(userId, async (trx) => {
        const same = (await findCartItems(trx, userId)).find((row) => sameLine(lineOf(row), line));
        const total = quantity + (same?.quantity ?? 0);
        await checkedProductLine(trx, line, total);
        if (same) await updateCartItem(trx, same.id, line, total);
        else await insertCartItem(trx, userId, line, quantity);
      });
      return carts.cart(userId);
    },

    /** Changes a line; when it becomes identical to another line the two merge. */
    async edit(userId: number, id: number, edit: CartEdit): Promise<{ items: CartItemView[] }> {
      await inCustomerTransaction(userId, async (trx) => {
        const row = await findCartItem(trx, userId, id);
        if (!row) throw notFound();
        const current = lineOf(row);
        const line: CartLineChoice = {
          productId: current.productId,
          productSizeId: edit.productSizeId ?? current.productSizeId,
          colorId: edit.colorId ?? current.colorId,
          scentId: edit.scentId ?? current.scentId,
        };
        const other = (await findCartItems(trx, userId)).find((item) => item.id !== id && sameLine(lineOf(item), line));
        const total = edit.quantity + (other?.quantity ?? 0);
        await checkedProductLine(trx, line, total);
        if (other) {
          await updateCartItem(trx, other.id, line, total);
          await deleteCartItem(trx, userId, id);
        } else {
          await updateCartItem(trx, id, line, total);
        }
      });
      return carts.cart(userId);
    },

    /** Removes a line of the customer's. */
    async remove(userId: number, id: number): Promise<{ items: CartItemView[] }> {
      if (!(await deleteCartItem(db, userId, id))) throw notFound();
      return carts.cart(userId);
    },

    /** Adds a refill line, or raises the quantity of the identical one. */
    async addRefill(userId: number, line: RefillLineChoice, quantity: number): Promise<{ items: RefillCartItemView[] }> {
      await inCustomerTransaction(userId, async (trx) => {
        const same = (await findRefillCartItems(trx, userId)).find((row) => sameRefill(refillOf(row), line));
        const total = quantity + (same?.quantity ?? 0);
        await checkedRefillLine(trx, line, total);
        if (same) await updateRefillCartQuantity(trx, same.id, total);
        else await insertRefillCartItem(trx, userId, line, quantity);
      });
      return carts.refillCart(userId);
    },

    /** Changes a refill line's quantity. */
    async editRefill(userId: number, id: number, quantity: number): Promise<{ items: RefillCartItemView[] }> {
      await inCustomerTransaction(userId, async (trx) => {
        const row = await findRefillCartItem(trx, userId, id);
        if (!row) throw notFound();
        await checkedRefillLine(trx, refillOf(row), quantity);
        await updateRefillCartQuantity(trx, id, quantity);
      });
      return carts.refillCart(userId);
    },

    /** Removes a refill line of the customer's. */
    async removeRefill(userId: number, id: number): Promise<{ items: RefillCartItemView[] }> {
      if (!(await deleteRefillCartItem(db, userId, id))) throw notFound();
      return carts.refillCart(userId);
    },
  };
  return carts;
}

/** The carts service. */
export type Carts = ReturnType<typeof createCarts>;
