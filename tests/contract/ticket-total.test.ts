import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketTotal } from '@candleshop/core';
import { createCustomer, type TestCustomer } from '../../packages/server/src/test/customers.js';
import { testDatabases } from '../../packages/server/src/test/databases.js';
import { graphql, openShop, type TestShop } from '../../packages/server/src/test/shop.js';

// SPEC §5 Totals: the price the ticket widget shows (core's ticketTotal of the public tier price
// and the chosen people) is what the server charges for the same choice (the ticket's total).

const WORKSHOPS = `query W { workshops { id tickets { id min max price soldout } } }`;
const TICKET = `mutation T($ticket: ID!, $people: Int!) { ticket(ticket: $ticket, people: $people, method: "cash") { id } }`;
const MY_TICKET = `query Q($id: ID!) { myTicket(id: $id) { total people ticket { price } } }`;

interface Tier {
  id: string;
  min: number;
  max: number;
  price: number;
  soldout: boolean;
}

describe.each(testDatabases())('ticket price agreement on $name', (database) => {
  let shop: TestShop;
  let customer: TestCustomer;

  beforeAll(async () => {
    shop = await openShop(database);
    customer = await createCustomer(shop.db);
    // Room for every group size of every tier: the seats are not what this test is about.
    await sql`UPDATE workshops SET seats = seats + 500`.execute(shop.db);
  });
  afterAll(() => shop?.close());

  it('core ticketTotal equals the server total for every bookable tier of every upcoming workshop, at each group size', async () => {
    const reply = await graphql<{ workshops: Array<{ id: string; tickets: Tier[] }> }>(shop.app, WORKSHOPS);
    expect(reply.errors).toBeUndefined();
    const tiers = reply.data!.workshops.flatMap((workshop) => workshop.tickets);
    const bookable = tiers.filter((tier) => !tier.soldout);
    expect(bookable.length).toBeGreaterThan(5);
    for (const tier of bookable) {
      for (let people = tier.min; people <= tier.max; people++) {
        const bought = await graphql(shop.app, TICKET, { ticket: tier.id, people }, { headers: customer.headers });
        expect(bought.errors).toBeUndefined();
        const read = await graphql(shop.app, MY_TICKET, { id: bought.data!.ticket.id }, { headers: customer.headers });
        expect(read.data!.myTicket).toEqual({ total: ticketTotal(tier.price, people), people, ticket: { price: tier.price } });
      }
    }
    // A tier the listing calls sold out is one the server will not sell.
    for (const tier of tiers.filter((tier) => tier.soldout)) {
      const refused = await graphql(shop.app, TICKET, { ticket: tier.id, people: tier.min }, { headers: customer.headers });
      expect(refused.errors?.[0]?.message).toMatch(/^ticket\./);
    }
  });
});
