import { expect, request, test } from '@playwright/test';
import { SHOP_ADMIN_TOKEN, urls } from '../../../playwright.config.js';
import { totpCode } from '../../../packages/server/src/auth/totp.js';
import { approveOnLocalGateway, EN_WIDE_AR_NARROW, expectNoSeriousAxeViolations, gql, registerCustomer, untilHydrated, useShopLanguage } from '../helpers.js';

// Personalized candles (issue 12): a customer sends a request with a picture, the shop quotes it
// (the back office's adminQuotePersonalized, the one way to quote), the customer accepts and pays
// with NassPay through the local gateway and sees it paid; a guest's PDF request, and a file of
// the wrong type refused. Each journey once: the customer's in English at 1280 px, the guest's in
// Arabic at 360 px.

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a1e1c2d40000000049454e44ae426082', 'hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');
const arabic = (n: number | string) => String(n).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);

const TEXT = {
  en: {
    send: 'Send the request',
    sent: (id: string) => `Thank you, your request ${id} was sent`,
    view: 'View your request',
    title: (id: string) => `Personalized candle request ${id}`,
    waiting: 'Waiting for a price',
    quoted: 'Priced: waiting for you',
    price: '45,000',
    nasspay: 'NassPay',
    accept: 'Accept and pay',
    success: 'Payment successful',
    viewPaid: 'View your personalized candle request',
    paid: 'NassPay · Paid',
    fileType: 'The file must be a picture or a PDF.',
    digits: (n: string) => n,
  },
  ar: {
    send: 'إرسال الطلب',
    sent: (id: string) => `شكراً لك، تم إرسال طلبك رقم ${arabic(id)}`,
    view: 'عرض طلبك',
    title: (id: string) => `طلب الشمعة المخصصة رقم ${arabic(id)}`,
    waiting: 'بانتظار السعر',
    quoted: 'تم التسعير: بانتظارك',
    price: '٤٥٬٠٠٠',
    nasspay: 'ناس باي',
    accept: 'اقبل وادفع',
    success: 'تم الدفع بنجاح',
    viewPaid: 'عرض طلب الشمعة المخصصة',
    paid: 'مدفوع',
    fileType: 'يجب أن يكون الملف صورة أو مستنداً.',
    digits: arabic,
  },
} as const;

/**
 * The shop quotes request `id` the one way there is, the back office's adminQuotePersonalized: a
 * staff member (made as `npm run shop -- staff add` does, in their own browser context so the
 * customer stays signed in) passes the second factor and quotes.
 */
async function quoteInBackOffice(id: string, price: number) {
  const staff = await request.newContext();
  try {
    const { email } = await registerCustomer(staff, { name: 'Shler Staff', verified: true });
    const added = await staff.post(`${urls.shop}/shop/staff/add`, { headers: { authorization: `Bearer ${SHOP_ADMIN_TOKEN}` }, data: { email, role: 'staff' } });
    expect(added.status(), await added.text()).toBe(200);
    const { secret } = (await added.json()) as { secret: string };
    await gql(staff, 'mutation ($code: String!) { adminVerifyTotp(code: $code) { verified } }', { code: totpCode(secret) });
    const { adminRequest } = await gql(staff, 'query ($id: ID!) { adminRequest(kind: "personalized", id: $id) { version } }', { id });
    await gql(staff, 'mutation ($id: ID!, $price: Int!, $version: Int!) { adminQuotePersonalized(id: $id, price: $price, version: $version) { status } }', {
      id,
      price,
      version: adminRequest.version,
    });
  } finally {
    await staff.dispose();
  }
}

for (const [lang, width] of EN_WIDE_AR_NARROW) {
  test.describe(`personalized candles (${lang}, ${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });

    if (lang === 'en')
      test('a customer sends a request with a picture, the shop quotes it, the customer accepts and pays with NassPay', async ({ page }) => {
        const text = TEXT[lang];
        await useShopLanguage(page, lang);
        // A pending account may not send a personalized request (SECURITY-REVIEW L3).
        await registerCustomer(page.request, { verified: true });
        await page.goto('/personalized-candles');
        // The server renders the form; a click before the storefront takes it over would be lost.
        await untilHydrated(page);
        await page.locator('#personalized-description').fill('A candle with our names, Lana & Aram, 12.12.2026');
        await page.locator('input[type="file"]').setInputFiles({ name: 'rings.png', mimeType: 'image/png', buffer: PNG });
        await expectNoSeriousAxeViolations(page);
        await page.getByRole('button', { name: text.send }).click();
        const sent = page.getByRole('heading', { level: 1 });
        await expect(sent).toContainText(lang === 'en' ? 'Thank you' : 'شكراً');
        await page.getByRole('link', { name: text.view }).click();
        await expect(page).toHaveURL(/\/personalized\/\d+$/);
        const id = page.url().split('/').at(-1)!;
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title(id));
        await expect(page.locator('[data-status]')).toHaveText(text.waiting);
        await expect(page.locator('img.personalized-file')).toBeVisible();

        await quoteInBackOffice(id, 45000);
        await page.reload();
        await expect(page.locator('[data-status]')).toHaveText(text.quoted);
        await expect(page.locator('.order-facts')).toContainText(text.price);
        await expectNoSeriousAxeViolations(page);

        await page.getByRole('radio', { name: text.nasspay }).check();
        await page.getByRole('button', { name: text.accept }).click();
        await approveOnLocalGateway(page, 'personalized');
        await expect(page.getByRole('heading', { name: text.success })).toBeVisible();
        await page.getByRole('link', { name: text.viewPaid }).click();
        await expect(page).toHaveURL(new RegExp(`/personalized/${id}$`));
        await expect(page.locator('.order-facts')).toContainText(text.paid);

        await page.goto('/account/orderHistory');
        const row = page.locator('.order-row').filter({ hasText: text.digits(id) });
        await expect(row.first()).toBeVisible();
      });

    if (lang === 'ar')
      test('a guest sends a request with a PDF; a file of the wrong type is refused and the text stays', async ({ page }) => {
        const text = TEXT[lang];
        await useShopLanguage(page, lang);
        await page.goto('/personalized-candles');
        // The server renders the form; a click before the storefront takes it over would be lost.
        await untilHydrated(page);
        await page.locator('#personalized-description').fill('Our company logo pressed in wax');
        await page.locator('input[type="file"]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
        await expect(page.getByText(text.fileType)).toBeVisible();
        await page.locator('input[type="file"]').setInputFiles({ name: 'logo.pdf', mimeType: 'application/pdf', buffer: PDF });
        await page.locator('input[autocomplete="name"]').fill('Shilan Ahmed');
        await page.locator('input[type="tel"]').fill('07501234567');
        await page.locator('main input[type="email"]').fill(`shilan.${Date.now()}@example.iq`);
        await expect(page.locator('#personalized-description')).toHaveValue('Our company logo pressed in wax');
        await page.getByRole('button', { name: text.send }).click();
        await expect(page.getByRole('heading', { level: 1 })).toContainText('شكراً');
        await expectNoSeriousAxeViolations(page);
      });
  });
}
