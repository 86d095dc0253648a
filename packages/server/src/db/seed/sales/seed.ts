import type { Insertable } from 'kysely';
import type { OrderItemTable, OrderStatus, OrderTable } from '../../tables/sales.js';
import type { SeedArea } from '../area.js';
import type { ProductSeed } from '../catalogue/products.js';
import { candles } from '../catalogue/candles.js';
import { otherProducts } from '../catalogue/other-products.js';
import { createRandom } from '../random.js';
import { cities } from '../places/locations.js';

const ORDERS = 80;
const DAY = 24 * 60 * 60 * 1000;
// The same fixed clock as the catalogue: identical demo data on every database.
const SEEDED_AT = Date.UTC(2026, 10, 1, 9, 0, 0);
const STATUSES: readonly OrderStatus[] = ['completed', 'completed', 'completed', 'completed', 'being delivered', 'accepted', 'pending', 'cancelled', 'rejected'];

function uuidFrom(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

// Popular products are picked far more often, so mostSelling has a clear, believable order.
function pickProduct(products: readonly ProductSeed[], random: () => number): ProductSeed {
  return products[Math.floor(random() ** 2.2 * products.length)]!;
}

// Who placed the historic orders: guests of the demo shop, so the back office lists real-looking
// customers (names in the shop's three languages' alphabets, reachable example addresses).
const GUESTS = [
  { name: 'Sara Ahmed', lang: 'en' },
  { name: 'ئاراس عومەر', lang: 'ku' },
  { name: 'زينب علي', lang: 'ar' },
  { name: 'Lana Karim', lang: 'en' },
  { name: 'ڕێزان جەمال', lang: 'ku' },
  { name: 'حسن جاسم', lang: 'ar' },
] as const;

/** Historic orders built from the catalogue seed. */
export function buildOrders(products: readonly ProductSeed[]) {
  const random = createRandom(20261101);
  const orders: Insertable<OrderTable>[] = [];
  const items: Insertable<OrderItemTable>[] = [];
  for (let id = 1; id <= ORDERS; id++) {
    const lines = 1 + Math.floor(random() * 3);
    let total = 0;
    for (let line = 0; line < lines; line++) {
      const product = pickProduct(products, random);
      const size = product.sizes.length ? product.sizes[Math.floor(random() * product.sizes.length)]! : null;
      const unitPrice = size ? size[1] : product.price!;
      const quantity = 1 + Math.floor(random() * 3);
      total += unitPrice * quantity;
      items.push({
        id: items.length + 1,
        order_id: id,
        product_id: product.id,
        size_id: size ? size[0] : null,
        color_id: product.colors[0] ?? null,
        scent_id: product.scents[0] ?? null,
        quantity,
        unit_price: unitPrice,
      });
    }
    const status = STATUSES[Math.floor(random() * STATUSES.length)]!;
    const guest = GUESTS[id % GUESTS.length]!;
    const city = cities[id % cities.length]!;
    orders.push({
      id,
      uuid: uuidFrom(random),
      status,
      // Every historic order was paid in cash (the column's default method): a completed one was
      // paid on delivery (issue 28 item 5).
      paid: status === 'completed',
      subtotal: total,
      delivery_price: city.price,
      total: total + city.price,
      guest_name: guest.name,
      guest_email: `guest${id}@example.iq`,
      guest_phone: `0750${String(1_000_000 + id * 7919).slice(-7)}`,
      guest_address: `Street ${id}`,
      address: `Street ${id}`,
      city_id: city.id,
      lang: guest.lang,
      created_at: new Date(SEEDED_AT - (id * 3 + 2) * DAY),
    });
  }
  return { orders, items };
}

/** Past orders, so the most-selling list comes from what was really ordered. */
export const salesSeed: SeedArea = {
  name: 'sales',
  anchor: 'orders',
  identityTables: ['orders', 'order_items'],
  async run(trx) {
    const { orders, items } = buildOrders([...candles, ...otherProducts]);
    await trx.insertInto('orders').values(orders).execute();
    await trx.insertInto('order_items').values(items).execute();
  },
};
