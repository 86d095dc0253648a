import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { urls } from '../../../playwright.config.js';
import { formatPrice } from '../../../packages/core/src/format/price.js';
import { promotionReduction, type PromotionTerms } from '../../../packages/rules/src/promotion-price.js';
import { ownerApiSession } from '../accounts/staff-sign-in.js';
import { EN_WIDE_AR_NARROW, amountOf, expectNoSeriousAxeViolations, gql, localized, useShopLanguage } from '../helpers.js';
import { BUYING_LABELS, checkout, chooseDelivery, fillGuest, pay } from './checkout-steps.js';

// Issue 35: the checkout shows the promotion the server will take. The owner makes, through the
// API, an automatic 10% off one product and a code taking a fixed 4,000 IQD off that same product
// (both targeted: the cart's other line, product 1, is reduced by neither). On the storefront's
// /checkout the automatic promotion shows by its name with its reduction; the code typed replaces
// it (one promotion per order, said to the shopper); the order placed costs exactly the total
// shown. The buy-now path shows the automatic promotion too. Both promotions are ended afterwards,
// so other journeys' prices stay as they were.

const PROMOTION = 'id name { en ku ar } kind amount target targetIds minBasket startsAt endsAt automatic code maxUses maxGiven perCustomer';

const TEXT = {
  en: {
    haveCode: 'Have a discount code?',
    code: 'Discount code',
    apply: 'Apply',
    applied: (code: string) => `Code ${code} applied.`,
    replaces: (name: string) => `One promotion per order: it replaces ${name}.`,
    cash: 'Cash',
  },
  ar: {
    haveCode: 'هل لديك رمز خصم؟',
    code: 'رمز الخصم',
    apply: 'تطبيق',
    applied: (code: string) => `تم تطبيق الرمز \u2068${code}\u2069.`,
    replaces: (name: string) => `عرض واحد لكل طلب: يحلّ محلّ ${name}.`,
    cash: 'الدفع نقدًا',
  },
} as const;

type Product = { id: string; stock: number; details: { title: string; price: number | null }; sizes: { id: string; price: number }[]; colors: { id: string }[]; scents: { id: string }[] };
const PRODUCT_FIELDS = 'id stock details { title price } sizes { id price size { id title } } colors { id title color } scents { id title }';

/** A cart line of `product` as the storefront's cart keeps it: its first size, colour and scent. */
function cartLine(product: Product, quantity: number) {
  const size = product.sizes[0] ?? null;
  const price = size?.price ?? product.details.price!;
  return { line: { id: `line-${product.id}`, quantity, total: quantity * price, product, size, color: product.colors[0] ?? null, scent: product.scents[0] ?? null }, price };
}

/**
 * A product in stock, for sale, neither product 1 (the untargeted line) nor the last collection's
 * (promotion-price.spec's); one of its own per language, as the two run side by side.
 */
async function targetProduct(request: APIRequestContext, lang: 'en' | 'ar'): Promise<Product> {
  const { collections } = await gql<{ collections: Array<{ products: Product[] }> }>(request, `{ collections { products { ${PRODUCT_FIELDS} } } }`);
  const forSale = (product: Product) => product.stock > 5 && product.id !== '1' && (product.details.price !== null || product.sizes.length > 0);
  return collections
    .slice(0, -1)
    .flatMap((collection) => collection.products.filter(forSale))
    .at(lang === 'en' ? -1 : -2)!;
}

async function saveAs(staff: APIRequestContext, input: Record<string, unknown>) {
  const yesterday = new Date(Date.now() + 3 * 3600_000 - 86_400_000).toISOString().slice(0, 16);
  const defaults = { minBasket: 0, startsAt: yesterday, endsAt: null, maxUses: null, maxGiven: null, perCustomer: null, code: null };
  return (await gql<{ adminSavePromotion: { id: string } }>(staff, `mutation S($input: AdminPromotionInput!) { adminSavePromotion(input: $input) { ${PROMOTION} } }`, { input: { ...defaults, ...input } }))
    .adminSavePromotion.id;
}

/** The summary's figure of `part`, in integer IQD. */
const figure = async (page: Page, part: string) => amountOf((await checkout(page).locator(`[part="${part}"]`).textContent()) ?? '');

for (const [lang, width] of EN_WIDE_AR_NARROW) {
  test(`the checkout shows the automatic promotion and a typed code's reduction, and the order costs the total shown, in ${lang} at ${width} px`, async ({ page, playwright }) => {
    const text = TEXT[lang];
    const staff = await playwright.request.newContext({ baseURL: urls.shop });
    await ownerApiSession(staff, `Checkout Promotion Owner ${lang}`);
    const target = await targetProduct(staff, lang);
    const other = (await gql<{ product: Product }>(staff, `{ product(id: 1) { ${PRODUCT_FIELDS} } }`)).product;
    const unique = `${lang}${Date.now() % 1_000_000}`;
    const autoName = { en: `Lantern week ${unique}`, ku: `هەفتەی فانۆس ${unique}`, ar: `أسبوع الفوانيس ${unique}` };
    const codeName = { en: `Friends ${unique}`, ku: `هاوڕێیان ${unique}`, ar: `الأصدقاء ${unique}` };
    const code = `FRIENDS${unique}`.toUpperCase();
    const targeted = { target: 'products' as const, targetIds: [Number(target.id)], minBasket: 0 };
    const autoTerms: PromotionTerms = { kind: 'percent', amount: 10, ...targeted };
    const codeTerms: PromotionTerms = { kind: 'fixed', amount: 4_000, ...targeted };
    const ids = [await saveAs(staff, { name: autoName, ...autoTerms, targetIds: [target.id], automatic: true }), await saveAs(staff, { name: codeName, ...codeTerms, targetIds: [target.id], automatic: false, code })];
    try {
      const a = cartLine(target, 2);
      const b = cartLine(other, 1);
      const lines = [
        { productId: Number(target.id), collectionId: null, categoryId: null, unitPrice: a.price, quantity: 2 },
        { productId: 1, collectionId: null, categoryId: null, unitPrice: b.price, quantity: 1 },
      ];
      const automatic = promotionReduction(lines, autoTerms).total;
      const coded = promotionReduction(lines, codeTerms).total;
      expect(automatic).toBeGreaterThan(0);
      expect(coded).not.toBe(automatic);

      await useShopLanguage(page, lang);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(localized('/', lang));
      await page.evaluate((items) => localStorage.setItem('cart', JSON.stringify({ items })), [a.line, b.line]);
      await page.goto(localized('/checkout', lang));
      await expect(checkout(page).locator('[part="line"]')).toHaveCount(2);
      await chooseDelivery(page, BUYING_LABELS[lang]);
      await fillGuest(page, BUYING_LABELS[lang].guest);

      // Without a code: the automatic promotion, by its name, its reduction off the items.
      const subtotal = a.line.total + b.line.total;
      await expect(checkout(page).locator('[part="discount"]')).toHaveText(`−${formatPrice(automatic, lang)}`);
      await expect(checkout(page).locator('[part="totals"] dt').nth(1)).toHaveText(autoName[lang]);
      const delivery = amountOf((await checkout(page).locator('[part="totals"] dd').nth(2).textContent()) ?? '');
      expect(await figure(page, 'total')).toBe(subtotal - automatic + delivery);
      await expectNoSeriousAxeViolations(page, 'candle-checkout');

      // A code replaces it, and the shopper is told so.
      await checkout(page).getByText(text.haveCode).click();
      await checkout(page).getByLabel(text.code).fill(code.toLowerCase());
      await checkout(page).getByRole('button', { name: text.apply }).click();
      await expect(
        checkout(page)
          .getByRole('status')
          .filter({ hasText: text.applied(code) }),
      ).toContainText(text.replaces(autoName[lang]));
      await expect(checkout(page).locator('[part="discount"]')).toHaveText(`−${formatPrice(coded, lang)}`);
      await expect(checkout(page).locator('[part="totals"] dt').nth(1)).toHaveText(codeName[lang]);
      const total = subtotal - coded + delivery;
      expect(await figure(page, 'total')).toBe(total);
      await expectNoSeriousAxeViolations(page, 'candle-checkout');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // The order placed costs exactly what the checkout showed.
      await pay(page, text.cash, BUYING_LABELS[lang].confirm, BUYING_LABELS[lang].place);
      await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\?email=/);
      await expect(page.locator('.order-totals dd.grand')).toHaveText(formatPrice(total, lang));
      await expect(page.locator('.order-totals')).toContainText(`−${formatPrice(coded, lang)}`);
      await expectNoSeriousAxeViolations(page);

      // Buy now shows the automatic promotion on its one line too.
      const choices = new URLSearchParams({
        product: target.id,
        quantity: '3',
        ...(a.line.size ? { size: a.line.size.id } : {}),
        ...(a.line.color ? { color: a.line.color.id } : {}),
        ...(a.line.scent ? { scent: a.line.scent.id } : {}),
      });
      await page.goto(localized(`/checkout?${choices}`, lang));
      const alone = promotionReduction([{ ...lines[0]!, quantity: 3 }], autoTerms).total;
      await expect(checkout(page).locator('[part="discount"]')).toHaveText(`−${formatPrice(alone, lang)}`);
    } finally {
      for (const id of ids) await gql(staff, `mutation E($id: ID!) { adminEndPromotion(id: $id) { id } }`, { id });
      await staff.dispose();
    }
  });
}
