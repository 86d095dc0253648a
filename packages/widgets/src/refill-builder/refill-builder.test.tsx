import axe from 'axe-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/preact';
import { $refillCart, refillCart, refillTotal } from '@candleshop/core';
import { startTestApi, type TestApi } from '../../../../tests/support/test-api.js';
import { define } from './define.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  // The element builds its public client on the global fetch: answer it from the test API.
  vi.stubGlobal('fetch', api.fetch);
  define({ endpoint: 'http://shop.test/graphql', storefront: 'http://shop.test' });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await api.close();
});
afterEach(() => {
  document.body.replaceChildren();
  refillCart.clear();
});

async function mount(attributes: Record<string, string> = {}) {
  const element = document.createElement('candle-refill-builder');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  await waitFor(() => expect(element.shadowRoot?.querySelector('form')).toBeTruthy(), { timeout: 5000 });
  return { element, shadow: element.shadowRoot! };
}

const group = (shadow: ShadowRoot, legend: string) =>
  [...shadow.querySelectorAll('fieldset')].find((fieldset) => fieldset.querySelector('legend')!.textContent === legend)!;
const radios = (shadow: ShadowRoot, legend: string) => [...group(shadow, legend).querySelectorAll<HTMLInputElement>('input[type="radio"]')];
const checked = (shadow: ShadowRoot, legend: string) => radios(shadow, legend).find((radio) => radio.checked)?.value;
const price = (shadow: ShadowRoot) => shadow.querySelector('[part="price"]')?.textContent;

// Picks the first option of every step, in order, as a shopper would.
async function pickAll(shadow: ShadowRoot) {
  for (const legend of ['Refill container', 'Size', 'Colour', 'Scent', 'Wick']) {
    await waitFor(() => expect(radios(shadow, legend).length).toBeGreaterThan(0));
    radios(shadow, legend)[0]!.click();
  }
}

describe('<candle-refill-builder>', () => {
  it('renders into an open shadow root with radio groups, and no size before a container', async () => {
    const { element, shadow } = await mount();
    expect(shadow.adoptedStyleSheets).toHaveLength(1);
    expect(element.querySelector('form')).toBeNull();
    expect(radios(shadow, 'Refill container').length).toBeGreaterThanOrEqual(2);
    expect(radios(shadow, 'Size')).toHaveLength(0);
    expect(group(shadow, 'Size').textContent).toContain('Choose a container to see its sizes.');
    expect(shadow.textContent).toContain('Choose every step to see the price.');
  });

  it('prices the choice live with the refill rule and announces each change', async () => {
    const { element, shadow } = await mount();
    const changes: Array<{ total: number | null; choices: { quantity: number } }> = [];
    element.addEventListener('candle-refill-change', (event) => changes.push(event.detail));
    await pickAll(shadow);
    await waitFor(() => expect(price(shadow)).toMatch(/^[\d,]+ IQD$/));
    const one = changes.at(-1)!.total!;
    expect(price(shadow)).toBe(`${one.toLocaleString('en-US')} IQD`);
    const quantity = shadow.querySelector<HTMLInputElement>('[part="quantity"]')!;
    quantity.value = '3';
    quantity.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => expect(changes.at(-1)).toMatchObject({ total: one * 3, choices: { quantity: 3 } }));
    await waitFor(() => expect(price(shadow)).toBe(`${(one * 3).toLocaleString('en-US')} IQD`));
    // The shopper's choices are written back to the attributes.
    expect(element.getAttribute('quantity')).toBe('3');
    expect(element.getAttribute('container')).toBe(radios(shadow, 'Refill container')[0]!.value);
  });

  it('starts from its attributes and follows a later change of one', async () => {
    const probe = await mount();
    await pickAll(probe.shadow);
    const ready = Object.fromEntries(['container', 'size', 'color', 'scent', 'wick'].map((name) => [name, probe.element.getAttribute(name)!]));
    probe.element.remove();
    const { element, shadow } = await mount({ ...ready, quantity: '2' });
    await waitFor(() => expect(price(shadow)).toBeTruthy());
    expect(checked(shadow, 'Size')).toBe(ready.size);
    expect(shadow.querySelector<HTMLInputElement>('[part="quantity"]')!.value).toBe('2');
    const otherScent = radios(shadow, 'Scent').find((radio) => radio.value !== ready.scent)!.value;
    element.setAttribute('scent', otherScent);
    await waitFor(() => expect(checked(shadow, 'Scent')).toBe(otherScent));
  });

  it("adds a guest's refill to the shared refill cart and says so", async () => {
    const { element, shadow } = await mount();
    const added: Array<{ total: number }> = [];
    element.addEventListener('candle-add-to-refill-cart', (event) => added.push(event.detail));
    await pickAll(shadow);
    shadow.querySelector<HTMLButtonElement>('[part="add"]')!.click();
    await waitFor(() => expect(shadow.querySelector('[part="added"]')!.textContent).toContain('Added to your refill cart'));
    const [line] = $refillCart.get().items;
    expect(line!.total).toBe(refillTotal(line!));
    expect(added).toEqual([expect.objectContaining({ total: line!.total })]);
    expect(JSON.parse(localStorage.getItem('refill-cart')!).items).toHaveLength(1);
  });

  it('names the missing step instead of adding', async () => {
    const { shadow } = await mount();
    radios(shadow, 'Refill container')[0]!.click();
    shadow.querySelector<HTMLButtonElement>('[part="add"]')!.click();
    await waitFor(() => expect(shadow.querySelector('[part="error"]')!.textContent).toBe('Please choose a size'));
    expect($refillCart.get().items).toEqual([]);
  });

  it('renders right to left with Arabic-Indic prices in Arabic', async () => {
    const { shadow } = await mount({ lang: 'ar' });
    expect(shadow.querySelector('[part="base"]')!.getAttribute('dir')).toBe('rtl');
    await pickEveryFirst(shadow);
    await waitFor(() => expect(price(shadow)).toMatch(/^[٠-٩٬]+ د\.ع$/));
  });

  it('has no serious accessibility violations', async () => {
    const { shadow } = await mount();
    await pickAll(shadow);
    const results = await axe.run(shadow.querySelector('[part="base"]')!, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`)).toEqual([]);
  });
});

// In Arabic the legends are Arabic: pick the first radio of every fieldset in order.
async function pickEveryFirst(shadow: ShadowRoot) {
  for (let index = 0; index < 5; index++) {
    await waitFor(() => expect(shadow.querySelectorAll('fieldset')[index]!.querySelector('input')).toBeTruthy());
    shadow.querySelectorAll('fieldset')[index]!.querySelector<HTMLInputElement>('input')!.click();
  }
}
