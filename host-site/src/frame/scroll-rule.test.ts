import { describe, expect, it } from 'vitest';
import { keepsScroll } from './scroll-rule.js';

const at = (route: string, path: string) => ({ route, path });

describe('keepsScroll (SPEC §2 Navigation guard)', () => {
  it('keeps the position on entering /account from another page, in every language', () => {
    expect(keepsScroll(at('home', '/'), at('account', '/account'))).toBe(true);
    expect(keepsScroll(at('shop', '/ar/shop'), at('orderHistory', '/ar/account/orderHistory'))).toBe(true);
  });

  it('keeps the position on /order… pages', () => {
    expect(keepsScroll(at('checkout', '/checkout'), at('orderDetails', '/orders/5f0c'))).toBe(true);
    expect(keepsScroll(at('home', '/ku'), at('orderDetails', '/ku/orders/7'))).toBe(true);
  });

  it('keeps the position within one route (a shop filter)', () => {
    expect(keepsScroll(at('shop', '/shop'), at('shop', '/shop'))).toBe(true);
  });

  it('scrolls to the top on any other navigation, leaving /account included', () => {
    expect(keepsScroll(at('account', '/account'), at('home', '/'))).toBe(false);
    expect(keepsScroll(at('home', '/'), at('productDetails', '/ar/products/4'))).toBe(false);
    expect(keepsScroll(at('home', '/'), at('orderHistory', '/arabic/account'))).toBe(false);
  });
});
