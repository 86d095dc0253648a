import { expect, test } from '@playwright/test';
import { urls } from '../../../playwright.config.js';
import { ownerApiSession } from '../accounts/staff-sign-in.js';
import { formatPrice } from '../../../packages/core/src/format/price.js';
import { cards, EN_WIDE_AR_NARROW, expectNoSeriousAxeViolations, gql, localized, untilHydrated, useShopLanguage } from '../helpers.js';

// Issue 35 item 4: an automatic promotion the owner makes through the API shows on /shop's card,
// the product page and in the cart drawer (for the lines as the server quotes them) as the listed
// price struck through and the server's reduced one, in each language's digits. It targets one product of the last collection (few journeys reach it) and is
// ended afterwards, so other journeys' prices stay as they were.

const PROMOTION = 'id name { en ku ar } kind amount target targetIds minBasket startsAt endsAt automatic code maxUses maxGiven perCustomer';

type Shelf = { collections: Array<{ id: string; products: Array<{ id: string; stock: number; details: { price: number | null } }> }> };

for (const [lang, width] of EN_WIDE_AR_NARROW) {
  test(`an automatic promotion shows struck and reduced prices on /shop, the product page and the cart drawer in ${lang} at ${width} px`, async ({ page, playwright }) => {
    const staff = await playwright.request.newContext({ baseURL: urls.shop });
    await ownerApiSession(staff, 'Promotion Owner');
    const { collections } = await gql<Shelf>(staff, '{ collections { id products { id stock details { price } } } }');
    const collection = collections.filter((row) => row.products.some((product) => product.stock > 0 && product.details.price)).at(-1)!;
    const product = collection.products.filter((row) => row.stock > 0 && row.details.price).at(-1)!;
    const yesterday = new Date(Date.now() + 3 * 3600_000 - 86_400_000).toISOString().slice(0, 16);
    const name = { en: `Shelf sale ${lang}`, ku: 'داشکاندن', ar: 'تخفيضات' };
    const terms = { kind: 'percent', amount: 20, target: 'products', targetIds: [product.id], minBasket: 0, startsAt: yesterday, endsAt: null };
    const input = { name, ...terms, automatic: true, code: null, maxUses: null, maxGiven: null, perCustomer: null };
    const saved = await gql<{ adminSavePromotion: { id: string } }>(staff, `mutation S($input: AdminPromotionInput!) { adminSavePromotion(input: $input) { ${PROMOTION} } }`, { input });
    try {
      // The server decides the reduced price; the page must show exactly it.
      const shown = await gql<{ product: { promotion: { was: number; price: number } } }>(staff, 'query P($id: ID!) { product(id: $id) { promotion { was price } } }', { id: product.id });
      const { was, price } = shown.product.promotion;
      expect(price).toBeLessThan(was);

      await useShopLanguage(page, lang);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(localized(`/shop?collection=${collection.id}`, lang));
      const card = cards(page).filter({ has: page.locator(`a[href$="/products/${product.id}"]`) });
      await expect(card.locator('.card-price s')).toHaveText(formatPrice(was, lang));
      await expect(card.locator('.card-price')).toContainText(formatPrice(price, lang));
      await untilHydrated(page);
      await expectNoSeriousAxeViolations(page);

      await page.goto(localized(`/products/${product.id}`, lang));
      const tag = page.locator('.product-price');
      await expect(tag.locator('s')).toHaveText(formatPrice(was, lang));
      await expect(tag).toContainText(formatPrice(price, lang));
      await expect(tag.locator('.visually-hidden').last()).toHaveText(
        lang === 'en' ? `Was ${formatPrice(was, lang)}, now ${formatPrice(price, lang)}` : `كان ${formatPrice(was, lang)}، والآن ${formatPrice(price, lang)}`,
      );
      await untilHydrated(page);
      await expectNoSeriousAxeViolations(page);

      // The cart drawer: the subtotal struck through, the reduced one and the promotion's name, as
      // the server quotes the very lines (the widget shows the server's figure, never its own).
      const { product: full } = await gql<{ product: Record<string, unknown> & { details: { price: number }; sizes: Array<{ id: string; price: number }>; colors: Array<{ id: string }>; scents: Array<{ id: string }> } }>(
        staff,
        'query P($id: ID!) { product(id: $id) { id stock details { title price image } sizes { id price size { id title } } colors { id title color } scents { id title image } } }',
        { id: product.id },
      );
      // A product with sizes is bought in one; one without, at its own price.
      const size = full.sizes[0] ?? null;
      const line = { id: 'line-promo', quantity: 2, total: 2 * (size?.price ?? full.details.price), product: full, size, color: full.colors[0] ?? null, scent: full.scents[0] ?? null };
      const { promotionQuote } = await gql<{ promotionQuote: { discount: number } }>(staff, 'query Q($products: [GuestProductInput!]!) { promotionQuote(products: $products) { discount } }', {
        products: [{ id: product.id, size: size?.id ?? null, color: line.color?.id ?? null, scent: line.scent?.id ?? null, quantity: 2 }],
      });
      expect(promotionQuote.discount).toBeGreaterThan(0);
      await page.evaluate((items) => localStorage.setItem('cart', JSON.stringify({ items })), [line]);
      await page.reload();
      await untilHydrated(page);
      await page.locator('candle-cart-drawer [part="button"]').click();
      const summary = page.locator('candle-cart-drawer dialog [part="summary"]');
      await expect(summary.locator('[part="subtotal"] s')).toHaveText(formatPrice(line.total, lang));
      await expect(summary.locator('[part="subtotal"]')).toContainText(formatPrice(line.total - promotionQuote.discount, lang));
      await expect(summary.locator('[part="discount"]')).toHaveText(`−${formatPrice(promotionQuote.discount, lang)}`);
      await expect(summary).toContainText(name[lang]);
      await expectNoSeriousAxeViolations(page, 'candle-cart-drawer');
    } finally {
      await gql(staff, `mutation E($id: ID!) { adminEndPromotion(id: $id) { id } }`, { id: saved.adminSavePromotion.id });
      await staff.dispose();
    }
  });
}
