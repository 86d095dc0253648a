import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases.js';
import { openShop, PARTNER_ORIGIN, PUBLIC_URL, type TestShop } from '../test/shop.js';
import type { ShopApp } from '../app.js';
import { createResponseCache } from './response-cache.js';

describe.each(testDatabases())('the public response cache on $name', (database) => {
  let shop: TestShop;
  let app: ShopApp;
  beforeAll(async () => {
    shop = await openShop(database);
    app = shop.appWith({ responseCacheTtlMs: 60_000 });
  });
  afterAll(() => shop?.close());

  const post = (query: string, headers: Record<string, string> = {}, lang = 'en') =>
    app.fetch(
      new Request(`${PUBLIC_URL}/graphql?lang=${lang}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query }),
      }),
    );
  const rename = (title: string) => sql`UPDATE products SET title = jsonb_set(title, '{en}', to_jsonb(${title}::text)) WHERE id = 1`.execute(shop.db);
  const title = async (response: Response) => ((await response.json()) as { data: { product: { details: { title: string } } } }).data.product.details.title;
  const QUERY = '{ product(id: "1") { details { title } } }';

  it('answers a repeated public query from memory, per language', async () => {
    const first = await post(QUERY);
    expect(first.headers.get('x-cache')).toBe('miss');
    const before = await title(first);
    await rename('Renamed for the cache test');
    const second = await post(QUERY);
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(await title(second)).toBe(before);
    expect((await post(QUERY, {}, 'ar')).headers.get('x-cache')).toBe('miss');
    await rename(before);
  });

  it('keeps CORS answers apart by origin', async () => {
    const partner = await post(QUERY, { origin: PARTNER_ORIGIN });
    expect(partner.headers.get('access-control-allow-origin')).toBe(PARTNER_ORIGIN);
    const stranger = await post(QUERY, { origin: 'https://elsewhere.example' });
    expect(stranger.headers.get('access-control-allow-origin')).toBe('*');
    expect(stranger.headers.get('access-control-allow-credentials')).toBeNull();
    const partnerAgain = await post(QUERY, { origin: PARTNER_ORIGIN });
    expect(partnerAgain.headers.get('x-cache')).toBe('hit');
    expect(partnerAgain.headers.get('access-control-allow-origin')).toBe(PARTNER_ORIGIN);
  });

  it('keeps answers apart by Accept, and says so in Vary (issue 23 item 7)', async () => {
    const query = '{ product(id: "2") { id } }';
    const graphqlResponse = await post(query, { accept: 'application/graphql-response+json' });
    expect(graphqlResponse.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
    const json = await post(query, { accept: 'application/json' });
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
    expect(json.headers.get('x-cache')).toBe('miss');
    const jsonAgain = await post(query, { accept: 'application/json' });
    expect(jsonAgain.headers.get('x-cache')).toBe('hit');
    expect(jsonAgain.headers.get('content-type')).toMatch(/^application\/json/);
    for (const response of [graphqlResponse, json, jsonAgain]) {
      const vary = (response.headers.get('vary') ?? '').toLowerCase().split(/\s*,\s*/);
      expect(vary).toEqual(expect.arrayContaining(['accept', 'origin']));
    }
  });

  it('never reuses answers to requests with cookies, or answers with errors', async () => {
    await post(QUERY);
    expect((await post(QUERY, { cookie: 'sid=abc' })).headers.get('x-cache')).toBeNull();
    const missing = '{ product(id: "99999") { id } }';
    await post(missing);
    expect((await post(missing)).headers.get('x-cache')).toBe('miss');
  });

  it('is off unless asked for', async () => {
    const plain = await shop.app.fetch(new Request(`${PUBLIC_URL}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: QUERY }) }));
    expect(plain.headers.get('x-cache')).toBeNull();
  });
});

/** A cache in front of an answer that counts how often it ran; `send` posts one query through both. */
async function countingSender() {
  const { createResponseCache } = await import('./response-cache.js');
  const cached = createResponseCache({ ttlMs: 60_000 });
  let served = 0;
  const answer = async () => new Response(JSON.stringify({ data: { n: ++served } }), { status: 200 });
  return (query: string) => cached(new Request('http://shop.test/graphql', { method: 'POST', body: JSON.stringify({ query }) }), answer).then((r) => r.json());
}

describe('createResponseCache', () => {
  it('hands a miss on as a request of the class it is given, with the body it read', async () => {
    const { createResponseCache } = await import('./response-cache.js');
    class ShopRequest extends Request {}
    const cached = createResponseCache({ ttlMs: 60_000, Request: ShopRequest });
    let seen: Request | undefined;
    await cached(new Request('http://shop.test/graphql?lang=ar', { method: 'POST', headers: { origin: 'http://partner.test' }, body: '{"query":"{ a }"}' }), async (fresh) => {
      seen = fresh;
      return new Response('{"data":{"a":1}}');
    });
    expect(seen).toBeInstanceOf(ShopRequest);
    expect([seen!.url, seen!.headers.get('origin'), await seen!.text()]).toEqual(['http://shop.test/graphql?lang=ar', 'http://partner.test', '{"query":"{ a }"}']);
  });

  it('never reuses the answer to a mutation', async () => {
    const send = await countingSender();
    expect(await send('mutation { addToCart(id: 1) }')).toEqual({ data: { n: 1 } });
    expect(await send('mutation { addToCart(id: 1) }')).toEqual({ data: { n: 2 } });
    expect(await send('{ a }')).toEqual({ data: { n: 3 } });
    expect(await send('{ a }')).toEqual({ data: { n: 3 } });
  });

  it('never reuses answers a waiting shopper polls: orders and payment status', async () => {
    const send = await countingSender();
    const poll = '{ fibPaymentStatus(paymentId: "p") { status } }';
    expect(await send(poll)).toEqual({ data: { n: 1 } });
    expect(await send(poll)).toEqual({ data: { n: 2 } });
    const order = '{ guestOrder(uuid: "u", email: "e") { paid } }';
    expect(await send(order)).toEqual({ data: { n: 3 } });
    expect(await send(order)).toEqual({ data: { n: 4 } });
    // A FIB token is answered only while its payment waits: a reused answer would outlive it.
    const token = '{ fibPayment(paymentId: "p") { qrCode } }';
    expect(await send(token)).toEqual({ data: { n: 5 } });
    expect(await send(token)).toEqual({ data: { n: 6 } });
    // A newsletter code is usable until an order takes it.
    const code = '{ discountCode(code: "AB12") { percent } }';
    expect(await send(code)).toEqual({ data: { n: 7 } });
    expect(await send(code)).toEqual({ data: { n: 8 } });
    // A gift card's balance drops when a sale draws it (a reused answer showed the old balance).
    const balance = '{ giftCardBalance(code: "C") { balance } }';
    expect(await send(balance)).toEqual({ data: { n: 9 } });
    expect(await send(balance)).toEqual({ data: { n: 10 } });
    // A waiting-list offer is bought or lapses.
    const offer = '{ waitlistOffer(token: "t") { people } }';
    expect(await send(offer)).toEqual({ data: { n: 11 } });
    expect(await send(offer)).toEqual({ data: { n: 12 } });
  });

  it('lets an answer expire', async () => {
    const { createResponseCache } = await import('./response-cache.js');
    let clock = 0;
    const cached = createResponseCache({ ttlMs: 5000, now: () => clock });
    let served = 0;
    const answer = async () => new Response(JSON.stringify({ data: { n: ++served } }), { status: 200 });
    const send = () => cached(new Request('http://shop.test/graphql', { method: 'POST', body: '{"query":"{ a }"}' }), answer).then((r) => r.json());
    await send();
    clock = 4999;
    expect(await send()).toEqual({ data: { n: 1 } });
    clock = 5001;
    expect(await send()).toEqual({ data: { n: 2 } });
  });

  it('forgets every answer when cleared, and keeps none begun before (issue 15: a catalogue change)', async () => {
    const { createResponseCache } = await import('./response-cache.js');
    const cached = createResponseCache({ ttlMs: 60_000 });
    let served = 0;
    let during: (() => void) | undefined;
    const answer = async () => {
      const n = ++served;
      during?.();
      return new Response(JSON.stringify({ data: { n } }), { status: 200 });
    };
    const send = () => cached(new Request('http://shop.test/graphql', { method: 'POST', body: '{"query":"{ a }"}' }), answer).then((r) => r.json());
    expect(await send()).toEqual({ data: { n: 1 } });
    expect(await send()).toEqual({ data: { n: 1 } });
    cached.clear();
    // The catalogue changes while an answer is being computed: that answer is not kept.
    during = () => cached.clear();
    expect(await send()).toEqual({ data: { n: 2 } });
    during = undefined;
    expect(await send()).toEqual({ data: { n: 3 } });
    expect(await send()).toEqual({ data: { n: 3 } });
  });
});

describe('the response cache’s bound', () => {
  it('keeps at most maxCharacters of answers, dropping the least recently used', async () => {
    const cached = createResponseCache({ ttlMs: 60_000, maxCharacters: 100 });
    const answer = async () => new Response(JSON.stringify({ data: { text: 'x'.repeat(60) } }), { status: 200 });
    const ask = async (query: string) =>
      (await cached(new Request(`${PUBLIC_URL}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) }), answer)).headers.get('x-cache');
    expect(await ask('{ a }')).toBe('miss');
    expect(await ask('{ a }')).toBe('hit');
    expect(await ask('{ b }')).toBe('miss');
    // Two answers of about 80 characters are more than 100: the older one went.
    expect(await ask('{ b }')).toBe('hit');
    expect(await ask('{ a }')).toBe('miss');
  });
});
