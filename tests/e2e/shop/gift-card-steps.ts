import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { newPerson, outboxLink } from '../helpers.js';

// The steps of getting a gift card (issue 35), shared by the journeys that send one and spend one.

/** The demo's gift cards (SPEC §1 category 3), by amount. */
export const GIFT_CARD_PRODUCTS = { 25000: '36', 50000: '37', 100000: '38', 150000: '39' } as const;

/** A guest buys one card of `product` in `lang`, paying on the local gateway; answers the buyer. */
export async function buyGiftCard(page: Page, request: APIRequestContext, lang: 'en' | 'ar', product: string = GIFT_CARD_PRODUCTS[25000]) {
  const buyer = newPerson('Sara Buyer');
  const city = ((await (await request.post('/graphql', { data: { query: '{ cities { id } }' } })).json()) as { data: { cities: { id: string }[] } }).data.cities[0]!.id;
  const reply = await request.post(`/graphql?lang=${lang}`, {
    data: {
      query: `mutation B($id: ID!, $city: ID!, $guest: GuestInput!) {
        buyNowGuest(id: $id, quantity: 1, method: "zaincash", city: $city, address: "Street 60", token: "local-unverified", guest: $guest) { token } }`,
      variables: { id: product, city, guest: buyer },
    },
  });
  const body = (await reply.json()) as { data?: { buyNowGuest: { token: string } }; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  await page.goto(`/payments/zaincash/pay?id=${body.data!.buyNowGuest.token}`);
  await page.locator('button[value="approve"]').click();
  await page.waitForURL(/\/payment\/success\?/);
  return buyer;
}

/** The link of the card mailed to `email` (its page, the code in the fragment) and the code itself. */
export async function mailedGiftCard(page: Page, email: string): Promise<{ url: URL; code: string }> {
  const url = new URL(await outboxLink(page, email, '/gift-card#'));
  const code = decodeURIComponent(url.hash.slice(1));
  expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){4}$/);
  return { url, code };
}
