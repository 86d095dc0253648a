import { beforeEach, describe, expect, it } from 'vitest';
import { createAccountClient } from '../api/account-client.js';
import { candleDraft } from '../internal/fixtures.js';
import { freshPage } from '../internal/fresh-page.js';

type Asked = { products: unknown[]; refillItems?: unknown[]; discountCode: string | null };

/**
 * A fake server quoting a basket: SUMMER (automatic) takes 1,000 a line without a code; AB12CD34
 * takes 15% and replaces it, but only while the basket holds two lines or fewer (a minimum, say);
 * FULL is used up; any other code unknown. `answer` may hold a reply back.
 */
async function setUp(options: { network?: boolean; throttled?: boolean } = {}) {
  const { createDiscountCode } = await import('./discount-code.js');
  const { cart } = await import('../stores/cart.js');
  const asked: Asked[] = [];
  const held: Array<() => void> = [];
  let hold = false;
  const refuse = (key: string) => ({ data: null, errors: [{ message: 'bad.request', extensions: { validation: { discountCode: [`input.discountCode.${key}`] } } }] });
  const fetch: typeof globalThis.fetch = async (_input, init) => {
    const variables = (JSON.parse(String(init?.body)) as { variables: Asked }).variables;
    asked.push(variables);
    if (options.network) throw new TypeError('Failed to fetch');
    if (hold) await new Promise<void>((resolve) => held.push(resolve));
    const code = variables.discountCode?.toUpperCase().replace(/[\s-]+/g, '') ?? null;
    const lines = variables.products.length;
    const reply = options.throttled
      ? refuse('throttled')
      : code === null
        ? { data: { promotionQuote: { discount: 1000 * lines, name: 'Summer', code: null, replaces: null } } }
        : code === 'FULL'
          ? refuse('exhausted')
          : code !== 'AB12CD34'
            ? refuse('invalid')
            : lines > 2
              ? refuse('notApplicable')
              : { data: { promotionQuote: { discount: 2700 * lines, name: 'Newsletter', code, replaces: 'Summer' } } };
    return new Response(JSON.stringify(reply), { headers: { 'content-type': 'application/json' } });
  };
  const box = createDiscountCode({ client: createAccountClient({ endpoint: 'https://shop.test/graphql', fetch }), lang: () => 'en' });
  return { asked, box, cart, hold: (on: boolean) => (hold = on), release: () => held.splice(0).forEach((go) => go()) };
}

describe('createDiscountCode', () => {
  beforeEach(freshPage);

  it('asks the server to quote the cart, and shows the automatic promotion it answers', async () => {
    const { asked, box, cart } = await setUp();
    await cart.add(candleDraft({ quantity: 2 }));
    await box.quote();
    expect(asked).toEqual([{ products: [{ id: '7', size: '71', scent: '4', color: '3', quantity: 2 }], refillItems: [], discountCode: null }]);
    expect(box.$quote.get()).toEqual({ discount: 1000, name: 'Summer', code: null, replaces: null });
    expect(box.$applied.get()).toBeUndefined();
  });

  it('quotes a buy-now product as its one line', async () => {
    const { asked, box } = await setUp();
    await box.quote({ product: '9', quantity: 3, size: '91' });
    expect(asked[0]).toEqual({ products: [{ id: '9', size: '91', scent: null, color: null, quantity: 3 }], discountCode: null });
  });

  it('applies a code the server quotes (as the server normalised it), which replaces the automatic promotion, and removes it', async () => {
    const { asked, box, cart } = await setUp();
    await cart.add(candleDraft());
    await box.quote();
    box.type(' ab12-cd34 ');
    await box.apply();
    expect(asked.at(-1)!.discountCode).toBe('ab12-cd34');
    expect(box.$applied.get()).toBe('AB12CD34');
    expect(box.$quote.get()).toEqual({ discount: 2700, name: 'Newsletter', code: 'AB12CD34', replaces: 'Summer' });
    await box.remove();
    expect(box.$applied.get()).toBeUndefined();
    expect(box.$quote.get()).toMatchObject({ discount: 1000, name: 'Summer' });
  });

  it('says why a code is refused (unknown, used up, not for this basket) and keeps what was typed and the automatic promotion', async () => {
    const { box, cart } = await setUp();
    for (let n = 0; n < 3; n++) await cart.add(candleDraft({ product: { id: String(20 + n), stock: 5, details: { title: `Candle ${n}`, price: 5000 } }, size: null }));
    await box.quote();
    for (const [typed, key] of [
      ['NOPE', 'checkoutForm.codeInvalid'],
      ['FULL', 'checkoutForm.codeExhausted'],
      ['AB12CD34', 'checkoutForm.codeNotApplicable'],
    ]) {
      box.type(typed!);
      await box.apply();
      expect(box.$error.get()).toBe(key);
      expect(box.$typed.get()).toBe(typed);
      expect(box.$applied.get()).toBeUndefined();
      expect(box.$quote.get()).toMatchObject({ discount: 3000, name: 'Summer' });
    }
    box.type('NOPE2');
    expect(box.$error.get()).toBeUndefined();
  });

  it('takes an applied code off with its reason when the lines change so that it no longer applies', async () => {
    const { box, cart } = await setUp();
    await cart.add(candleDraft());
    box.type('AB12CD34');
    await box.apply();
    for (let n = 0; n < 2; n++) await cart.add(candleDraft({ product: { id: String(30 + n), stock: 5, details: { title: `Candle ${n}`, price: 5000 } }, size: null }));
    await box.quote();
    expect(box.$error.get()).toBe('checkoutForm.codeNotApplicable');
    expect(box.$applied.get()).toBeUndefined();
    expect(box.$quote.get()).toMatchObject({ discount: 3000, name: 'Summer', code: null });
  });

  it('keeps only the latest answer when the lines change while a quote is on its way', async () => {
    const { box, cart, hold, release } = await setUp();
    await cart.add(candleDraft());
    hold(true);
    const first = box.quote();
    await cart.add(candleDraft({ product: { id: '40', stock: 5, details: { title: 'Other', price: 5000 } }, size: null }));
    hold(false);
    await box.quote();
    release();
    await first;
    expect(box.$quote.get()).toMatchObject({ discount: 2000 });
  });

  it('applies a code being checked when the lines change meanwhile', async () => {
    const { asked, box, cart, hold, release } = await setUp();
    await cart.add(candleDraft());
    box.type('AB12CD34');
    hold(true);
    const applying = box.apply();
    await cart.add(candleDraft({ product: { id: '41', stock: 5, details: { title: 'Other', price: 5000 } }, size: null }));
    hold(false);
    await box.quote();
    release();
    await applying;
    expect(asked.at(-1)!.discountCode).toBe('AB12CD34');
    expect(box.$applied.get()).toBe('AB12CD34');
    expect(box.$quote.get()).toMatchObject({ discount: 5400, code: 'AB12CD34' });
    expect(box.$checking.get()).toBe(false);
  });

  it('says when the shop could not be reached, and asks nothing for an empty box', async () => {
    const { asked, box } = await setUp({ network: true });
    await box.apply();
    expect(asked).toEqual([]);
    box.type('AB12');
    await box.apply();
    expect(box.$error.get()).toBe('errors.network');
  });

  it('says when too many codes were tried from here (SECURITY-REVIEW L9)', async () => {
    const { box } = await setUp({ throttled: true });
    box.type('GUESS');
    await box.apply();
    expect(box.$error.get()).toBe('checkoutForm.codeThrottled');
  });

  it('takes the code off when the order was refused for it, and quotes the automatic promotion again', async () => {
    const { box, cart } = await setUp();
    await cart.add(candleDraft());
    box.type('AB12CD34');
    await box.apply();
    await box.refused();
    expect(box.$applied.get()).toBeUndefined();
    expect(box.$error.get()).toBe('checkoutForm.codeInvalid');
    expect(box.$quote.get()).toMatchObject({ name: 'Summer' });
    await box.refused('checkoutForm.codeNotYours');
    expect(box.$error.get()).toBe('checkoutForm.codeNotYours');
  });
});
