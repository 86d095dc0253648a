import { describe, expect, it } from 'vitest';
import { canonicalPath, renderAddress } from './page-address.js';

const at = (path: string) => new URL(path, 'http://shop.test');

describe('renderAddress (SECURITY-REVIEW M7)', () => {
  it('drops the parameters a page does not read', () => {
    expect(renderAddress(at('/products/1?x=1'), 'productDetails').href).toBe('http://shop.test/products/1');
    expect(renderAddress(at('/ar/products/1?x=2&utm_source=y'), 'productDetails').href).toBe('http://shop.test/ar/products/1');
    expect(renderAddress(at('/nowhere?x=3'), undefined).href).toBe('http://shop.test/nowhere');
  });

  it('keeps those it reads, in one order', () => {
    expect(renderAddress(at('/shop?x=1&page=2&category=3'), 'shop').href).toBe('http://shop.test/shop?category=3&page=2');
    expect(renderAddress(at('/search?s=rose&x=1'), 'search').href).toBe('http://shop.test/search?s=rose');
    expect(renderAddress(at('/refill?quantity=2&x=1'), 'refill').href).toBe('http://shop.test/refill?quantity=2');
    // A guest's ticket shows on the workshops page (SPEC §2): its own page, never another visitor's.
    expect(renderAddress(at('/workshops?id=4&token=t&email=e&type=ticket&x=1'), 'workshops').search).toBe('?id=4&token=t&email=e&type=ticket');
  });
});

describe('canonicalPath', () => {
  it('keeps the canonical parameters, page 1 left out', () => {
    expect(canonicalPath('/shop', new URLSearchParams('page=1&category=2&x=1'), 'shop')).toBe('/shop?category=2');
    expect(canonicalPath('/refill', new URLSearchParams('quantity=2'), 'refill')).toBe('/refill');
  });
});
