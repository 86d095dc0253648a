import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, localized, outboxLink } from '../helpers.js';
import { backOfficeLink, newOwner, signInToBackOffice } from '../accounts/staff-sign-in.js';
import { BUYING_LABELS, checkout, chooseDelivery, pay } from './checkout-steps.js';

// Issue 28 item 1: a guest orders with cash, opens the confirm link of the text message in the
// local outbox (/dev/outbox), confirms, and staff see the order confirmed in the back office.
// In English at 1280 px and in Arabic at 360 px; axe on the confirm page and the order page.

const TEXT = {
  en: {
    heading: /^Your order (\d+)$/,
    confirm: 'Confirm',
    cancel: 'Cancel my order',
    confirmed: 'Thank you: it is confirmed. We will prepare it and contact you before delivery.',
    customerConfirmed: 'Confirmed by the customer',
    box: 'Confirmation by the customer',
    calls: 'Call the customer',
  },
  ar: {
    heading: /^طلبك رقم ([٠-٩]+)$/,
    confirm: 'تأكيد',
    cancel: 'إلغاء طلبي',
    confirmed: 'شكراً لك: تم التأكيد. سنجهزه ونتواصل معك قبل التوصيل.',
    customerConfirmed: 'أكّده الزبون',
    box: 'تأكيد الزبون',
    calls: 'الاتصال بالزبون',
  },
} as const;

const western = (digits: string) => digits.replace(/[٠-٩]/g, (digit) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(digit)));

/** Product 1 in the guest's local cart, as core keeps it (SPEC §4 Local cart). */
async function fillCart(page: Page, request: APIRequestContext, lang: string) {
  const response = await request.post(`/graphql?lang=${lang}`, {
    data: { query: '{ product(id: 1) { id stock details { title price } sizes { id price size { id title } } colors { id title color } scents { id title } } }' },
  });
  const product = ((await response.json()) as { data: { product: { id: string; sizes: { price: number }[]; colors: unknown[]; scents: unknown[] } } }).data.product;
  const size = product.sizes[0]!;
  const line = { id: `line-${product.id}`, quantity: 1, total: size.price, product, size, color: product.colors[0] ?? null, scent: product.scents[0] ?? null };
  await page.goto(localized('/', lang as 'en'));
  await page.evaluate((items) => localStorage.setItem('cart', JSON.stringify({ items })), [line]);
}

for (const [lang, viewport] of [
  ['en', { width: 1280, height: 900 }],
  ['ar', { width: 360, height: 780 }],
] as const) {
  test.describe(`confirming a cash order (${lang}, ${viewport.width} px)`, () => {
    test.use({ viewport });

    test('a guest orders with cash, confirms from the texted link, and staff see it confirmed', async ({ page, request }) => {
      const text = TEXT[lang];
      await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
      // A number of this journey's own: the outbox is shared by every journey.
      const phone = `0750${String(Date.now()).slice(-7)}`;
      await fillCart(page, request, lang);
      await page.goto(localized('/checkout', lang));
      const buying = BUYING_LABELS[lang];
      await chooseDelivery(page, buying);
      await checkout(page).getByLabel(buying.guest.name).fill('Sara Ahmed');
      await checkout(page).getByLabel(buying.guest.phone).fill(phone);
      await checkout(page).getByLabel(buying.guest.email).fill(`confirm-${phone}@example.com`);
      await pay(page, buying.cash, buying.confirm, buying.place);
      await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\?email=/);

      // The text message in the local outbox carries the link, in the sale's language; its
      // recipient is the phone's stored E.164 form (issue 36 item 3).
      const link = await outboxLink(page, `+964${phone.slice(1)}`, '/confirm/');
      expect(new URL(link).pathname).toMatch(lang === 'en' ? /^\/confirm\/[\w-]{32}$/ : /^\/ar\/confirm\/[\w-]{32}$/);
      await page.goto(new URL(link).pathname);
      const heading = page.getByRole('heading', { level: 2, name: text.heading });
      await expect(heading).toBeVisible({ timeout: 20_000 });
      const id = western(text.heading.exec((await heading.textContent()) ?? '')![1]!);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('button', { name: text.cancel })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      await page.getByRole('button', { name: text.confirm, exact: true }).click();
      await expect(page.getByText(text.confirmed)).toBeVisible();
      await expect(page.getByRole('button', { name: text.confirm, exact: true })).toHaveCount(0);
      // Opening the link again shows the answer, never the buttons (it is answered once).
      await page.reload();
      await expect(page.getByText(text.confirmed)).toBeVisible({ timeout: 20_000 });

      const { secret } = await newOwner(page, lang);
      await signInToBackOffice(page, lang, secret);
      await expect(await backOfficeLink(page, text.calls)).toBeVisible();
      await page.goto(localized(`/admin/orders/${id}`, lang));
      const box = page.locator('section.admin-confirmation');
      await expect(box.getByRole('heading', { name: text.box })).toBeVisible({ timeout: 20_000 });
      await expect(box.getByText(text.customerConfirmed)).toBeVisible();
      await expectNoSeriousAxeViolations(page, 'main');
    });
  });
}
