import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../../context.js';
import { createLocalHumanCheck } from '../../adapters/human-check/local-human-check.js';
import { cartLine, createProduct, refillChoice, type TestProduct } from '../../test/buying.js';
import { createCustomer, type TestCustomer } from '../../test/customers.js';
import { testDatabases } from '../../test/databases.js';
import { expectNotFound, graphql, openShop, PUBLIC_URL, type TestShop } from '../../test/shop.js';
import { cartsResolvers } from './carts.js';
import { localAccountAdapters } from '../../accounts-adapters.js';

const CART = `items { id quantity total product { id details { title price } } color { id title } scent { id title } size { id price size { id title } } }`;
const REFILL_CART = `items { id quantity total wick { id price } container { id title } color { id refill } size { id value } scent { id } }`;
const ADD = `mutation Add($id: ID!, $quantity: Int!, $color: ID, $scent: ID, $size: ID) {
  addToCart(id: $id, quantity: $quantity, color: $color, scent: $scent, size: $size) { ${CART} } }`;
const EDIT = `mutation Edit($id: ID!, $quantity: Int!, $color: ID, $scent: ID, $size: ID) {
  editCart(id: $id, quantity: $quantity, color: $color, scent: $scent, size: $size) { ${CART} } }`;
const REMOVE = `mutation Remove($id: ID!) { removeCart(id: $id) { ${CART} } }`;
const ADD_REFILL = `mutation AddRefill($quantity: Int!, $color: ID!, $scent: ID!, $size: ID!, $wick: ID!, $container: ID!) {
  addRefillCart(quantity: $quantity, color: $color, scent: $scent, size: $size, wick: $wick, container: $container) { ${REFILL_CART} } }`;
const EDIT_REFILL = `mutation EditRefill($id: ID!, $quantity: Int!) { editRefillCart(id: $id, quantity: $quantity) { ${REFILL_CART} } }`;
const REMOVE_REFILL = `mutation RemoveRefill($id: ID!) { removeRefillCart(id: $id) { ${REFILL_CART} } }`;

describe.each(testDatabases())('carts on $name', (database) => {
  let shop: TestShop;
  let customer: TestCustomer;
  let other: TestCustomer;
  let sized: TestProduct;
  let plain: TestProduct;
  const as = (who: TestCustomer | undefined) => (text: string, variables: Record<string, unknown>) => graphql(shop.app, text, variables, who ? { headers: who.headers } : {});

  beforeAll(async () => {
    shop = await openShop(database);
    customer = await createCustomer(shop.db);
    other = await createCustomer(shop.db);
    sized = await createProduct(shop.db, { stock: 8, sizePrices: [12000, 18500], colors: 2, scents: 2 });
    plain = await createProduct(shop.db, { stock: 5, price: 7250 });
  });
  afterAll(() => shop?.close());

  const sizedLine = (quantity: number, size = 0) => cartLine(sized, quantity, size);

  it('needs a signed-in customer', async () => {
    const reply = await as(undefined)(ADD, { id: String(plain.id), quantity: 1 });
    expect(reply.errors![0]).toMatchObject({ message: 'unauthorized' });
  });

  it('adds lines with server totals and merges identical ones', async () => {
    const me = as(customer);
    let reply = await me(ADD, sizedLine(2, 1));
    expect(reply.errors).toBeUndefined();
    reply = await me(ADD, { id: String(plain.id), quantity: 3 });
    reply = await me(ADD, sizedLine(1, 1));
    expect(reply.errors).toBeUndefined();
    const items = reply.data!.addToCart.items;
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ quantity: 3, total: 3 * 18500, size: { id: String(sized.sizes[1]!.id), price: 18500 } });
    expect(items[0].color.id).toBe(String(sized.colors[0]));
    expect(items[1]).toMatchObject({ quantity: 3, total: 3 * 7250, size: null, color: null, scent: null, product: { id: String(plain.id) } });
  });

  it('refuses a line above the stock, also when merging', async () => {
    const me = as(customer);
    expect((await me(ADD, { id: String(plain.id), quantity: 6 })).errors![0]!.message).toBe('stock');
    // 3 are already in the cart; 3 more is 6 > 5.
    expect((await me(ADD, { id: String(plain.id), quantity: 3 })).errors![0]!.message).toBe('stock');
  });

  it.each([-1, 0, 1e9])('refuses the quantity %s', async (quantity) => {
    const reply = await as(customer)(ADD, { id: String(plain.id), quantity });
    expect(reply.errors![0]).toMatchObject({ message: 'bad.request', extensions: { validation: { quantity: [expect.any(String)] } } });
  });

  it('refuses a fraction and a price argument', async () => {
    expect((await as(customer)(ADD, { id: String(plain.id), quantity: 0.5 })).errors).toBeDefined();
    const priced = await as(customer)(`mutation { addToCart(id: "${plain.id}", quantity: 1, price: 1) { items { id } } }`, {});
    expect(priced.errors).toBeDefined();
  });

  it('refuses choices the product does not come in, and missing ones', async () => {
    const me = as(customer);
    const otherSize = plain.id; // any id that is not a product-size of `sized`
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...sizedLine(1), size: String(otherSize + 100000) }, 'size'],
      [{ ...sizedLine(1), size: undefined }, 'size'],
      [{ ...sizedLine(1), color: undefined }, 'color'],
      [{ ...sizedLine(1), scent: String(99999) }, 'scent'],
      [{ id: String(plain.id), quantity: 1, size: String(sized.sizes[0]!.id) }, 'size'],
    ];
    for (const [variables, field] of cases) {
      const reply = await me(ADD, variables);
      expect(reply.errors![0]!.message).toBe('bad.request');
      expect(Object.keys(reply.errors![0]!.extensions!.validation as object)).toEqual([field]);
    }
    expectNotFound(await me(ADD, { id: '999999', quantity: 1 }));
  });

  it('edits and removes only the customer’s own lines', async () => {
    const mine = (await as(customer)(ADD, sizedLine(1, 0))).data!.addToCart.items as Array<{ id: string; quantity: number }>;
    const line = mine.find((item) => item.quantity === 1)!;
    expectNotFound(await as(other)(EDIT, { id: line.id, quantity: 2 }));
    expectNotFound(await as(other)(REMOVE, { id: line.id }));
    const edited = await as(customer)(EDIT, { id: line.id, quantity: 4 });
    expect(edited.data!.editCart.items.find((item: { id: string }) => item.id === line.id)).toMatchObject({ quantity: 4, total: 4 * 12000 });
    expect((await as(customer)(EDIT, { id: line.id, quantity: 9 })).errors![0]!.message).toBe('stock');
    const removed = await as(customer)(REMOVE, { id: line.id });
    expect(removed.data!.removeCart.items.map((item: { id: string }) => item.id)).not.toContain(line.id);
  });

  it('merges a line edited into another identical one', async () => {
    const me = as(customer);
    const before = (await me(ADD, sizedLine(1, 0))).data!.addToCart.items as Array<{ id: string; size: { id: string } | null }>;
    const small = before.find((item) => item.size?.id === String(sized.sizes[0]!.id))!;
    const reply = await me(EDIT, { id: small.id, quantity: 1, size: String(sized.sizes[1]!.id) });
    expect(reply.errors).toBeUndefined();
    const big = reply.data!.editCart.items.filter((item: { size: { id: string } | null }) => item.size?.id === String(sized.sizes[1]!.id));
    expect(big).toHaveLength(1);
    expect(big[0]).toMatchObject({ quantity: 4, total: 4 * 18500 });
  });

  it('keeps refill lines with server totals, merged, without a stock bound', async () => {
    const refill = await refillChoice(shop.db);
    const me = as(customer);
    let reply = await me(ADD_REFILL, { ...refill.args, quantity: 600 });
    expect(reply.errors).toBeUndefined();
    reply = await me(ADD_REFILL, { ...refill.args, quantity: 2 });
    const [line] = reply.data!.addRefillCart.items;
    expect(reply.data!.addRefillCart.items).toHaveLength(1);
    expect(line).toMatchObject({ quantity: 602, total: 602 * refill.unitPrice });
    expect((await me(ADD_REFILL, { ...refill.args, quantity: 500 })).errors![0]!.message).toBe('bad.request');
    if (refill.unofferedSize) {
      const wrong = await me(ADD_REFILL, { ...refill.args, size: refill.unofferedSize, quantity: 1 });
      expect(wrong.errors![0]).toMatchObject({ message: 'bad.request', extensions: { validation: { size: ['input.size.invalid'] } } });
    }
    expectNotFound(await as(other)(EDIT_REFILL, { id: line.id, quantity: 1 }));
    reply = await me(EDIT_REFILL, { id: line.id, quantity: 3 });
    expect(reply.data!.editRefillCart.items[0]).toMatchObject({ quantity: 3, total: 3 * refill.unitPrice });
    expectNotFound(await as(other)(REMOVE_REFILL, { id: line.id }));
    reply = await me(REMOVE_REFILL, { id: line.id });
    expect(reply.data!.removeRefillCart.items).toEqual([]);
  });

  it('answers the carts of the User a parent resolver made', async () => {
    const ctx = createContext(new Request(`${PUBLIC_URL}/graphql`), { db: shop.db, publicUrl: PUBLIC_URL, humanCheck: createLocalHumanCheck(() => {}), accounts: localAccountAdapters(shop.db, PUBLIC_URL) });
    const cart = await cartsResolvers.User.cart({ id: String(customer.userId) }, {}, ctx);
    expect(cart.items.length).toBeGreaterThan(0);
    expect((await cartsResolvers.User.cart({ id: other.userId }, {}, ctx)).items).toEqual([]);
    expect((await cartsResolvers.User.refillCart({ id: other.userId }, {}, ctx)).items).toEqual([]);
  });

  it('never lets two concurrent adds make two identical lines', async () => {
    const someone = await createCustomer(shop.db);
    const replies = await Promise.all(Array.from({ length: 5 }, () => as(someone)(ADD, sizedLine(1, 0))));
    for (const reply of replies) expect(reply.errors).toBeUndefined();
    const rows = await shop.db.selectFrom('cart_items').selectAll().where('user_id', '=', someone.userId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.quantity).toBe(5);
  });
});
