import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.js';
import { createBuyer, createCustomer, recordPurchase, type TestCustomer } from '../../test/customers.js';
import { expectNotFound, graphql, openShop, type TestShop } from '../../test/shop.js';

const ADD = `mutation A($id: ID!, $rating: Int!, $review: String!) { addReview(id: $id, rating: $rating, review: $review) { id rating review visible date customer { name profile } product { id } } }`;
const DELETE = `mutation D($id: ID!) { deleteReview(id: $id) { status } }`;
const MINE = `{ reviews { id rating review product { id } } }`;
const ONE = `query R($id: ID!) { review(id: $id) { id review } }`;
const FLAG = `query P($id: ID!) { product(id: $id) { id review } }`;

describe.each(testDatabases())('reviews on $name', (database) => {
  let shop: TestShop;
  let productId: string;
  let otherProductId: string;
  beforeAll(async () => {
    shop = await openShop(database);
    const products = await shop.db.selectFrom('products').select('id').orderBy('id').limit(2).execute();
    [productId, otherProductId] = products.map((row) => String(row.id)) as [string, string];
  });
  afterAll(() => shop?.close());

  const as = (customer: TestCustomer) => ({ headers: customer.headers });

  it('adds a review without needing a phone, then refuses a second one for the product', async () => {
    const customer = await createBuyer(shop.db, [productId], { name: 'Shilan', phone: null });
    const first = await graphql(shop.app, ADD, { id: productId, rating: 5, review: '  Smells like rain.  ' }, as(customer));
    expect(first.errors).toBeUndefined();
    expect(first.data!.addReview).toMatchObject({ rating: 5, review: 'Smells like rain.', visible: true, customer: { name: 'Shilan', profile: null }, product: { id: productId } });
    expect(first.data!.addReview.date).toMatch(/^\d{1,2},\d{1,2},\d{4}$/);
    const second = await graphql(shop.app, ADD, { id: productId, rating: 4, review: 'Again' }, as(customer));
    expect(second.errors![0]).toMatchObject({ message: 'review.duplicate', extensions: { code: 'REFUSED' } });
  });

  it('settles two racing reviews of one product: one lands', async () => {
    const customer = await createBuyer(shop.db, [otherProductId]);
    const replies = await Promise.all([1, 2, 3, 4].map((rating) => graphql(shop.app, ADD, { id: otherProductId, rating, review: `r${rating}` }, as(customer))));
    expect(replies.filter((reply) => !reply.errors)).toHaveLength(1);
    for (const reply of replies.filter((r) => r.errors)) expect(reply.errors![0]!.message).toBe('review.duplicate');
  });

  it.each([
    [{ rating: 0 }, 'rating', 'validation.ratingRange'],
    [{ rating: 6 }, 'rating', 'validation.ratingRange'],
    [{ review: '   ' }, 'review', 'validation.reviewRequired'],
    [{ review: 'x'.repeat(2001) }, 'review', 'input.review.max'],
  ])('refuses %j', async (fields, field, key) => {
    const customer = await createBuyer(shop.db, [productId]);
    const reply = await graphql(shop.app, ADD, { id: productId, rating: 3, review: 'ok', ...fields }, as(customer));
    expect(reply.errors![0]).toMatchObject({ message: 'bad.request', extensions: { validation: { [field]: [key] } } });
  });

  it('needs a session and an existing product', async () => {
    const guest = await graphql(shop.app, ADD, { id: productId, rating: 3, review: 'ok' });
    expect(guest.errors![0]).toMatchObject({ message: 'unauthorized' });
    const customer = await createCustomer(shop.db);
    expectNotFound(await graphql(shop.app, ADD, { id: '999999', rating: 3, review: 'ok' }, as(customer)));
  });

  it('lists and shows only the viewer’s reviews; another’s is not found', async () => {
    const a = await createBuyer(shop.db, [productId]);
    const b = await createCustomer(shop.db);
    const added = await graphql(shop.app, ADD, { id: productId, rating: 4, review: 'Mine' }, as(a));
    const id = added.data!.addReview.id as string;
    const mine = await graphql(shop.app, MINE, {}, as(a));
    expect(mine.data!.reviews).toEqual([{ id, rating: 4, review: 'Mine', product: { id: productId } }]);
    expect((await graphql(shop.app, MINE, {}, as(b))).data!.reviews).toEqual([]);
    expect((await graphql(shop.app, ONE, { id }, as(a))).data!.review).toEqual({ id, review: 'Mine' });
    expectNotFound(await graphql(shop.app, ONE, { id }, as(b)));
    expect((await graphql(shop.app, MINE)).errors![0]!.message).toBe('unauthorized');
  });

  it('deletes the viewer’s own review only', async () => {
    const a = await createBuyer(shop.db, [productId]);
    const b = await createCustomer(shop.db);
    const id = (await graphql(shop.app, ADD, { id: productId, rating: 2, review: 'Meh' }, as(a))).data!.addReview.id as string;
    expectNotFound(await graphql(shop.app, DELETE, { id }, as(b)));
    expect((await graphql(shop.app, DELETE, { id }, as(a))).data!.deleteReview).toEqual({ status: 'ok' });
    expectNotFound(await graphql(shop.app, DELETE, { id }, as(a)));
    // Deleted, the product may be reviewed again.
    expect((await graphql(shop.app, FLAG, { id: productId }, as(a))).data!.product.review).toBe(true);
  });

  it('flags whether the viewer may review a product (never for guests; only what it bought)', async () => {
    const customer = await createBuyer(shop.db, [productId]);
    expect((await graphql(shop.app, FLAG, { id: productId })).data!.product.review).toBe(false);
    expect((await graphql(shop.app, FLAG, { id: productId }, as(customer))).data!.product.review).toBe(true);
    await graphql(shop.app, ADD, { id: productId, rating: 5, review: 'Lovely' }, as(customer));
    expect((await graphql(shop.app, FLAG, { id: productId }, as(customer))).data!.product.review).toBe(false);
    const list = await graphql(shop.app, `{ products { id review } }`, {}, as(customer));
    const flags = new Map((list.data!.products as Array<{ id: string; review: boolean }>).map((p) => [p.id, p.review]));
    expect(flags.get(productId)).toBe(false);
    // SECURITY-REVIEW L4: nothing else was bought, so nothing else may be reviewed.
    expect([...flags.values()].filter(Boolean)).toEqual([]);
  });

  it('shows the new review on the product', async () => {
    const product = (await shop.db.selectFrom('products').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
    const customer = await createBuyer(shop.db, [product], { name: 'Rebin' });
    await graphql(shop.app, ADD, { id: String(product), rating: 1, review: '<img src=x onerror=alert(1)>' }, as(customer));
    const reply = await graphql(shop.app, `query P($id: ID!) { product(id: $id) { reviews { review customer { name } } } }`, { id: String(product) });
    expect(reply.data!.product.reviews[0]).toEqual({ review: '<img src=x onerror=alert(1)>', customer: { name: 'Rebin' } });
  });

  it('refuses a review from an account whose email is not verified (SECURITY-REVIEW L3)', async () => {
    const pending = await createBuyer(shop.db, [productId], { status: 'pending' });
    const reply = await graphql(shop.app, ADD, { id: productId, rating: 5, review: 'Great' }, as(pending));
    expect(reply.errors![0]).toMatchObject({ message: 'account.pending', extensions: { code: 'REFUSED' } });
    expect((await graphql(shop.app, FLAG, { id: productId }, as(pending))).data!.product.review).toBe(false);
  });

  it('takes a review only from a buyer of the product, on a paid or completed order (SECURITY-REVIEW L4)', async () => {
    const customer = await createCustomer(shop.db);
    const never = await graphql(shop.app, ADD, { id: productId, rating: 1, review: 'Awful' }, as(customer));
    expect(never.errors![0]).toMatchObject({ message: 'review.purchase', extensions: { code: 'REFUSED' } });
    // An unpaid cash order still pending is no purchase yet.
    await recordPurchase(shop.db, customer.userId, [productId], { paid: false, status: 'pending' });
    expect((await graphql(shop.app, FLAG, { id: productId }, as(customer))).data!.product.review).toBe(false);
    expect((await graphql(shop.app, ADD, { id: productId, rating: 1, review: 'Awful' }, as(customer))).errors![0]!.message).toBe('review.purchase');
    await recordPurchase(shop.db, customer.userId, [productId], { paid: true, status: 'pending' });
    expect((await graphql(shop.app, FLAG, { id: productId }, as(customer))).data!.product.review).toBe(true);
    expect((await graphql(shop.app, ADD, { id: productId, rating: 4, review: 'Good' }, as(customer))).errors).toBeUndefined();
  });
});
