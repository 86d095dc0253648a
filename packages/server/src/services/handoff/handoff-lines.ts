import type { Kysely } from 'kysely';
import { findProductOptions, findRefillOptions } from '../../db/repositories/catalogue/buying-options.js';
import type { Database } from '../../db/types.js';
import type { HandoffLines } from '../../db/tables/handoff.js';
import { MAX_QUANTITY, priceProductLine, priceRefillLine, refillIds } from '../sales/buying-rules.js';
import type { CartItemView, RefillCartItemView } from '../sales/carts.js';

// A guest's lines kept on the server under a reference: a cart hand-off (issue 24 item 7) and a
// cart kept for its reminder (issue 37 item 2) store them alike and price them alike.

const productKey = (line: HandoffLines['products'][number]) => [line.productId, line.productSizeId, line.colorId, line.scentId].join(':');
const refillKey = (line: HandoffLines['refills'][number]) => [line.containerId, line.sizeId, line.wickId, line.scentId, line.colorId].join(':');

// The same choice twice is one line (SPEC §4 Local cart), so the storefront merges it once.
function merged<Line extends { quantity: number }>(lines: readonly Line[], key: (line: Line) => string): Line[] {
  const byKey = new Map<string, Line>();
  for (const line of lines) {
    const same = byKey.get(key(line));
    byKey.set(key(line), same ? { ...same, quantity: Math.min(MAX_QUANTITY, same.quantity + line.quantity) } : { ...line });
  }
  return [...byKey.values()];
}

/**
 * The lines merged and checked as a guest checkout checks them (the failing field is named:
 * `products.1.size`).
 * @throws bad.request for a line the shop does not sell
 */
export async function checkedLines(db: Kysely<Database>, lines: HandoffLines): Promise<HandoffLines> {
  const products = merged(lines.products, productKey);
  const refills = merged(lines.refills, refillKey);
  const options = await findProductOptions(
    db,
    products.map((line) => line.productId),
  );
  products.forEach((line, index) => priceProductLine(options.get(line.productId), line, `products.${index}.`));
  const refillOptions = await findRefillOptions(db, refillIds(refills));
  refills.forEach((line, index) => priceRefillLine(refillOptions, line, `refillItems.${index}.`));
  return { products, refills };
}

/** Stored lines with today's prices; a line the catalogue no longer offers (hidden, a choice withdrawn) is left out. */
export async function linesPricedNow(db: Kysely<Database>, lines: HandoffLines): Promise<{ items: CartItemView[]; refillItems: RefillCartItemView[] }> {
  const options = await findProductOptions(
    db,
    lines.products.map((line) => line.productId),
  );
  const refillOptions = await findRefillOptions(db, refillIds(lines.refills));
  const items: CartItemView[] = [];
  for (const line of lines.products) {
    try {
      const { unitPrice } = priceProductLine(options.get(line.productId), line);
      items.push({ ...line, id: items.length + 1, total: line.quantity * unitPrice });
    } catch {
      // Withdrawn since: the storefront shows what can still be bought.
    }
  }
  const refillItems: RefillCartItemView[] = [];
  for (const line of lines.refills) {
    try {
      const unit = priceRefillLine(refillOptions, line);
      refillItems.push({ ...line, id: refillItems.length + 1, total: line.quantity * unit });
    } catch {
      // As above.
    }
  }
  return { items, refillItems };
}
