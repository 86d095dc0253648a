import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLocalHumanCheck } from '../../adapters/human-check/local-human-check.js';
import { cartLine, createProduct, places, refillChoice, stockOf, type TestProduct } from '../../test/buying.js';
import { createCustomer, type TestCustomer } from '../../test/customers.js';
import { testDatabases } from '../../test/databases.js';
import { createTestPayments, type TestPayments } from '../../test/payments.js';
import { expectNotFound, graphql, openShop, type TestShop } from '../../test/shop.js';
import { rowCount } from '../../test/row-count.js';

const RESULT = `id uuid email operation_type token url fibToken { paymentId qrCode }`;
const GUEST = { name: 'Shilan Ahmed', email: 'Shilan@Example.com', phone: '07501234567' };
const TOKEN = 'local-unverified';
const BUY_NOW_GUEST = `mutation B($id: ID!, $quantity: Int!, $method: String!, $notes: String, $address: String, $city: ID, $size: ID,
  $scent: ID, $selling_point: ID, $color: ID, $token: String!, $guest: GuestInput!, $idempotencyKey: String) {
  buyNowGuest(id: $id, quantity: $quantity, method: $method, notes: $notes, address: $address, city: $city, size: $size, scent: $scent,
    selling_point: $selling_point, color: $color, token: $token, guest: $guest, idempotencyKey: $idempotencyKey) { ${RESULT} } }`;
const BUY_NOW = `mutation B($id: ID!, $quantity: Int!, $method: String!, $address: String, $city: ID, $size: ID, $scent: ID,
  $selling_point: ID, $color: ID, $idempotencyKey: String) {
  buyNow(id: $id, quantity: $quantity, method: $method, address: $address, city: $city, size: $size, scent: $scent,
    selling_point: $selling_point, color: $color, idempotencyKey: $idempotencyKey) { ${RESULT} } }`;
const CHECKOUT = `mutation C($method: String!, $notes: String, $address: String, $city: ID, $selling_point: ID, $idempotencyKey: String) {
  checkout(method: $method, notes: $notes, address: $address, city: $city, selling_point: $selling_point, idempotencyKey: $idempotencyKey) { ${RESULT} } }`;
const CHECKOUT_GUEST = `mutation C($method: String!, $address: String, $city: ID, $selling_point: ID, $token: String!, $guest: GuestInput!,
  $products: [GuestProductInput!]!, $refillItems: [GuestRefillInput!], $idempotencyKey: String) {
  checkoutGuest(method: $method, address: $address, city: $city, selling_point: $selling_point, token: $token, guest: $guest,
    products: $products, refillItems: $refillItems, idempotencyKey: $idempotencyKey) { ${RESULT} } }`;
const ADD = `mutation A($id: ID!, $quantity: Int!, $size: ID, $color: ID, $scent: ID) {
  addToCart(id: $id, quantity: $quantity, size: $size, color: $color, scent: $scent) { items { id } } }`;
const ADD_REFILL = `mutation R($quantity: Int!, $color: ID!, $scent: ID!, $size: ID!, $wick: ID!, $container: ID!) {
  addRefillCart(quantity: $quantity, color: $color, scent: $scent, size: $size, wick: $wick, container: $container) { items { id } } }`;
const ORDER_FIELDS = `id uuid total subtotal deliveryPrice paid method date status pickup address notes is_guest
  guest { id uuid name email phone address } city { id price } sellingPoint { id drop }
  products { id quantity price total color { id } scent { id } size { id value } detail { id title } product { id } }
  refills { id quantity price total wick { id price } container { id } color { id } size { id } scent { id } }`;
const ORDER = `query O($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`;
const GUEST_ORDER = `query G($uuid: String!, $email: String!) { guestOrder(uuid: $uuid, email: $email) { ${ORDER_FIELDS} } }`;
const PAY_LATER = `mutation P($id: ID!, $type: String!, $method: String) { payLater(id: $id, type: $type, method: $method) { ${RESULT} } }`;

describe.each(testDatabases())('orders on $name', (database) => {
  let shop: TestShop;
  let payments: TestPayments;
  let where: Awaited<ReturnType<typeof places>>;
  let sized: TestProduct;
  let plain: TestProduct;
  let customer: TestCustomer;
  const call = (text: string, variables: Record<string, unknown>, who?: TestCustomer) => graphql(shop.app, text, variables, who ? { headers: who.headers } : {});
  const delivery = () => ({ city: where.city, address: 'Street 60, house 12' });
  const sizedLine = (quantity: number, size = 0) => cartLine(sized, quantity, size);
  const ordersCount = () => rowCount(shop.db, 'orders');

  beforeAll(async () => {
    payments = createTestPayments();
    shop = await openShop(database, { payments, humanCheck: createLocalHumanCheck(() => {}) });
    where = await places(shop.db);
    sized = await createProduct(shop.db, { stock: 50, sizePrices: [12000, 18500], colors: 2, scents: 2 });
    plain = await createProduct(shop.db, { stock: 50, price: 7250 });
    customer = await createCustomer(shop.db, { phone: '07701234567' });
  });
  afterAll(() => shop?.close());
  beforeEach(() => {
    payments.failing = false;
    payments.delayMs = 0;
  });

  describe('buy now', () => {
    it('orders for a guest with delivery: server prices, the city price, stock taken', async () => {
      const before = await stockOf(shop.db, sized.id);
      const reply = await call(BUY_NOW_GUEST, { ...sizedLine(2, 1), method: 'cash', ...delivery(), token: TOKEN, guest: GUEST, notes: ' Ring twice ' });
      expect(reply.errors).toBeUndefined();
      const result = reply.data!.buyNowGuest;
      expect(result).toMatchObject({ email: GUEST.email, operation_type: 'order', token: null, url: null, fibToken: null });
      expect(await stockOf(shop.db, sized.id)).toBe(before - 2);
      const order = await call(GUEST_ORDER, { uuid: result.uuid, email: GUEST.email });
      expect(order.errors).toBeUndefined();
      expect(order.data!.guestOrder).toMatchObject({
        id: result.id,
        subtotal: 2 * 18500,
        deliveryPrice: where.cityPrice,
        total: 2 * 18500 + where.cityPrice,
        paid: false,
        method: 'cash',
        status: 'pending',
        pickup: false,
        address: 'Street 60, house 12',
        notes: 'Ring twice',
        is_guest: true,
        guest: { name: GUEST.name, email: GUEST.email, phone: '+9647501234567', address: 'Street 60, house 12' },
        city: { id: where.city, price: where.cityPrice },
        sellingPoint: null,
        refills: [],
      });
      expect(order.data!.guestOrder.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+03:00$/);
      expect(order.data!.guestOrder.products).toEqual([
        expect.objectContaining({
          quantity: 2,
          price: 18500,
          total: 37000,
          color: { id: String(sized.colors[0]) },
          scent: { id: String(sized.scents[0]) },
          size: { id: String(sized.sizes[1]!.sizeId), value: sized.sizes[1]!.value },
          detail: expect.objectContaining({ id: String(sized.id) }),
        }),
      ]);
      const row = await shop.db.selectFrom('orders').selectAll().where('id', '=', Number(result.id)).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ user_id: null, guest_name: GUEST.name, guest_email: GUEST.email, guest_phone: '+9647501234567', lang: 'en' });
    });

    it('orders a product without sizes at its own price, for pickup without delivery price', async () => {
      const reply = await call(BUY_NOW_GUEST, { id: String(plain.id), quantity: 3, method: 'cash', selling_point: where.pickup, token: TOKEN, guest: GUEST });
      expect(reply.errors).toBeUndefined();
      const order = (await call(GUEST_ORDER, { uuid: reply.data!.buyNowGuest.uuid, email: GUEST.email })).data!.guestOrder;
      expect(order).toMatchObject({ subtotal: 21750, deliveryPrice: 0, total: 21750, pickup: true, city: null, sellingPoint: { id: where.pickup, drop: true } });
      expect(order.products[0]).toMatchObject({ price: 7250, total: 21750, size: null, color: null, scent: null });
    });

    it('refuses a place that is neither or both, an address-less delivery, an unknown city and a no-pickup point', async () => {
      const base = { id: String(plain.id), quantity: 1, method: 'cash', token: TOKEN, guest: GUEST };
      const cases: Array<[Record<string, unknown>, string]> = [
        [{}, 'shipping'],
        [{ ...delivery(), selling_point: where.pickup }, 'shipping'],
        [{ city: where.city, address: '  ' }, 'address'],
        [{ city: '999999', address: 'Somewhere' }, 'city'],
        ...(where.noPickup ? [[{ selling_point: where.noPickup }, 'selling_point'] as [Record<string, unknown>, string]] : []),
        [{ ...delivery(), method: 'bitcoin' }, 'method'],
      ];
      const stock = await stockOf(shop.db, plain.id);
      for (const [variables, field] of cases) {
        const reply = await call(BUY_NOW_GUEST, { ...base, ...variables });
        expect(reply.errors![0]!.message).toBe('bad.request');
        expect(Object.keys(reply.errors![0]!.extensions!.validation as object)).toEqual([field]);
      }
      expect(await stockOf(shop.db, plain.id)).toBe(stock);
    });

    it.each([-1, 0, 1e9])('refuses the quantity %s', async (quantity) => {
      const reply = await call(BUY_NOW_GUEST, { id: String(plain.id), quantity, method: 'cash', ...delivery(), token: TOKEN, guest: GUEST });
      expect(reply.errors![0]).toMatchObject({ message: 'bad.request', extensions: { validation: { quantity: [expect.any(String)] } } });
    });

    it('refuses tampered ids and a price or total argument', async () => {
      const base = { method: 'cash', ...delivery(), token: TOKEN, guest: GUEST };
      const wrongSize = await call(BUY_NOW_GUEST, { ...base, ...sizedLine(1), size: String(plain.id + 1_000_000) });
      expect(wrongSize.errors![0]!.extensions!.validation).toEqual({ size: ['input.size.invalid'] });
      const noColor = await call(BUY_NOW_GUEST, { ...base, ...sizedLine(1), color: null });
      expect(noColor.errors![0]!.extensions!.validation).toEqual({ color: ['input.color.required'] });
      expectNotFound(await call(BUY_NOW_GUEST, { ...base, id: '999999', quantity: 1 }));
      const priced = await call(
        `mutation { buyNowGuest(id: "${plain.id}", quantity: 1, method: "cash", city: "${where.city}", address: "x", token: "${TOKEN}",
          guest: { name: "a", email: "a@b.co", phone: "07501234567" }, total: 1) { id } }`,
        {},
      );
      expect(priced.errors).toBeDefined();
    });

    it('refuses a guest cart whose total does not fit an amount', async () => {
      const dear = await createProduct(shop.db, { stock: 100_000, price: 5_000_000 });
      const products = Array.from({ length: 100 }, () => ({ id: String(dear.id), quantity: 1000 }));
      const reply = await call(CHECKOUT_GUEST, { method: 'cash', ...delivery(), token: TOKEN, guest: GUEST, products });
      expect(reply.errors![0]).toMatchObject({ message: 'bad.request', extensions: { validation: { quantity: ['input.quantity.max'] } } });
    });

    it('refuses more than the stock with stock and changes nothing', async () => {
      const low = await createProduct(shop.db, { stock: 2, price: 1000 });
      const count = await ordersCount();
      const reply = await call(BUY_NOW_GUEST, { id: String(low.id), quantity: 3, method: 'cash', ...delivery(), token: TOKEN, guest: GUEST });
      expect(reply.errors![0]!.message).toBe('stock');
      expect(await stockOf(shop.db, low.id)).toBe(2);
      expect(await ordersCount()).toBe(count);
    });

    it('checks the guest: human check, name, email and phone', async () => {
      const base = { id: String(plain.id), quantity: 1, method: 'cash', ...delivery() };
      expect((await call(BUY_NOW_GUEST, { ...base, token: 'forged', guest: GUEST })).errors![0]!.message).toBe('bad.request');
      const cases: Array<[Record<string, string>, string, string]> = [
        [{ ...GUEST, name: ' ' }, 'guest.name', 'input.name.required'],
        [{ ...GUEST, email: 'shilan@example' }, 'guest.email', 'input.email.invalid'],
        [{ ...GUEST, phone: '0750123456' }, 'guest.phone', 'input.phone.invalid'],
        [{ ...GUEST, phone: '6901234567' }, 'guest.phone', 'input.phone.invalid'],
      ];
      for (const [guest, field, key] of cases) {
        const reply = await call(BUY_NOW_GUEST, { ...base, token: TOKEN, guest });
        expect(reply.errors![0]).toMatchObject({ message: 'bad.request', extensions: { validation: { [field]: [key] } } });
      }
      expect((await call(BUY_NOW_GUEST, { ...base, token: TOKEN, guest: { ...GUEST, phone: '7501234567' } })).errors).toBeUndefined();
    });

    it('asks a signed-in customer without a phone for one before delivery, not before pickup', async () => {
      const phoneless = await createCustomer(shop.db);
      const reply = await call(BUY_NOW, { id: String(plain.id), quantity: 1, method: 'cash', ...delivery() }, phoneless);
      expect(reply.errors![0]).toMatchObject({ message: 'unauthorized', extensions: { debugMessage: 'Unauthorized.phone' } });
      const pickup = await call(BUY_NOW, { id: String(plain.id), quantity: 1, method: 'cash', selling_point: where.pickup }, phoneless);
      expect(pickup.errors).toBeUndefined();
      expect(pickup.data!.buyNow.email).toBeNull();
      expect((await call(BUY_NOW, { id: String(plain.id), quantity: 1, method: 'cash', ...delivery() })).errors![0]!.message).toBe('unauthorized');
    });
  });

  describe('checkout', () => {
    it('orders the account carts with refills, empties them, and refuses an empty cart', async () => {
      const buyer = await createCustomer(shop.db, { phone: '07711112222' });
      const refill = await refillChoice(shop.db);
      await call(ADD, sizedLine(2, 0), buyer);
      await call(ADD, { id: String(plain.id), quantity: 1 }, buyer);
      await call(ADD_REFILL, { ...refill.args, quantity: 3 }, buyer);
      const stock = await stockOf(shop.db, sized.id);
      const reply = await call(CHECKOUT, { method: 'cash', ...delivery(), notes: 'Gift' }, buyer);
      expect(reply.errors).toBeUndefined();
      expect(reply.data!.checkout).toMatchObject({ email: null, operation_type: 'order' });
      const order = (await call(ORDER, { id: reply.data!.checkout.id }, buyer)).data!.order;
      const subtotal = 2 * 12000 + 7250 + 3 * refill.unitPrice;
      expect(order).toMatchObject({ subtotal, total: subtotal + where.cityPrice, is_guest: false, guest: null, notes: 'Gift' });
      expect(order.products.map((line: { total: number }) => line.total)).toEqual([24000, 7250]);
      expect(order.refills).toEqual([expect.objectContaining({ quantity: 3, price: refill.unitPrice, total: 3 * refill.unitPrice, container: { id: refill.args.container } })]);
      expect(await stockOf(shop.db, sized.id)).toBe(stock - 2);
      expect(await shop.db.selectFrom('cart_items').select('id').where('user_id', '=', buyer.userId).execute()).toEqual([]);
      expect(await shop.db.selectFrom('refill_cart_items').select('id').where('user_id', '=', buyer.userId).execute()).toEqual([]);
      const again = await call(CHECKOUT, { method: 'cash', ...delivery() }, buyer);
      expect(again.errors![0]).toMatchObject({ message: 'bad.request', extensions: { validation: { cart: ['input.cart.empty'] } } });
    });

    it('names the cart line short of stock by its index and rolls everything back', async () => {
      const buyer = await createCustomer(shop.db, { phone: '07711113333' });
      const low = await createProduct(shop.db, { stock: 3, price: 2000 });
      await call(ADD, { id: String(plain.id), quantity: 1 }, buyer);
      await call(ADD, { id: String(low.id), quantity: 3 }, buyer);
      await shop.db.updateTable('products').set({ stock: 2 }).where('id', '=', low.id).execute();
      const plainStock = await stockOf(shop.db, plain.id);
      const count = await ordersCount();
      const reply = await call(CHECKOUT, { method: 'cash', selling_point: where.pickup }, buyer);
      expect(reply.errors![0]!.message).toBe('stock.1');
      expect(await stockOf(shop.db, plain.id)).toBe(plainStock);
      expect(await stockOf(shop.db, low.id)).toBe(2);
      expect(await ordersCount()).toBe(count);
      expect(await shop.db.selectFrom('cart_items').select('id').where('user_id', '=', buyer.userId).execute()).toHaveLength(2);
    });

    it('names an account cart line whose choice the product no longer has', async () => {
      const buyer = await createCustomer(shop.db, { phone: '07711115555' });
      const product = await createProduct(shop.db, { stock: 5, price: 1000, colors: 2 });
      await call(ADD, { id: String(product.id), quantity: 1, color: String(product.colors[1]) }, buyer);
      await shop.db.deleteFrom('product_colors').where('product_id', '=', product.id).where('color_id', '=', product.colors[1]!).execute();
      const reply = await call(CHECKOUT, { method: 'cash', selling_point: where.pickup }, buyer);
      expect(reply.errors![0]).toMatchObject({ message: 'bad.request', extensions: { validation: { 'cart.0.color': ['input.color.invalid'] } } });
      expect(await stockOf(shop.db, product.id)).toBe(5);
    });

    it('sums a guest’s lines per product and names the first short line', async () => {
      const low = await createProduct(shop.db, { stock: 4, sizePrices: [3000, 4000] });
      const lines = [
        { id: String(plain.id), quantity: 1 },
        { id: String(low.id), quantity: 2, size: String(low.sizes[0]!.id) },
        { id: String(low.id), quantity: 3, size: String(low.sizes[1]!.id) },
      ];
      const base = { method: 'cash', ...delivery(), token: TOKEN, guest: GUEST };
      expect((await call(CHECKOUT_GUEST, { ...base, products: lines })).errors![0]!.message).toBe('stock.1');
      lines[2]!.quantity = 2;
      const reply = await call(CHECKOUT_GUEST, { ...base, products: lines });
      expect(reply.errors).toBeUndefined();
      expect(await stockOf(shop.db, low.id)).toBe(0);
      const order = (await call(GUEST_ORDER, { uuid: reply.data!.checkoutGuest.uuid, email: GUEST.email.toUpperCase() })).data!.guestOrder;
      expect(order.subtotal).toBe(7250 + 2 * 3000 + 2 * 4000);
    });

    it('checks a guest’s lines and refills, naming the line', async () => {
      const refill = await refillChoice(shop.db);
      const base = { method: 'cash', ...delivery(), token: TOKEN, guest: GUEST };
      const reply = await call(CHECKOUT_GUEST, {
        ...base,
        products: [
          { id: String(plain.id), quantity: 1 },
          { ...sizedLine(1), scent: null },
        ],
      });
      expect(reply.errors![0]!.extensions!.validation).toEqual({ 'products.1.scent': ['input.scent.required'] });
      if (refill.unofferedSize) {
        const wrong = await call(CHECKOUT_GUEST, { ...base, products: [], refillItems: [{ ...refill.args, size: refill.unofferedSize, quantity: 1 }] });
        expect(wrong.errors![0]!.extensions!.validation).toEqual({ 'refillItems.0.size': ['input.size.invalid'] });
      }
      const ok = await call(CHECKOUT_GUEST, { ...base, products: [], refillItems: [{ ...refill.args, id: '7', quantity: 2 }] });
      expect(ok.errors).toBeUndefined();
    });
  });

  describe('payment start', () => {
    it('starts a provider payment after the order with the server total', async () => {
      const reply = await call(BUY_NOW_GUEST, { ...sizedLine(1, 0), method: 'fib', ...delivery(), token: TOKEN, guest: GUEST });
      expect(reply.errors).toBeUndefined();
      const result = reply.data!.buyNowGuest;
      expect(result.fibToken).toEqual({ paymentId: `fib-${result.id}`, qrCode: 'data:image/png;base64,AAAA' });
      expect(payments.started.at(-1)).toEqual({
        kind: 'order',
        id: Number(result.id),
        uuid: result.uuid,
        total: 12000 + where.cityPrice,
        method: 'fib',
        lang: 'en',
        email: GUEST.email,
      });
      const zain = (await call(BUY_NOW, { id: String(plain.id), quantity: 2, method: 'zaincash', ...delivery() }, customer)).data!.buyNow;
      expect(zain.token).toBe(`zaincash-${zain.id}-${14500 + where.cityPrice}`);
      expect(payments.started.at(-1)!.email).toMatch(/@example\.com$/);
    });

    it('cancels the order and gives the stock back when the payment cannot start', async () => {
      payments.failing = true;
      const stock = await stockOf(shop.db, plain.id);
      const reply = await call(BUY_NOW_GUEST, { id: String(plain.id), quantity: 2, method: 'nasspay', ...delivery(), token: TOKEN, guest: GUEST });
      expect(reply.errors![0]!.message).toBe('payment.unavailable');
      expect(await stockOf(shop.db, plain.id)).toBe(stock);
      const last = await shop.db.selectFrom('orders').select(['status', 'method']).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(last).toEqual({ status: 'cancelled', method: 'nasspay' });
    });

    it('gives an account checkout its cart back when the payment cannot start', async () => {
      const buyer = await createCustomer(shop.db, { phone: '07711114444' });
      await call(ADD, { id: String(plain.id), quantity: 2 }, buyer);
      const stock = await stockOf(shop.db, plain.id);
      payments.failing = true;
      const reply = await call(CHECKOUT, { method: 'fib', ...delivery() }, buyer);
      expect(reply.errors![0]!.message).toBe('payment.unavailable');
      expect(await stockOf(shop.db, plain.id)).toBe(stock);
      const cart = await shop.db.selectFrom('cart_items').select(['product_id', 'quantity']).where('user_id', '=', buyer.userId).execute();
      expect(cart).toEqual([{ product_id: plain.id, quantity: 2 }]);
    });

    it('refuses provider methods, ordering nothing, when the shop has no payments', async () => {
      const cashOnly = shop.appWith({ payments: undefined, humanCheck: createLocalHumanCheck(() => {}) });
      const stock = await stockOf(shop.db, plain.id);
      const count = await ordersCount();
      const reply = await graphql(cashOnly, BUY_NOW_GUEST, { id: String(plain.id), quantity: 1, method: 'fastpay', ...delivery(), token: TOKEN, guest: GUEST });
      expect(reply.errors![0]!.message).toBe('payment.unavailable');
      expect(await stockOf(shop.db, plain.id)).toBe(stock);
      expect(await ordersCount()).toBe(count);
      const cash = await graphql(cashOnly, BUY_NOW_GUEST, { id: String(plain.id), quantity: 1, method: 'cash', ...delivery(), token: TOKEN, guest: GUEST });
      expect(cash.errors).toBeUndefined();
    });

    it('pays later for the customer’s own pending unpaid order only', async () => {
      const placed = (await call(BUY_NOW, { id: String(plain.id), quantity: 1, method: 'cash', ...delivery() }, customer)).data!.buyNow;
      const reply = await call(PAY_LATER, { id: placed.id, type: 'order', method: 'fastpay' }, customer);
      expect(reply.errors).toBeUndefined();
      expect(reply.data!.payLater).toMatchObject({ id: placed.id, url: `https://fastpay.example/pay/${placed.id}` });
      expect(payments.started.at(-1)).toMatchObject({ id: Number(placed.id), method: 'fastpay', total: 7250 + where.cityPrice });
      const byDefault = await call(PAY_LATER, { id: placed.id, type: 'order' }, customer);
      expect(byDefault.data!.payLater.token).toMatch(/^nasspay-/);
      expect((await call(PAY_LATER, { id: placed.id, type: 'order', method: 'cash' }, customer)).errors![0]!.message).toBe('bad.request');
      expect((await call(PAY_LATER, { id: placed.id, type: 'gift-card' }, customer)).errors![0]!.message).toBe('bad.request');
      expectNotFound(await call(PAY_LATER, { id: placed.id, type: 'order' }, await createCustomer(shop.db)));
      await shop.db.updateTable('orders').set({ paid: true }).where('id', '=', Number(placed.id)).execute();
      expect((await call(PAY_LATER, { id: placed.id, type: 'order' }, customer)).errors![0]!.message).toBe('bad.request');
    });
  });

  describe('reading orders', () => {
    it('lists the customer’s own orders newest first and never another’s', async () => {
      const someone = await createCustomer(shop.db, { phone: '07700000001' });
      const first = (await call(BUY_NOW, { id: String(plain.id), quantity: 1, method: 'cash', ...delivery() }, someone)).data!.buyNow;
      const second = (await call(BUY_NOW, { id: String(plain.id), quantity: 2, method: 'cash', ...delivery() }, someone)).data!.buyNow;
      const mine = await call(`{ orders { id total products { quantity } } }`, {}, someone);
      expect(mine.data!.orders.map((order: { id: string }) => order.id)).toEqual([second.id, first.id]);
      expectNotFound(await call(ORDER, { id: first.id }, customer));
      expect((await call(`{ orders { id } }`, {}, customer)).data!.orders.map((order: { id: string }) => order.id)).not.toContain(first.id);
      expect((await call(ORDER, { id: first.id })).errors![0]!.message).toBe('unauthorized');
      expectNotFound(await call(GUEST_ORDER, { uuid: first.uuid, email: (await shop.db.selectFrom('users').select('email').where('id', '=', someone.userId).executeTakeFirstOrThrow()).email }));
    });

    it('finds a guest order only by its uuid and email', async () => {
      const placed = (await call(BUY_NOW_GUEST, { id: String(plain.id), quantity: 1, method: 'cash', ...delivery(), token: TOKEN, guest: GUEST })).data!.buyNowGuest;
      const last = placed.uuid.slice(-1);
      const neighbour = placed.uuid.slice(0, -1) + (last === 'f' ? 'e' : (parseInt(last, 16) + 1).toString(16));
      expect((await call(GUEST_ORDER, { uuid: placed.uuid, email: ' shilan@example.COM ' })).data!.guestOrder.id).toBe(placed.id);
      expectNotFound(await call(GUEST_ORDER, { uuid: neighbour, email: GUEST.email }));
      expectNotFound(await call(GUEST_ORDER, { uuid: placed.uuid, email: 'other@example.com' }));
      expectNotFound(await call(GUEST_ORDER, { uuid: 'not-a-uuid', email: GUEST.email }));
      expectNotFound(await call(GUEST_ORDER, { uuid: placed.id, email: GUEST.email }));
    });
  });

  describe('idempotency', () => {
    it('answers a sequential retry with the first result: one order, one payment start', async () => {
      const key = `retry-${Date.now()}`;
      const variables = { id: String(plain.id), quantity: 1, method: 'zaincash', ...delivery(), token: TOKEN, guest: GUEST, idempotencyKey: key };
      const count = await ordersCount();
      const starts = payments.started.length;
      const first = await call(BUY_NOW_GUEST, variables);
      const second = await call(BUY_NOW_GUEST, { ...variables, token: 'local-unverified' });
      expect(first.errors).toBeUndefined();
      expect(second.data).toEqual(first.data);
      expect(await ordersCount()).toBe(count + 1);
      expect(payments.started.length).toBe(starts + 1);
    });

    it('answers two concurrent calls with one order and one payment start', async () => {
      payments.delayMs = 150;
      const key = `concurrent-${Date.now()}`;
      const buyer = await createCustomer(shop.db, { phone: '07700000002' });
      await call(ADD, { id: String(plain.id), quantity: 2 }, buyer);
      const count = await ordersCount();
      const starts = payments.started.length;
      const stock = await stockOf(shop.db, plain.id);
      const variables = { method: 'nasspay', ...delivery(), idempotencyKey: key };
      const [a, b] = await Promise.all([call(CHECKOUT, variables, buyer), call(CHECKOUT, variables, buyer)]);
      expect(a.errors).toBeUndefined();
      expect(b.errors).toBeUndefined();
      expect(a.data).toEqual(b.data);
      expect(await ordersCount()).toBe(count + 1);
      expect(payments.started.length).toBe(starts + 1);
      expect(await stockOf(shop.db, plain.id)).toBe(stock - 2);
    });

    it('answers two concurrent guest calls with one order', async () => {
      const key = `guest-concurrent-${Date.now()}`;
      const count = await ordersCount();
      const variables = { method: 'cash', ...delivery(), token: TOKEN, guest: GUEST, products: [{ id: String(plain.id), quantity: 1 }], idempotencyKey: key };
      const replies = await Promise.all([call(CHECKOUT_GUEST, variables), call(CHECKOUT_GUEST, variables)]);
      expect(replies[0]!.errors).toBeUndefined();
      expect(replies[1]!.data).toEqual(replies[0]!.data);
      expect(await ordersCount()).toBe(count + 1);
    });

    it('refuses the key with another request, also from another customer', async () => {
      const key = `mismatch-${Date.now()}`;
      const base = { id: String(plain.id), quantity: 1, method: 'cash', ...delivery(), idempotencyKey: key };
      expect((await call(BUY_NOW, base, customer)).errors).toBeUndefined();
      const count = await ordersCount();
      for (const [variables, who] of [
        [{ ...base, quantity: 2 }, customer],
        [base, await createCustomer(shop.db, { phone: '07700000003' })],
      ] as const) {
        const reply = await call(BUY_NOW, variables, who);
        expect(reply.errors![0]).toMatchObject({ message: 'bad.request', extensions: { reason: 'idempotency' } });
      }
      expect(await ordersCount()).toBe(count);
      const long = await call(BUY_NOW, { ...base, idempotencyKey: 'k'.repeat(101) }, customer);
      expect(long.errors![0]!.extensions!.validation).toEqual({ idempotencyKey: ['input.idempotencyKey.max'] });
    });
  });
});
