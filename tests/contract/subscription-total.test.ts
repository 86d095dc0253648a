import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionTotal } from '@candleshop/core';
import { openShopWithCustomer, type TestCustomer } from '../../packages/server/src/test/customers.js';
import { testDatabases } from '../../packages/server/src/test/databases.js';
import { graphql, type TestShop } from '../../packages/server/src/test/shop.js';

// Issue 12: the total core shows for a subscription (the package's price for the months + the
// city's delivery price per month) is what the server charges for the same choice.

const BUY = `mutation B($subscription: ID!, $months: Int!, $city: ID, $address: String, $selling_point: ID) {
  subscription(subscription: $subscription, months: $months, method: "cash", city: $city, address: $address, selling_point: $selling_point) { id } }`;

describe.each(testDatabases())('subscription price agreement on $name', (database) => {
  let shop: TestShop;
  let customer: TestCustomer;
  beforeAll(async () => {
    ({ shop, customer } = await openShopWithCustomer(database));
  });
  afterAll(() => shop?.close());

  it('core subscriptionTotal equals the server total for every package and months, delivered and picked up', async () => {
    const reply = await graphql(shop.app, `{ subscriptions { id prices { months price } } cities { id price } sellingPoints { id } }`);
    const { subscriptions, cities, sellingPoints } = reply.data!;
    const city = cities.find((item: { price: number }) => item.price > 0);
    for (const item of subscriptions) {
      for (const price of item.prices) {
        for (const delivered of [true, false]) {
          const place = delivered ? { city: city.id, address: 'Erbil' } : { selling_point: sellingPoints[0].id };
          const bought = await graphql(shop.app, BUY, { subscription: item.id, months: price.months, ...place }, { headers: customer.headers });
          expect(bought.errors).toBeUndefined();
          const read = await graphql(shop.app, `query O($id: ID!) { mySubscription(id: $id) { total } }`, { id: bought.data!.subscription.id }, { headers: customer.headers });
          expect(read.data!.mySubscription.total).toBe(subscriptionTotal({ price: price.price, months: price.months, deliveryPrice: delivered ? city.price : null }));
        }
      }
    }
  });
});
