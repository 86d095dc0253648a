import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEER_ADDRESS_HEADER } from '../../auth/client-address.js';
import { createProduct, refillChoice, type TestProduct } from '../../test/buying.js';
import { testDatabases } from '../../test/databases.js';
import { graphql, openShop, PARTNER_ORIGIN, type TestShop } from '../../test/shop.js';

const CREATE = `mutation ($products: [GuestProductInput!], $refillItems: [GuestRefillInput!]) {
  createCartHandoff(products: $products, refillItems: $refillItems) { ref expiresAt } }`;
const OPEN = `query ($ref: String!) { cartHandoff(ref: $ref) {
  items { quantity total product { id details { title } } size { id price } color { id } scent { id } }
  refillItems { quantity total container { id } size { id } wick { id } color { id } scent { id } } } }`;

type Opened = {
  items: Array<{ quantity: number; total: number; product: { id: string; details: { title: string } }; size: { id: string; price: number } | null }>;
  refillItems: Array<{ quantity: number; total: number; container: { id: string } }>;
};

describe.each(testDatabases())('cart hand-off on $name', (database) => {
  let shop: TestShop;
  let product: TestProduct;
  let refill: Awaited<ReturnType<typeof refillChoice>>;
  // A guest on a partner's page: no cookie, the partner's origin, its own address.
  const create = (variables: Record<string, unknown>, address = '203.0.113.7') =>
    graphql<{ createCartHandoff: { ref: string; expiresAt: string } }>(shop.app, CREATE, variables, {
      headers: { origin: PARTNER_ORIGIN, [PEER_ADDRESS_HEADER]: address },
    });
  const open = (ref: string, lang = 'ar') => graphql<{ cartHandoff: Opened | null }>(shop.app, OPEN, { ref }, { lang });
  const line = (quantity: number) => ({
    id: String(product.id),
    size: String(product.sizes[1]!.id),
    color: String(product.colors[0]),
    scent: String(product.scents[0]),
    quantity,
  });

  beforeAll(async () => {
    shop = await openShop(database);
    product = await createProduct(shop.db, { stock: 9, sizePrices: [10_000, 15_000], colors: 1, scents: 1 });
    refill = await refillChoice(shop.db);
  });
  afterAll(() => shop?.close());

  it('keeps a guest cart under a reference and answers it priced by the server, in the language asked', async () => {
    const made = await create({ products: [line(2), line(1)], refillItems: [{ ...refill.args, quantity: 3 }] });
    expect(made.errors).toBeUndefined();
    const { ref, expiresAt } = made.data!.createCartHandoff;
    expect(ref).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const minutes = (Date.parse(expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    const { data, errors } = await open(ref);
    expect(errors).toBeUndefined();
    // The same choice twice is one line.
    expect(data!.cartHandoff!.items).toEqual([expect.objectContaining({ quantity: 3, total: 45_000, product: { id: String(product.id), details: { title: 'Test candle (ar)' } } })]);
    expect(data!.cartHandoff!.refillItems).toEqual([expect.objectContaining({ quantity: 3, total: 3 * refill.unitPrice, container: { id: refill.args.container } })]);
    // Only the reference's hash is stored.
    const stored = await shop.db.selectFrom('cart_handoffs').select('ref_hash').execute();
    expect(stored.map((row) => row.ref_hash)).not.toContain(ref);
  });

  it('reads prices as they are when the hand-off is opened', async () => {
    const { ref } = (await create({ products: [line(1)] })).data!.createCartHandoff;
    await shop.db.updateTable('product_sizes').set({ price: 16_000 }).where('id', '=', product.sizes[1]!.id).execute();
    expect((await open(ref)).data!.cartHandoff!.items[0]!.total).toBe(16_000);
    await shop.db.updateTable('product_sizes').set({ price: 15_000 }).where('id', '=', product.sizes[1]!.id).execute();
  });

  it('refuses lines a guest checkout would refuse, naming the line', async () => {
    const wrongSize = await create({ products: [line(1), { ...line(1), size: String(product.sizes[0]!.id + 100_000) }] });
    expect(wrongSize.errors![0]).toMatchObject({ message: 'bad.request', extensions: { validation: { 'products.1.size': ['input.size.invalid'] } } });
    const empty = await create({ products: [], refillItems: [] });
    expect(empty.errors![0]).toMatchObject({ message: 'bad.request', extensions: { validation: { products: ['input.cart.empty'] } } });
    const tooMany = await create({ products: [line(1001)] });
    expect(tooMany.errors![0]!.extensions!.validation).toEqual({ 'products.0.quantity': ['input.quantity.max'] });
  });

  it('answers null for an unknown, malformed or expired reference', async () => {
    expect((await open('A'.repeat(43))).data!.cartHandoff).toBeNull();
    expect((await open('not a ref')).data!.cartHandoff).toBeNull();
    const { ref } = (await create({ products: [line(1)] })).data!.createCartHandoff;
    await sql`UPDATE cart_handoffs SET expires_at = now() - interval '1 second'`.execute(shop.db);
    expect((await open(ref)).data!.cartHandoff).toBeNull();
    // The next hand-off sweeps the expired rows away.
    await create({ products: [line(1)] });
    expect(await shop.db.selectFrom('cart_handoffs').select('id').execute()).toHaveLength(1);
  });

  it('opens once, and again only within a minute of that first open (a reload), never later (SECURITY-REVIEW-2 N10)', async () => {
    const { ref } = (await create({ products: [line(1)] })).data!.createCartHandoff;
    expect((await open(ref)).data!.cartHandoff!.items).toHaveLength(1);
    // The storefront's reload right after: the same lines again.
    expect((await open(ref)).data!.cartHandoff!.items).toHaveLength(1);
    // A minute after the first open (its time moved back rather than waited for), the link is used up,
    // though its 30 minutes are not over.
    const hash = (await shop.db.selectFrom('cart_handoffs').select('ref_hash').where('opened_at', 'is not', null).execute()).map((row) => row.ref_hash);
    await sql`UPDATE cart_handoffs SET opened_at = now() - interval '61 seconds' WHERE ref_hash IN (${sql.join(hash)})`.execute(shop.db);
    expect((await open(ref)).data!.cartHandoff).toBeNull();
  });

  it('bounds the live hand-offs of one address', async () => {
    const limited = shop.appWith({ cartHandoff: { ttlMs: 60_000, perAddress: 2 } });
    const make = (address: string) => graphql(limited, CREATE, { products: [line(1)] }, { headers: { origin: PARTNER_ORIGIN, [PEER_ADDRESS_HEADER]: address } });
    expect((await make('198.51.100.1')).errors).toBeUndefined();
    expect((await make('198.51.100.1')).errors).toBeUndefined();
    expect((await make('198.51.100.1')).errors![0]!.message).toBe('handoff.throttled');
    expect((await make('198.51.100.2')).errors).toBeUndefined();
    // SECURITY-REVIEW-2 N9: an IPv6 client's /64 is one address, however it rotates within it.
    expect((await make('2001:db8:7:1::a')).errors).toBeUndefined();
    expect((await make('2001:db8:7:1::b')).errors).toBeUndefined();
    expect((await make('2001:db8:7:1:ffff::c')).errors![0]!.message).toBe('handoff.throttled');
    expect((await make('2001:db8:7:2::a')).errors).toBeUndefined();
  });
});
