import type { PromotionLine } from '@candleshop/rules';
import type { Db } from '../../db/in-transaction.js';
import { findProductOptions, findRefillOptions } from '../../db/repositories/catalogue/buying-options.js';
import type { CartLineChoice, RefillLineChoice } from '../../db/repositories/sales/carts.js';
import { priceProductLine, priceRefillLine, refillColumns, refillIds } from './buying-rules.js';

/** A product line priced from the database, with what a promotion may target it by. */
export interface PricedLine {
  productId: number;
  collectionId: number | null;
  categoryId: number | null;
  /** Index the client knows the line by (SPEC §8 stock.{index}). */
  index: number;
  row: { product_id: number; size_id: number | null; product_size_id: number | null; color_id: number | null; scent_id: number | null; quantity: number; unit_price: number };
}

/**
 * Prices an order's lines from the database (SPEC §5 Totals), as a sale and the checkout's quote
 * both do. Validation names the failing line: `products.2.size`, `cart.0.color`, `refillItems.1.size`.
 * @throws bad.request for a line that cannot be bought as chosen
 */
export async function priceLines(db: Db, products: ReadonlyArray<CartLineChoice & { quantity: number }>, refills: ReadonlyArray<RefillLineChoice & { quantity: number }>, fields: readonly [string, string]) {
  const productOptions = await findProductOptions(
    db,
    products.map((line) => line.productId),
  );
  const prefix = (field: string, index: number) => (field ? `${field}.${index}.` : '');
  const priced: PricedLine[] = products.map((line, index) => {
    const product = productOptions.get(line.productId);
    const { unitPrice, sizeId } = priceProductLine(product, line, prefix(fields[0], index));
    return {
      productId: line.productId,
      collectionId: product?.collectionId ?? null,
      categoryId: product?.categoryId ?? null,
      index,
      row: {
        product_id: line.productId,
        size_id: sizeId,
        product_size_id: line.productSizeId,
        color_id: line.colorId,
        scent_id: line.scentId,
        quantity: line.quantity,
        unit_price: unitPrice,
      },
    };
  });
  const refillOptions = await findRefillOptions(db, refillIds(refills));
  const pricedRefills = refills.map((line, index) => ({
    ...refillColumns(line),
    quantity: line.quantity,
    unit_price: priceRefillLine(refillOptions, line, prefix(fields[1], index)),
  }));
  const promotionLines: PromotionLine[] = [
    ...priced.map(({ productId, collectionId, categoryId, row }) => ({ productId, collectionId, categoryId, unitPrice: row.unit_price, quantity: row.quantity })),
    ...pricedRefills.map((row) => ({ productId: null, collectionId: null, categoryId: null, unitPrice: row.unit_price, quantity: row.quantity })),
  ];
  return { priced, pricedRefills, promotionLines };
}
