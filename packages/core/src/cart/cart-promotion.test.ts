import { beforeEach, describe, expect, it } from 'vitest';
import { candleDraft } from '../internal/fixtures.js';
import { freshPage } from '../internal/fresh-page.js';

const load = async () => ({ ...(await import('./cart-promotion.js')), ...(await import('../stores/cart.js')) });

function fakeServer(answer: unknown, status = 200) {
  const sent: Array<{ url: string; credentials?: RequestCredentials; body: { query: string; variables: Record<string, unknown> } }> = [];
  const fetch = (async (url: string, init: RequestInit) => {
    sent.push({ url, credentials: init.credentials, body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, sent };
}

describe('the cart’s promotion (issue 35 item 4)', () => {
  beforeEach(freshPage);

  it('asks the server for the automatic promotion of the cart’s lines, without a code nor cookies', async () => {
    const { quoteCart, cart } = await load();
    await cart.add(candleDraft({ quantity: 2 }));
    const quote = { discount: 7600, name: 'Eid sale', code: null, replaces: null };
    const server = fakeServer({ data: { promotionQuote: quote } });
    expect(await quoteCart('https://shop.example/graphql', 'ku', server.fetch)).toEqual({ data: quote });
    expect(server.sent[0]!.url).toBe('https://shop.example/graphql?lang=ku');
    expect(server.sent[0]!.credentials).toBe('omit');
    expect(server.sent[0]!.body.query).toContain('promotionQuote');
    expect(server.sent[0]!.body.variables).toEqual({ products: [{ id: '7', size: '71', color: '3', scent: '4', quantity: 2 }], refillItems: [], discountCode: null });
  });

  it('answers the failure, never throws', async () => {
    const { quoteCart, cart } = await load();
    await cart.add(candleDraft());
    const { data, error } = await quoteCart('https://shop.example/graphql', 'en', fakeServer({ errors: [{ message: 'bad.request', extensions: { code: 'REFUSED' } }] }).fetch);
    expect(data).toBeUndefined();
    expect(error).toBeDefined();
  });
});
