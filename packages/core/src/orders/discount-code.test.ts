import { describe, expect, it } from 'vitest';
import { createAccountClient } from '../api/account-client.js';
import { createDiscountCode } from './discount-code.js';

function setUp(answer: 'usable' | 'unknown' | 'network' | 'throttled') {
  const asked: string[] = [];
  const fetch: typeof globalThis.fetch = async (_input, init) => {
    const body = JSON.parse(String(init?.body)) as { variables: { code: string } };
    asked.push(body.variables.code);
    if (answer === 'network') throw new TypeError('Failed to fetch');
    if (answer === 'throttled') {
      const errors = [{ message: 'bad.request', extensions: { validation: { discountCode: ['input.discountCode.throttled'] } } }];
      return new Response(JSON.stringify({ data: { discountCode: null }, errors }), { headers: { 'content-type': 'application/json' } });
    }
    const data = { discountCode: answer === 'usable' ? { code: body.variables.code, percent: 15 } : null };
    return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
  };
  return { asked, box: createDiscountCode({ client: createAccountClient({ endpoint: 'https://shop.test/graphql', fetch }), lang: () => 'en' }) };
}

describe('createDiscountCode', () => {
  it('asks the server for the code as typed, normalised, and applies it', async () => {
    const { asked, box } = setUp('usable');
    box.type(' ab12-cd34 ');
    await box.apply();
    expect(asked).toEqual(['AB12CD34']);
    expect(box.$applied.get()).toEqual({ code: 'AB12CD34', percent: 15 });
    box.remove();
    expect(box.$applied.get()).toBeUndefined();
  });

  it('says an unknown or used code is not valid, and keeps what was typed', async () => {
    const { box } = setUp('unknown');
    box.type('NOPE');
    await box.apply();
    expect(box.$error.get()).toBe('checkoutForm.codeInvalid');
    expect(box.$typed.get()).toBe('NOPE');
    box.type('NOPE2');
    expect(box.$error.get()).toBeUndefined();
  });

  it('says when the shop could not be reached, and asks nothing for an empty box', async () => {
    const { asked, box } = setUp('network');
    await box.apply();
    expect(asked).toEqual([]);
    box.type('AB12');
    await box.apply();
    expect(box.$error.get()).toBe('errors.network');
  });

  it('says when too many codes were tried from here (SECURITY-REVIEW L9)', async () => {
    const { box } = setUp('throttled');
    box.type('GUESS');
    await box.apply();
    expect(box.$error.get()).toBe('checkoutForm.codeThrottled');
  });

  it('takes the code off when the order was refused for it', async () => {
    const { box } = setUp('usable');
    box.type('AB12');
    await box.apply();
    box.refused();
    expect(box.$applied.get()).toBeUndefined();
    expect(box.$error.get()).toBe('checkoutForm.codeInvalid');
    box.refused('checkoutForm.codeNotYours');
    expect(box.$error.get()).toBe('checkoutForm.codeNotYours');
  });
});
