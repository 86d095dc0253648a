import { buildSchema, getNamedType, isCompositeType, isNonNullType, type GraphQLField } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import typeDefs from '../schema.graphql?raw';
import { createLocalHumanCheck } from './adapters/human-check/local-human-check.js';
import { createProduct, places, refillChoice, type TestProduct } from './test/buying.js';
import { createCustomer, recordPurchase, type TestCustomer } from './test/customers.js';
import { testDatabases } from './test/databases.js';
import { createTestPayments } from './test/payments.js';
import { graphql, openShop, type GraphQLReply, type TestShop } from './test/shop.js';
import { SPEC_CALLS, type SpecCall } from './test/spec-calls.js';
import { createWorkshop } from './test/tickets.js';

// Issue 24 item 2: every SPEC §7 call can be made with exactly the SPEC's arguments (DESIGN §1:
// the widgets also work against the backend the SPEC describes). A required argument we add to
// any of them fails here, first in the schema, then when the call is made on both databases.

const schema = buildSchema(typeDefs);
const fieldOf = (call: SpecCall) => (call.kind === 'query' ? schema.getQueryType() : schema.getMutationType())!.getFields()[call.name];
const specArgs = (call: SpecCall) => [...call.required, ...(call.optional ?? [])];
const mustGive = (field: GraphQLField<unknown, unknown>) => field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined).map((arg) => arg.name);

/** The call as a document naming only the given arguments, typed as the schema types them. */
function documentOf(call: SpecCall, variables: Record<string, unknown>): string {
  const field = fieldOf(call)!;
  const given = field.args.filter((arg) => arg.name in variables);
  const declared = given.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = given.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isCompositeType(getNamedType(field.type)) ? '{ __typename }' : '';
  return `${call.kind} Spec${declared ? `(${declared})` : ''} { ${call.name}${passed ? `(${passed})` : ''} ${selection} }`;
}

describe('SPEC §7 calls in the schema', () => {
  it.each(SPEC_CALLS.map((call) => [call.name, call] as const))('%s exists and requires nothing the SPEC does not name', (_, call) => {
    const field = fieldOf(call);
    expect(field, `${call.name} is missing`).toBeDefined();
    expect(
      mustGive(field!).filter((name) => !call.required.includes(name)),
      'required arguments beyond the SPEC',
    ).toEqual([]);
    expect(
      specArgs(call).filter((name) => !field!.args.some((arg) => arg.name === name)),
      'SPEC arguments missing',
    ).toEqual([]);
  });
});

/** What a call of the table is sent with, and by whom. */
interface Sent {
  variables?: Record<string, unknown>;
  who?: TestCustomer | 'registered';
  /** The message key the shop answers with when the SPEC's call is refused on purpose. */
  refused?: RegExp;
}

describe.each(testDatabases())('SPEC §7 calls made with only the SPEC arguments on $name', (database) => {
  let shop: TestShop;
  let customer: TestCustomer;
  let leaving: TestCustomer;
  let product: TestProduct;
  let registered: { cookie: string };
  const ids: Record<string, string> = {};
  const guest = { name: 'Shilan Ahmed', email: 'shilan.contract@example.com', phone: '07501234568', address: 'Erbil' };
  const token = 'local-unverified';
  const first = async (table: 'categories' | 'collections' | 'news' | 'projects' | 'events' | 'workshops') => String((await shop.db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow()).id);
  const send = (call: SpecCall, sent: Sent): Promise<GraphQLReply<Record<string, any>>> => {
    const headers = sent.who === 'registered' ? registered : sent.who?.headers;
    return graphql(shop.app, documentOf(call, sent.variables ?? {}), sent.variables ?? {}, headers ? { headers } : {});
  };
  const line = () => ({ id: String(product.id), quantity: 1, size: String(product.sizes[0]!.id), color: String(product.colors[0]), scent: String(product.scents[0]) });

  // What each call is sent with; lines run in the table's order, so later ones use earlier results.
  const plan: Record<string, () => Promise<Sent>> = {
    register: async () => ({ variables: { name: 'Spec Contract', email: 'spec.contract@example.com', phone: '07709990001', password: 'candles-burn-long', city: (await places(shop.db)).city, token } }),
    login: async () => ({ variables: { email: 'spec.contract@example.com', password: 'candles-burn-long' } }),
    logout: async () => ({ who: leaving }),
    forgotPassword: async () => ({ variables: { email: 'spec.contract@example.com' } }),
    resetPassword: async () => ({ variables: { token: 'not-a-token', email: 'spec.contract@example.com', password: 'another-long-one' } }),
    socialLogin: async () => ({ variables: { id: 'a-provider-token', name: 'Spec', email: 'spec@example.com', profile: null, type: 'google' }, refused: /^[a-z]+(\.[A-Za-z]+)+$/ }),
    resendEmail: async () => ({ who: 'registered' }),
    signedUrl: async () => ({ who: customer, variables: { file: 'images/0123456789abcdef.png' } }),
    updateProfile: async () => ({ who: customer, variables: { name: 'Spec Customer', email: customer.email } }),
    updatePassword: async () => ({ who: 'registered', variables: { old: 'candles-burn-long', new: 'candles-burn-longer' } }),
    updatePhone: async () => ({ who: customer, variables: { phone: '07709990002' } }),
    addToCart: async () => ({ who: customer, variables: line() }),
    editCart: async () => ({ who: customer, variables: { id: await cartLine('cart_items'), quantity: 2 } }),
    removeCart: async () => ({ who: customer, variables: { id: await cartLine('cart_items') } }),
    addRefillCart: async () => ({ who: customer, variables: { quantity: 1, ...(await refillChoice(shop.db)).args } }),
    editRefillCart: async () => ({ who: customer, variables: { id: await cartLine('refill_cart_items'), quantity: 2 } }),
    removeRefillCart: async () => ({ who: customer, variables: { id: await cartLine('refill_cart_items') } }),
    buyNow: async () => ({ who: customer, variables: { ...line(), method: 'cash', selling_point: (await places(shop.db)).pickup } }),
    buyNowGuest: async () => ({ variables: { ...line(), method: 'cash', selling_point: (await places(shop.db)).pickup, token, guest } }),
    checkout: async () => {
      await graphql(shop.app, `mutation A($id: ID!, $quantity: Int!, $color: ID, $scent: ID, $size: ID) { addToCart(id: $id, quantity: $quantity, color: $color, scent: $scent, size: $size) { __typename } }`, line(), {
        headers: customer.headers,
      });
      return { who: customer, variables: { method: 'cash', selling_point: (await places(shop.db)).pickup } };
    },
    checkoutGuest: async () => ({
      variables: {
        method: 'cash',
        selling_point: (await places(shop.db)).pickup,
        token,
        guest,
        products: [line()],
        refillItems: [{ quantity: 1, ...(await refillChoice(shop.db)).args }],
      },
    }),
    refillRequest: async () => ({ who: customer, variables: { ...(await refillChoice(shop.db)).args, notes: null, method: 'cash', selling_point: (await places(shop.db)).pickup } }),
    refillRequestGuest: async () => ({ variables: { ...(await refillChoice(shop.db)).args, notes: 'Spec', method: 'cash', selling_point: (await places(shop.db)).pickup, token, guest } }),
    whiteLabel: async () => {
      const materials = (await graphql(shop.app, `{ containers { id } colors { id } scents { id } wicks { id } packages { id } }`)).data!;
      return {
        variables: {
          name: guest.name,
          phone: guest.phone,
          email: guest.email,
          logo: null,
          label: 'Spec Brand',
          description: 'For a contract test',
          quantity: 60,
          container: materials.containers[0].id,
          color: materials.colors[0].id,
          scent: materials.scents[0].id,
          package: materials.packages[0].id,
          wick: materials.wicks[0].id,
          token,
        },
      };
    },
    personalizedRequest: async () => ({ who: customer, variables: { description: 'A candle shaped like a lighthouse' } }),
    acceptPersonalized: async () => {
      const request = await shop.db.selectFrom('personalized_requests').select('id').where('user_id', '=', customer.userId).executeTakeFirstOrThrow();
      await shop.db.updateTable('personalized_requests').set({ status: 'quoted', price: 40000, total: 40000 }).where('id', '=', request.id).execute();
      return { who: customer, variables: { id: String(request.id), method: 'cash' } };
    },
    subscription: async () => {
      const price = await shop.db.selectFrom('subscription_prices').select('id').orderBy('id').executeTakeFirstOrThrow();
      const { city } = await places(shop.db);
      return { who: customer, variables: { subscription: String(price.id), method: 'cash', address: 'Erbil, 100m street', gift: { name: guest.name, phone: guest.phone }, city } };
    },
    newsletter: async () => ({ variables: { email: 'spec.news@example.com', token } }),
    addReview: async () => {
      // SECURITY-REVIEW L4: only a buyer of the product may review it.
      await recordPurchase(shop.db, customer.userId, [product.id], { paid: true });
      return { who: customer, variables: { id: String(product.id), rating: 5, review: 'Burns evenly.' } };
    },
    deleteReview: async () => ({ who: customer, variables: { id: await rowOf('reviews') } }),
    ticket: async () => ({ who: customer, variables: { ticket: ids.tier, method: 'cash' } }),
    ticketGuest: async () => ({ variables: { ticket_id: ids.tier, method: 'cash', ...guest, token } }),
    payLater: async () => ({ who: customer, variables: { id: await rowOf('orders'), type: 'order' } }),
    city: async () => ({ variables: { id: (await places(shop.db)).city } }),
    category: async () => ({ variables: { id: await first('categories') } }),
    collection: async () => ({ variables: { id: await first('collections') } }),
    product: async () => ({ variables: { id: String(product.id) } }),
    filter: async () => ({ variables: { input: { category: '1' }, page: 1, items: 12 } }),
    similarProducts: async () => ({ variables: { id: String(product.id) } }),
    search: async () => ({ variables: { s: 'candle' } }),
    order: async () => ({ who: customer, variables: { id: await rowOf('orders') } }),
    guestOrder: async () => {
      const order = await shop.db.selectFrom('orders').select('uuid').where('guest_email', '=', guest.email).executeTakeFirstOrThrow();
      return { variables: { uuid: order.uuid, email: guest.email } };
    },
    personalizedRequest_query: async () => ({ who: customer, variables: { id: await rowOf('personalized_requests') } }),
    review: async () => ({ who: customer, variables: { id: await rowOf('reviews') } }),
    sellingPoint: async () => ({ variables: { id: (await places(shop.db)).pickup } }),
    workshop: async () => ({ variables: { id: await first('workshops') } }),
    guestTicketByUuid: async () => {
      const ticket = await shop.db.selectFrom('tickets').select('uuid').where('user_id', 'is', null).executeTakeFirstOrThrow();
      return { variables: { uuid: ticket.uuid } };
    },
    allNews: async () => ({ variables: { page: 1, first: 6 } }),
    news: async () => ({ variables: { id: await first('news') } }),
    project: async () => ({ variables: { id: await first('projects') } }),
    event: async () => ({ variables: { id: await first('events') } }),
  };
  const SIGNED_IN = ['user', 'orders', 'refills', 'personalizedRequests', 'mySubscriptions', 'reviews', 'tickets'];

  async function cartLine(table: 'cart_items' | 'refill_cart_items'): Promise<string> {
    return String((await shop.db.selectFrom(table).select('id').where('user_id', '=', customer.userId).executeTakeFirstOrThrow()).id);
  }
  async function rowOf(table: 'orders' | 'reviews' | 'personalized_requests'): Promise<string> {
    return String((await shop.db.selectFrom(table).select('id').where('user_id', '=', customer.userId).orderBy('id').executeTakeFirstOrThrow()).id);
  }

  beforeAll(async () => {
    shop = await openShop(database, { payments: createTestPayments(), humanCheck: createLocalHumanCheck(() => {}) });
    customer = await createCustomer(shop.db, { phone: '07709990003' });
    leaving = await createCustomer(shop.db, { phone: '07709990004' });
    product = await createProduct(shop.db, { stock: 100, sizePrices: [9000, 12000], colors: 1, scents: 1 });
    ids.tier = String((await createWorkshop(shop.db, { seats: 40, tiers: [{ min: 1, max: 4, price: 15000 }] })).tiers[0]);
  }, 180_000);
  afterAll(() => shop?.close());

  // Mutations first (they make what the queries read); logout and deleteReview last.
  const last = ['deleteReview', 'logout'];
  const ordered = [...SPEC_CALLS.filter((call) => call.kind === 'mutation' && !last.includes(call.name)), ...SPEC_CALLS.filter((call) => call.kind === 'query'), ...SPEC_CALLS.filter((call) => last.includes(call.name))];
  it.each(ordered.map((call) => [call.kind, call.name, call] as const))('%s %s answers', async (kind, name, call) => {
    const key = kind === 'query' && `${name}_query` in plan ? `${name}_query` : name;
    const sent: Sent = plan[key] ? await plan[key]() : { who: SIGNED_IN.includes(name) ? customer : undefined };
    for (const name of Object.keys(sent.variables ?? {})) expect(specArgs(call), `${name} is not a SPEC argument`).toContain(name);
    const reply = await send(call, sent);
    if (name === 'register') registered = { cookie: reply.headers.get('set-cookie')!.split(';')[0]! };
    if (sent.refused) {
      expect(reply.errors?.[0]?.message).toMatch(sent.refused);
    } else {
      expect(reply.errors, JSON.stringify(reply.errors)).toBeUndefined();
      expect(reply.data![name]).toBeDefined();
    }
  });
});
