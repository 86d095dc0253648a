import { beforeEach, describe, expect, it } from 'vitest';
import { createPublicClient } from '../api/client.js';
import { candleDraft, createMemoryBackend, refillDraft } from '../internal/fixtures.js';
import { freshPage } from '../internal/fresh-page.js';
import { itemTotal } from './totals.js';
import type { CartItem } from './types.js';

const load = async () => ({
  ...(await import('./handoff.js')),
  ...(await import('../stores/cart.js')),
  ...(await import('../stores/refill-cart.js')),
});

// The server's answer to CartHandoff: a 200 g candle now at 19,000 IQD, twice, and one refill.
const SERVER_LINES = {
  cartHandoff: {
    items: [
      {
        id: '1',
        quantity: 2,
        total: 38000,
        product: { id: '7', stock: 5, rating: 4, ratings: 3, details: { id: '7', title: 'شمعة العود', description: null, image: null, price: null }, collection: null },
        color: { id: '3', title: 'عاجي', color: '#fffff0' },
        scent: { id: '4', title: 'عود', image: null },
        size: { id: '71', price: 19000, size: { id: '2', title: '٢٠٠ غ' } },
      },
    ],
    refillItems: [
      {
        id: '1',
        quantity: 1,
        total: 16500,
        wick: { id: '1', title: 'فتيل قطني', image: null, price: 1500 },
        container: { id: '2', title: 'برطمان' },
        color: { id: '3', title: 'عاجي', color: '#fffff0', refill: 6000 },
        size: { id: '5', title: '٢٥٠ غ', value: 250 },
        scent: { id: '4', title: 'عود', image: null },
      },
    ],
  },
};

function fakeServer(answer: unknown) {
  const sent: Array<{ url: string; credentials?: RequestCredentials; body: { operationName: string; variables: Record<string, unknown> } }> = [];
  const fetch = (async (url: string, init: RequestInit) => {
    sent.push({ url, credentials: init.credentials, body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify({ data: answer }), { headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, sent };
}

describe('cart hand-off', () => {
  beforeEach(freshPage);

  it('sends the lines without cookies and answers the reference', async () => {
    const { handOffCart, cart, refillCart } = await load();
    await cart.add(candleDraft({ quantity: 2 }));
    await refillCart.add(refillDraft());
    const server = fakeServer({ createCartHandoff: { ref: 'r'.repeat(43), expiresAt: '2026-11-26T01:00:00.000Z' } });
    const { data } = await handOffCart('https://shop.example/graphql', 'ar', server.fetch);
    expect(data).toEqual({ ref: 'r'.repeat(43), expiresAt: '2026-11-26T01:00:00.000Z' });
    expect(server.sent[0]!.url).toBe('https://shop.example/graphql?lang=ar');
    expect(server.sent[0]!.credentials).toBe('omit');
    expect(server.sent[0]!.body.variables).toEqual({
      products: [{ id: '7', size: '71', color: '3', scent: '4', quantity: 2 }],
      refillItems: [{ id: null, container: '2', size: '5', wick: '1', scent: '4', color: '3', quantity: 1 }],
    });
  });

  it('puts a link to the same page with the reference', async () => {
    const { withHandoff } = await load();
    expect(withHandoff('https://shop.example/ar/checkout', 'abc')).toBe('https://shop.example/ar/checkout?handoff=abc');
  });

  it('merges the handed lines once, priced by the server, however often the link is followed', async () => {
    const { receiveCartHandoff, $cart, $refillCart } = await load();
    const server = fakeServer(SERVER_LINES);
    const client = createPublicClient({ endpoint: 'https://shop.example/graphql', fetch: server.fetch });
    expect(await receiveCartHandoff(client, 'r'.repeat(43), 'ar')).toEqual({ found: true, merged: 2, errors: [] });
    expect(await receiveCartHandoff(client, 'r'.repeat(43), 'ar')).toEqual({ found: true, merged: 2, errors: [] });
    expect($cart.get().items).toEqual([expect.objectContaining({ quantity: 2, total: 38000, product: expect.objectContaining({ id: '7' }) })]);
    expect($refillCart.get().items).toEqual([expect.objectContaining({ quantity: 1, total: 16500 })]);
    // Each follow asks the server again: an expired reference must not be answered from memory.
    expect(server.sent).toHaveLength(2);
  });

  it('raises a line the cart holds to the handed quantity, and leaves a larger one', async () => {
    const { receiveCartHandoff, cart, $cart } = await load();
    await cart.add(candleDraft({ quantity: 1 }));
    await cart.add(candleDraft({ product: { id: '8', stock: 3, details: { title: 'Amber', price: 5000 } }, size: null, quantity: 3 }));
    const client = createPublicClient({ endpoint: 'https://shop.example/graphql', fetch: fakeServer(SERVER_LINES).fetch });
    await receiveCartHandoff(client, 'r'.repeat(43), 'ar');
    expect($cart.get().items.map((line) => [line.product.id, line.quantity])).toEqual([
      ['7', 2],
      ['8', 3],
    ]);
  });

  it('adds to the account cart when the shopper is signed in', async () => {
    const { receiveCartHandoff, cartControl } = await load();
    const account = createMemoryBackend<CartItem>(itemTotal);
    await cartControl.connect(account);
    const client = createPublicClient({ endpoint: 'https://shop.example/graphql', fetch: fakeServer(SERVER_LINES).fetch });
    await receiveCartHandoff(client, 'r'.repeat(43), 'ar');
    expect(account.items).toEqual([expect.objectContaining({ quantity: 2, total: 38000 })]);
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('answers nothing merged for an expired reference', async () => {
    const { receiveCartHandoff, $cart } = await load();
    const client = createPublicClient({ endpoint: 'https://shop.example/graphql', fetch: fakeServer({ cartHandoff: null }).fetch });
    expect(await receiveCartHandoff(client, 'r'.repeat(43), 'ar')).toEqual({ found: false, merged: 0, errors: [] });
    expect($cart.get().items).toEqual([]);
  });

  it("keeps the partner's signed attribution a hand-off carries and sends it from then on, the last one granted winning", async () => {
    const { receiveCartHandoff } = await load();
    const { pageHeaders } = await import('../api/page-headers.js');
    const answer = (token: string) => ({ cartHandoff: { items: [], refillItems: [], attribution: { token, expiresAt: '2099-01-01T00:00:00.000Z' } } });
    const first = createPublicClient({ endpoint: 'https://shop.example/graphql', fetch: fakeServer(answer('1.4070908800.first')).fetch });
    // Found, with its attribution kept (the lines are not what this test is about).
    expect(await receiveCartHandoff(first, 'r'.repeat(43), 'en')).toEqual({ found: true, merged: 0, errors: [] });
    expect(pageHeaders()['candle-attribution']).toBe('1.4070908800.first');
    const last = createPublicClient({ endpoint: 'https://shop.example/graphql', fetch: fakeServer(answer('2.4070908800.last')).fetch });
    await receiveCartHandoff(last, 's'.repeat(43), 'en');
    expect(pageHeaders()['candle-attribution']).toBe('2.4070908800.last');
    expect(JSON.parse(localStorage.getItem('partner_attribution')!)).toEqual({ token: '2.4070908800.last', expiresAt: '2099-01-01T00:00:00.000Z' });
  });
});
