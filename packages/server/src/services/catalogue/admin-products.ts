import type { Kysely } from 'kysely';
import { findAdminProduct, findAdminProducts, findProductSizes, updateProductAtVersion, updateProductSizePrice, type AdminProductRow } from '../../db/repositories/catalogue/admin-catalogue.js';
import type { Database } from '../../db/types.js';
import { badRequest, notFound, type Validation } from '../../errors.js';
import { absoluteUrl } from './rules.js';
import { MAX_AMOUNT } from '../sales/orders.js';
import { audit, type StaffActor } from '../staff/audit.js';
import { changed } from '../status-moves.js';
import { limits, pageInfo, type PageArgs } from '../paging.js';
import type { AdminOptions } from '../staff/back-office-options.js';

/** The schema's AdminProductInput, parsed. */
export interface ProductInput {
  id: number;
  version: number;
  stock: number;
  price: number | null;
  sizes: Array<{ id: number; price: number }>;
  visible: boolean;
  /** Null keeps the threshold as it is. */
  lowStockThreshold: number | null;
}

/** The schema's AdminProductSize: its product_sizes id and price; its size loads per field. */
export interface AdminProductSizeView {
  id: number;
  sizeId: number;
  price: number;
}

/** The schema's AdminProduct: the stored product with its absolute image and its sizes. */
export interface AdminProductView extends AdminProductRow {
  lowStockThreshold: number;
  image: string;
  sizes: AdminProductSizeView[];
}

const isPrice = (price: number) => Number.isInteger(price) && price >= 1 && price <= MAX_AMOUNT;

/** The back office's products (issue 15): stock, prices, sizes and whether the public sees them. */
export function createAdminProducts(db: Kysely<Database>, options: AdminOptions) {
  async function views(rows: AdminProductRow[]): Promise<AdminProductView[]> {
    const sizes = await findProductSizes(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      ...row,
      lowStockThreshold: row.low_stock_threshold,
      image: absoluteUrl(options.publicUrl, row.image),
      sizes: sizes.filter((size) => size.product_id === row.id).map((size) => ({ id: size.id, sizeId: size.size_id, price: size.price })),
    }));
  }

  return {
    async list(search: string | undefined, page: PageArgs) {
      const { rows, total } = await findAdminProducts(db, options.lang, search, limits(page));
      return { items: await views(rows), pageInfo: pageInfo(page, total) };
    },

    /**
     * Sets stock, price (products without sizes), size prices and visibility at the version seen,
     * audited in the same transaction; the public caches forget at once.
     */
    async set(actor: StaffActor, input: ProductInput) {
      const row = await findAdminProduct(db, options.lang, input.id);
      if (!row) throw notFound();
      const [before] = await views([row]);
      const errors: Validation = {};
      if (!Number.isInteger(input.stock) || input.stock < 0 || input.stock > 1_000_000) errors.stock = ['input.stock.invalid'];
      const threshold = input.lowStockThreshold ?? row.low_stock_threshold;
      if (!Number.isInteger(threshold) || threshold < 0 || threshold > 1_000_000) errors.lowStockThreshold = ['input.lowStockThreshold.invalid'];
      // A product priced by size has no price of its own (SPEC §3 Product.price).
      const sized = before!.sizes.length > 0;
      if (sized ? input.price !== null : input.price === null || !isPrice(input.price)) errors.price = ['input.price.invalid'];
      const known = new Set(before!.sizes.map((size) => size.id));
      if (input.sizes.some((size) => !known.has(size.id) || !isPrice(size.price))) errors.sizes = ['input.sizes.invalid'];
      if (Object.keys(errors).length) throw badRequest(errors);
      if (row.version !== input.version) throw changed();
      await db.transaction().execute(async (trx) => {
        if (!(await updateProductAtVersion(trx, input.id, input.version, { stock: input.stock, price: input.price, visible: input.visible, low_stock_threshold: threshold }))) throw changed();
        for (const size of input.sizes) await updateProductSizePrice(trx, input.id, size.id, size.price);
        await audit(trx, actor, {
          subjectType: 'product',
          subjectId: input.id,
          action: 'set',
          before: { stock: row.stock, price: row.price, visible: row.visible, sizes: before!.sizes, lowStockThreshold: row.low_stock_threshold, version: row.version },
          after: { stock: input.stock, price: input.price, visible: input.visible, sizes: input.sizes, lowStockThreshold: threshold, version: row.version + 1 },
        });
      });
      options.catalogueChanged();
      return (await views([(await findAdminProduct(db, options.lang, input.id))!]))[0]!;
    },
  };
}
