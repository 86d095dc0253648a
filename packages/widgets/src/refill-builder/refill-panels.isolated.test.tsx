import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/preact';
import { $auth, loggedIn, refillCart } from '@candleshop/core';
import { mountElement, onTestShop } from '../../../../tests/support/element-suite.js';
import { define } from './define.js';

// The plan form's chunk cannot be downloaded (the shopper went offline, a deploy replaced it):
// the failure and its retry belong to that panel, not to Request now, whose chunk is still on its way.
const requestChunk = vi.hoisted(() => {
  let arrive = () => {};
  return { arrived: new Promise<void>((resolve) => (arrive = resolve)), arrive: () => arrive() };
});
vi.mock('./refill-plan.js', () => {
  throw new Error('the chunk is gone');
});
vi.mock('./refill-request.js', async (importOriginal) => {
  await requestChunk.arrived;
  return importOriginal();
});
onTestShop(define);
afterEach(() => {
  document.body.replaceChildren();
  $auth.set({ loggedIn: false, checked: false, pending: false });
  refillCart.clear();
});

const mount = () => mountElement('candle-refill-builder', {}, (shadow) => shadow.querySelector('form') !== null);
const button = (shadow: ShadowRoot, part: string) => shadow.querySelector<HTMLButtonElement>(`[part="${part}"]`)!;
const failure = (shadow: ShadowRoot) => [...shadow.querySelectorAll('[role="alert"]')].find((alert) => alert.textContent!.includes('We could not load the form.'));

describe('<candle-refill-builder> panels that cannot load', () => {
  it("keeps a failed panel's retry message to that panel", async () => {
    loggedIn({ id: '1', name: 'Sara', email: 'sara@example.com', phone: '07701234567' });
    const { shadow } = await mount();
    for (let index = 0; index < 5; index++) {
      await waitFor(() => expect(shadow.querySelectorAll('fieldset')[index]!.querySelector('input')).toBeTruthy());
      shadow.querySelectorAll('fieldset')[index]!.querySelector<HTMLInputElement>('input')!.click();
    }

    button(shadow, 'make-plan').click();
    await waitFor(() => expect(failure(shadow)?.querySelector('button')?.textContent).toBe('Try again'));

    button(shadow, 'request-now').click();
    await waitFor(() => expect(shadow.querySelector('[role="status"][aria-busy="true"]')?.textContent).toBe('Loading the form…'));
    expect(failure(shadow)).toBeUndefined();
    requestChunk.arrive();
    await waitFor(() => expect(shadow.querySelector('[part~="request"] form')).toBeTruthy());

    button(shadow, 'make-plan').click();
    await waitFor(() => expect(failure(shadow)).toBeTruthy());
  });
});
