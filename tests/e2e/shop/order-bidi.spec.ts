import { expect, test, type Locator } from '@playwright/test';
import { expectNoSeriousAxeViolations, guestCartLine } from '../helpers.js';
import { chooseDelivery, checkout, pay } from './checkout-steps.js';

// Issue 36 item 2: on /ar/orders/… the email broke mid-word and a Latin address mixed its
// direction with the Arabic around it. Each value is now isolated (packages/ui Isolated): an email
// or reference reads left to right, whole on one line, inside the 360 px page.
const EMAIL = 'sara.abdulrahman@example.com';
const ADDRESS = '12 Palm Street, Apt 4';

/** Where `value` (a bdi) draws its first two letters, on how many lines, and its box. */
async function drawn(value: Locator) {
  return value.evaluate((element) => {
    const text = element.firstChild as Text;
    const rectOf = (start: number, end: number) => {
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, end);
      return range;
    };
    const whole = rectOf(0, text.length);
    const lines = new Set([...whole.getClientRects()].map((rect) => Math.round(rect.top))).size;
    const box = element.getBoundingClientRect();
    return { first: rectOf(0, 1).getBoundingClientRect().left, second: rectOf(1, 2).getBoundingClientRect().left, lines, left: box.left, right: box.right };
  });
}

test('an Arabic order page isolates its email, reference and Latin address, none overflowing at 360 px (ar, 360 px)', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const { line } = await guestCartLine(page.request, 1);
  await page.goto('/');
  await page.evaluate(
    (items) => {
      localStorage.setItem('cart', JSON.stringify({ items }));
      localStorage.setItem('lang', 'ar');
    },
    [line],
  );
  await page.goto('/ar/checkout');
  await chooseDelivery(page, { delivery: 'توصيل', city: 'المدينة', address: 'العنوان' });
  await checkout(page).getByLabel('العنوان').fill(ADDRESS);
  await checkout(page).getByLabel('الاسم').fill('سارا أحمد');
  await checkout(page).getByLabel('رقم الهاتف').fill('07701234567');
  await checkout(page).getByLabel('البريد الإلكتروني').fill(EMAIL);
  await pay(page, 'الدفع نقدًا', 'تأكيد الطلب', 'إرسال الطلب');
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\?email=/);
  const uuid = /\/orders\/([0-9a-f-]{36})/.exec(page.url())![1]!;

  const facts = page.locator('.order-facts');
  const email = facts.locator('bdi', { hasText: EMAIL });
  const reference = facts.locator('bdi', { hasText: uuid });
  const address = facts.locator('bdi', { hasText: ADDRESS });
  await expect(email).toHaveAttribute('dir', 'ltr');
  await expect(reference).toHaveAttribute('dir', 'ltr');
  await expect(address).toHaveAttribute('dir', 'auto');
  await expect(email).toHaveText(EMAIL);

  const width = 360;
  for (const value of [email, reference, address]) {
    const shown = await drawn(value);
    // Left to right (its first letter left of the second), inside the page.
    expect(shown.first).toBeLessThan(shown.second);
    expect(shown.left).toBeGreaterThanOrEqual(0);
    expect(shown.right).toBeLessThanOrEqual(width);
  }
  // The email is whole on one line (a 36-character reference may take two at 360 px, broken
  // only where it must be, never past the page).
  expect((await drawn(email)).lines).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await expectNoSeriousAxeViolations(page);
});
