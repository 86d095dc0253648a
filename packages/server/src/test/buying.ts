import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

const texts = (en: string) => JSON.stringify({ en, ku: `${en} (ku)`, ar: `${en} (ar)` });

/** A product made for a buying test, with the ids of what it comes in. */
export interface TestProduct {
  id: number;
  /** product_sizes ids with their prices, in the order given. */
  sizes: Array<{ id: number; sizeId: number; price: number; value: number }>;
  colors: number[];
  scents: number[];
}

/**
 * Creates a product with known stock, price, sizes (price per size), colours and scents, so
 * totals and stock in a test never depend on the demo data.
 */
export async function createProduct(db: Kysely<Database>, options: { stock: number; price?: number | null; sizePrices?: number[]; colors?: number; scents?: number }): Promise<TestProduct> {
  const { id } = await db
    .insertInto('products')
    .values({
      category_id: 1,
      stock: options.stock,
      price: options.price ?? null,
      title: texts('Test candle'),
      description: texts('A candle made for a test.'),
      image: 'media/products/test.svg',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sizeRows = await db.selectFrom('sizes').select(['id', 'value']).orderBy('id').execute();
  const sizes = [];
  for (const [index, price] of (options.sizePrices ?? []).entries()) {
    const size = sizeRows[index]!;
    const row = await db.insertInto('product_sizes').values({ product_id: id, size_id: size.id, price }).returning('id').executeTakeFirstOrThrow();
    sizes.push({ id: row.id, sizeId: size.id, price, value: size.value });
  }
  const colors = (
    await db
      .selectFrom('colors')
      .select('id')
      .orderBy('id')
      .limit(options.colors ?? 0)
      .execute()
  ).map((row) => row.id);
  const scents = (
    await db
      .selectFrom('scents')
      .select('id')
      .orderBy('id')
      .limit(options.scents ?? 0)
      .execute()
  ).map((row) => row.id);
  if (colors.length)
    await db
      .insertInto('product_colors')
      .values(colors.map((color) => ({ product_id: id, color_id: color })))
      .execute();
  if (scents.length)
    await db
      .insertInto('product_scents')
      .values(scents.map((scent) => ({ product_id: id, scent_id: scent })))
      .execute();
  return { id, sizes, colors, scents };
}

/** The cart-line arguments that buy `quantity` of one of a product's sizes, in its first colour and scent. */
export function cartLine(product: TestProduct, quantity: number, size = 0) {
  return { id: String(product.id), quantity, size: String(product.sizes[size]!.id), color: String(product.colors[0]), scent: String(product.scents[0]) };
}

/** The stock of a product now. */
export async function stockOf(db: Kysely<Database>, productId: number): Promise<number> {
  return (await db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirstOrThrow()).stock;
}

/** A refill choice that exists in the demo data, with what its unit price is made of. */
export async function refillChoice(db: Kysely<Database>) {
  const offered = await db
    .selectFrom('refill_container_sizes')
    .innerJoin('sizes', 'sizes.id', 'refill_container_sizes.size_id')
    .select(['refill_container_sizes.refill_container_id as container', 'sizes.id as size', 'sizes.value'])
    .orderBy('refill_container_sizes.refill_container_id')
    .orderBy('sizes.id')
    .executeTakeFirstOrThrow();
  const unoffered = await db
    .selectFrom('sizes')
    .select('id')
    .where('id', 'not in', db.selectFrom('refill_container_sizes').select('size_id').where('refill_container_id', '=', offered.container))
    .executeTakeFirst();
  const color = await db.selectFrom('colors').select(['id', 'refill_price']).orderBy('id').executeTakeFirstOrThrow();
  const wick = await db.selectFrom('wicks').select(['id', 'price']).orderBy('id').executeTakeFirstOrThrow();
  const scent = await db.selectFrom('scents').select('id').orderBy('id').executeTakeFirstOrThrow();
  return {
    args: { container: String(offered.container), size: String(offered.size), color: String(color.id), wick: String(wick.id), scent: String(scent.id) },
    unitPrice: Math.round((offered.value / 100) * color.refill_price + wick.price),
    unofferedSize: unoffered ? String(unoffered.id) : undefined,
  };
}

/** A city with its delivery price, a selling point that takes pickups and one that does not (if any). */
export async function places(db: Kysely<Database>) {
  const city = await db.selectFrom('cities').select(['id', 'price']).orderBy('id').executeTakeFirstOrThrow();
  const pickup = await db.selectFrom('selling_points').select('id').where('drop', '=', true).orderBy('id').executeTakeFirstOrThrow();
  const noPickup = await db.selectFrom('selling_points').select('id').where('drop', '=', false).orderBy('id').executeTakeFirst();
  return { city: String(city.id), cityPrice: city.price, pickup: String(pickup.id), noPickup: noPickup ? String(noPickup.id) : undefined };
}
