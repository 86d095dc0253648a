import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../helpers.js';

// The local test gateways (DESIGN §4): their customer pages are plain, labelled HTML that works by
// keyboard, and approving really pays the order through the production verify path.

const GUEST = { name: 'Shilan Ahmed', email: 'shilan@example.com', phone: '07501234567' };
const BUY = `mutation B($id: ID!, $method: String!, $city: ID) {
  buyNowGuest(id: $id, quantity: 1, method: $method, city: $city, address: "Street 60", token: "local-unverified", guest: $guest) {
    id uuid token url fibToken { paymentId personalAppLink } } }`.replace('$guest', JSON.stringify(GUEST).replace(/"(\w+)":/g, '$1:'));

async function gql(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const response = await request.post('/graphql', { headers: { 'x-graphql-yoga-csrf': '1' }, data: { query, variables } });
  return (await response.json()) as { data: any; errors?: unknown };
}

/** Places a guest order paid with `method` and answers the order and its local gateway page. */
async function order(request: APIRequestContext, method: 'fib' | 'zaincash') {
  const products = (await gql(request, '{ products(first: 40) { id stock details { price } } }')).data.products as Array<{ id: string; stock: number; details: { price: number | null } }>;
  const product = products.find((item) => item.stock > 5 && item.details.price)!;
  const city = (await gql(request, '{ cities { id } }')).data.cities[0].id as string;
  const reply = await gql(request, BUY, { id: product.id, method, city });
  expect(reply.errors).toBeUndefined();
  const result = reply.data.buyNowGuest;
  const page = method === 'fib' ? result.fibToken.personalAppLink : `/payments/zaincash/pay?id=${result.token}`;
  return { result, page: page as string };
}

// At a phone's width, where the page would overflow.
for (const width of [360]) {
  test(`a local gateway page at ${width} px: the warning in three languages, no serious axe violation, approve by keyboard`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 800 });
    const { result, page: url } = await order(request, 'zaincash');
    await page.goto(url);
    await expect(page.getByText('LOCAL TEST GATEWAY: no real money moves')).toBeVisible();
    await expect(page.locator('p[lang=ar]')).toBeVisible();
    await expect(page.locator('p[lang=ku]')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(width);
    await page.keyboard.press('Tab');
    const approve = page.getByRole('button', { name: 'Approve payment' });
    await expect(approve).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/payment\/success\?/);
    expect(new URL(page.url()).searchParams.get('uuid')).toBe(result.uuid);
    const paid = await gql(request, 'query G($u: String!, $e: String!) { guestOrder(uuid: $u, email: $e) { paid } }', { u: result.uuid, e: GUEST.email });
    expect(paid.data.guestOrder.paid).toBe(true);
  });
}

test('the FIB approval page in Arabic is right to left with Arabic-Indic digits, and declining cancels the order', async ({ page, request }) => {
  const { result, page: url } = await order(request, 'fib');
  await page.goto(`${url}&lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('dd').first()).toHaveText(/[٠-٩]/);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'رفض الدفع' }).click();
  await page.waitForURL(/\/payment\/fail\?/);
  const state = await gql(request, 'query G($u: String!, $e: String!) { guestOrder(uuid: $u, email: $e) { paid status } }', { u: result.uuid, e: GUEST.email });
  expect(state.data.guestOrder).toEqual({ paid: false, status: 'cancelled' });
});
