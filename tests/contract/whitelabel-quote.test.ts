import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whiteLabelQuote } from '@candleshop/core';
import { openShopWithCustomer, type TestCustomer } from '../../packages/server/src/test/customers.js';
import { testDatabases } from '../../packages/server/src/test/databases.js';
import { graphql, shopMaterials, type TestShop } from '../../packages/server/src/test/shop.js';

// SPEC §3, §9: the breakdown the white-label calculator shows (core's whiteLabelQuote of the public
// whiteLabelPrice and package prices) is what the server prices the request at.

const WHITE_LABEL = `mutation W($quantity: Int!, $container: ID!, $size: ID!, $color: ID!, $scent: ID!, $wick: ID!, $package: ID, $sticker: Boolean!, $label: String) {
  whiteLabel(name: "", phone: "", email: "", quantity: $quantity, container: $container, size: $size, color: $color, scent: $scent,
    wick: $wick, package: $package, sticker: $sticker, label: $label) { candlePrice labelPrice packagePrice total } }`;

describe.each(testDatabases())('white-label price agreement on $name', (database) => {
  let shop: TestShop;
  let customer: TestCustomer;

  beforeAll(async () => {
    ({ shop, customer } = await openShopWithCustomer(database));
  });
  afterAll(() => shop?.close());

  // A test per sticker choice and package or none: the whole grid in one test took more than 30 s
  // on a busy machine (issue 34 item 5).
  it.each([
    { sticker: false, packaged: false },
    { sticker: false, packaged: true },
    { sticker: true, packaged: false },
    { sticker: true, packaged: true },
  ])('core whiteLabelQuote equals the server price for every container size, sticker $sticker, a package $packaged', async ({ sticker, packaged }) => {
    const materials = await shopMaterials(shop.app);
    expect(materials.packages.length).toBeGreaterThan(0);
    const packages = packaged ? materials.packages : [undefined];
    for (const container of materials.containers) {
      for (const size of container.sizes) {
        for (const pack of packages) {
          const quantity = 50 + container.sizes.indexOf(size) * 75 + (sticker ? 25 : 0);
          // The prices are what is checked here, not the per-account limit (SECURITY-REVIEW M3).
          await shop.db.deleteFrom('rate_events').execute();
          const sent = await graphql(
            shop.app,
            WHITE_LABEL,
            {
              quantity,
              container: container.id,
              size: size.id,
              color: materials.colors[0]!.id,
              scent: materials.scents[0]!.id,
              wick: materials.wicks[0]!.id,
              package: pack?.id ?? null,
              sticker,
              label: sticker ? 'Nour' : null,
            },
            { headers: customer.headers },
          );
          expect(sent.errors).toBeUndefined();
          const shown = whiteLabelQuote({ candlePrice: materials.whiteLabelPrice, sticker, packagePrice: pack?.price ?? null, quantity });
          const { perCandle: _, ...breakdown } = shown;
          expect(sent.data!.whiteLabel).toEqual(breakdown);
        }
      }
    }
  });
});
