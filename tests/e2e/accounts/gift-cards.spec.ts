import { expect, test, type APIRequestContext } from '@playwright/test';
import { urls } from '../../../playwright.config.js';
import { expectNoSeriousAxeViolations, gql, registerCustomer } from '../helpers.js';
import { backOfficeLink, newOwner, signInToBackOffice } from './staff-sign-in.js';

// Gift cards in the back office (issue 35 item 3): a customer buys a 25,000 IQD gift card in
// cash, the owner completes the order (the card is issued once it is paid), then finds the card
// by its last 4 characters, reads its ledger, adjusts its balance and voids it with reasons, and
// downloads the CSV. In English at 1280 px and Arabic at 360 px, axe on the pages.

/** The demo's 25,000 IQD gift card (SPEC §1 category 3). */
const GIFT_CARD_25K = '36';

const arabic = (text: string | number) => String(text).replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!);
const TEXT = {
  en: {
    nav: 'Gift cards',
    search: 'Last 4 characters, buyer’s email or phone, or order number',
    show: 'Show',
    open: (last4: string) => `Open the card ending ${last4}`,
    ledger: 'What moved its balance',
    issued: 'Issued',
    adjusted: 'Adjusted',
    voided: 'Voided',
    takeOff: 'Take off it',
    amount: 'Amount (IQD)',
    adjustReason: 'Reason for the adjustment',
    adjust: 'Adjust the balance',
    adjustedNote: 'The balance is adjusted.',
    voidReason: 'Reason for voiding',
    void: 'Void the card',
    voidHeading: (last4: string) => `Card ending ${last4} · Void`,
    csv: /Download the cards/,
    balance: (amount: number) => `${amount.toLocaleString('en')} IQD`,
  },
  ar: {
    nav: 'بطاقات الهدايا',
    search: 'آخر ٤ رموز، أو بريد المشتري أو هاتفه، أو رقم الطلب',
    show: 'عرض',
    open: (last4: string) => `فتح البطاقة المنتهية بـ ${last4}`,
    ledger: 'ما غيّر رصيدها',
    issued: 'أُصدرت',
    adjusted: 'عُدّلت',
    voided: 'أُلغيت',
    takeOff: 'خصم',
    amount: 'المبلغ (دينار)',
    adjustReason: 'سبب التعديل',
    adjust: 'تعديل الرصيد',
    adjustedNote: 'عُدّل الرصيد.',
    voidReason: 'سبب الإلغاء',
    void: 'إلغاء البطاقة',
    // Issue 36 item 2: the code's last 4 isolated (FSI … PDI) in a right-to-left heading.
    voidHeading: (last4: string) => `البطاقة المنتهية بـ \u2068${last4}\u2069 · ملغاة`,
    csv: /تنزيل البطاقات/,
    balance: (amount: number) => arabic(amount.toLocaleString('en')).replace(/,/g, '٬'),
  },
} as const;

/** A customer's cash order of one 25,000 IQD card, completed by the owner (so paid, so issued): the card's id and last 4. */
async function cardBought(customer: APIRequestContext, owner: APIRequestContext, city: string) {
  const { buyNow } = await gql(customer, 'mutation ($id: ID!, $city: ID) { buyNow(id: $id, quantity: 1, method: "cash", city: $city, address: "Gulan Street 12") { id } }', { id: GIFT_CARD_25K, city });
  for (;;) {
    const { adminOrder } = await gql(owner, 'query ($id: ID!) { adminOrder(id: $id) { version moves order { status } } }', { id: buyNow.id });
    if (adminOrder.order.status === 'completed') break;
    const next = adminOrder.moves.includes('completed') ? 'completed' : adminOrder.moves.find((move: string) => move !== 'cancelled' && move !== 'rejected');
    await gql(owner, 'mutation ($id: ID!, $s: String!, $v: Int!) { adminMoveOrder(id: $id, status: $s, version: $v) { version } }', { id: buyNow.id, s: next, v: adminOrder.version });
  }
  // Issued by the `paid` event's handler, which may run just after the move answered.
  let card: { id: string; last4: string } | undefined;
  await expect(async () => {
    card = (await gql(owner, 'query ($s: String) { adminGiftCards(search: $s) { items { id last4 } } }', { s: String(buyNow.id) })).adminGiftCards.items[0];
    expect(card).toBeDefined();
  }).toPass({ timeout: 20_000 });
  return card!;
}

for (const [lang, width] of [
  ['en', 1280],
  ['ar', 360],
] as const) {
  test.describe(`gift cards in the back office (${lang}, ${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the owner finds a card by its last 4, reads its ledger, adjusts and voids it with reasons, and downloads the CSV', async ({ page, browser }) => {
      const text = TEXT[lang];
      const { secret } = await newOwner(page, lang);
      await signInToBackOffice(page, lang, secret);
      const customerContext = await browser.newContext();
      const customer = await registerCustomer(customerContext.request, { name: 'Sara Giver', verified: true });
      const card = await cardBought(customerContext.request, page.request, customer.city);
      await customerContext.close();

      await (await backOfficeLink(page, text.nav)).click();
      await page.getByLabel(text.search).fill(card.last4.toLowerCase());
      await page.getByRole('button', { name: text.show }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/gift-cards\\?search=${card.last4.toLowerCase()}$`));
      await expect(page.getByRole('link', { name: text.open(card.last4) })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expectNoSeriousAxeViolations(page, 'main');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // The CSV of what the search found, under the same staff checks.
      const csv = page.getByRole('link', { name: text.csv });
      const download = await page.request.get(new URL((await csv.getAttribute('href'))!, urls.shop).href);
      expect(download.status()).toBe(200);
      expect(await download.text()).toContain(`${card.id},"${card.last4}",`);

      await page.getByRole('link', { name: text.open(card.last4) }).click();
      const ledger = page.getByRole('region', { name: text.ledger });
      await expect(ledger.locator('tr[data-entry="issued"]')).toContainText(text.issued);
      await expect(page.locator('dd[data-balance]')).toHaveAttribute('data-balance', '25000');
      await expectNoSeriousAxeViolations(page, 'main');

      await page.getByLabel(text.takeOff).check();
      await page.getByLabel(text.amount, { exact: false }).fill('5000');
      await page.getByLabel(text.adjustReason).fill('Sold at the wrong price');
      await page.getByRole('button', { name: text.adjust }).click();
      await expect(page.getByText(text.adjustedNote)).toBeVisible();
      await expect(page.locator('dd[data-balance]')).toHaveAttribute('data-balance', '20000');
      await expect(page.locator('dd[data-balance]')).toHaveText(new RegExp(text.balance(20000)));
      await expect(ledger.locator('tr[data-entry="adjusted"]')).toContainText('Sold at the wrong price');

      await page.getByLabel(text.voidReason).fill('Reported stolen');
      await page.getByRole('button', { name: text.void }).click();
      await expect(page.getByRole('heading', { level: 2, name: text.voidHeading(card.last4) })).toBeVisible();
      await expect(page.locator('dd[data-balance]')).toHaveAttribute('data-balance', '0');
      await expect(ledger.locator('tr[data-entry="voided"]')).toContainText('Reported stolen');
      await expect(page.getByRole('button', { name: text.void })).toHaveCount(0);
      await expect(page.locator('.admin-audit li')).toHaveCount(2);
      await expectNoSeriousAxeViolations(page, 'main');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  });
}
