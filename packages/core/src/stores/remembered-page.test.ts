import { beforeEach, describe, expect, it } from 'vitest';
import { freshPage } from '../internal/fresh-page.js';

describe('$rememberedPage', () => {
  beforeEach(freshPage);

  it('gives the remembered page once, then home', async () => {
    const { rememberPage, takeRememberedPage } = await import('./remembered-page.js');
    rememberPage('/account/orderHistory?page=2');
    expect(takeRememberedPage()).toBe('/account/orderHistory?page=2');
    expect(takeRememberedPage()).toBe('/');
  });

  it('remembers only paths of this site', async () => {
    const { rememberPage, takeRememberedPage } = await import('./remembered-page.js');
    for (const outside of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      rememberPage(outside);
      expect(takeRememberedPage()).toBe('/');
    }
  });
});
