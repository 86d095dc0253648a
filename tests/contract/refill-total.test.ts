import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refillTotal } from '@candleshop/core';
import { places } from '../../packages/server/src/test/buying.js';
import { openShopWithCustomer, type TestCustomer } from '../../packages/server/src/test/customers.js';
import { testDatabases } from '../../packages/server/src/test/databases.js';
import { graphql, type TestShop } from '../../packages/server/src/test/shop.js';

// SPEC §5 Totals: the price the refill builder shows (core's refillTotal, fed by the public
// materials queries) is what the server charges for the same choices (refillRequest's total).

const MATERIALS = `query M { refillContainers { id sizes { id value } } colors { id refill } wicks { id price } scents { id } }`;
const REQUEST = `mutation R($container: ID!, $wick: ID!, $size: ID!, $color: ID!, $scent: ID!, $quantity: Int!, $selling_point: ID) {
  refillRequest(container: $container, wick: $wick, size: $size, color: $color, scent: $scent, quantity: $quantity, method: "cash",
    selling_point: $selling_point) { id } }`;
const REFILL = `query Q($id: ID!) { refill(id: $id) { total price } }`;

interface Materials {
  refillContainers: Array<{ id: string; sizes: Array<{ id: string; value: number }> }>;
  colors: Array<{ id: string; refill: number }>;
  wicks: Array<{ id: string; price: number }>;
  scents: Array<{ id: string }>;
}

describe.each(testDatabases())('refill price agreement on $name', (database) => {
  let shop: TestShop;
  let customer: TestCustomer;
  let materials: Materials;
  let pickup: string;

  beforeAll(async () => {
    ({ shop, customer } = await openShopWithCustomer(database));
    pickup = (await places(shop.db)).pickup;
    const reply = await graphql<Materials>(shop.app, MATERIALS);
    expect(reply.errors).toBeUndefined();
    materials = reply.data!;
  });
  afterAll(() => shop?.close());

  it('core refillTotal equals the server total for every refill container size, with varied colours, wicks and quantities', async () => {
    const { refillContainers, colors, wicks, scents } = materials;
    expect(refillContainers.length).toBeGreaterThan(0);
    let n = 0;
    for (const container of refillContainers) {
      for (const size of container.sizes) {
        const color = colors[n % colors.length]!;
        const wick = wicks[n % wicks.length]!;
        const quantity = [1, 3, 7, 1000][n % 4]!;
        n += 1;
        const choice = { container: container.id, size: size.id, color: color.id, wick: wick.id, scent: scents[0]!.id, quantity, selling_point: pickup };
        const placed = await graphql(shop.app, REQUEST, choice, { headers: customer.headers });
        expect(placed.errors).toBeUndefined();
        const read = await graphql(shop.app, REFILL, { id: placed.data!.refillRequest.id }, { headers: customer.headers });
        const shown = refillTotal({ quantity, size: { value: size.value }, color: { refill: color.refill }, wick: { price: wick.price } });
        expect(read.data!.refill.total).toBe(shown);
        expect(read.data!.refill.price * quantity).toBe(shown);
      }
    }
  });
});
