import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/preact';
import { $refillCart, giftCardCodeOf, refillCart, refillTotal } from '@candleshop/core';
import { mountElement, onTestShop } from '../../../../tests/support/element-suite.js';
import { heardAnalytics } from '../internal/heard-analytics.js';
import { grantAnalyticsConsent, revokeAnalyticsConsent } from '../sdk/analytics-consent.js';
import { define } from './define.js';

// A test may answer some operations itself (a payment the test API has no gateway for).
let answerOf: ((operation: string) => unknown) | undefined;
onTestShop(define, (_input, init) => {
  const operation = (JSON.parse(String(init?.body ?? '{}')) as { operationName?: string }).operationName ?? '';
  const answer = answerOf?.(operation);
  return answer ? new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }) : undefined;
});
afterEach(() => {
  revokeAnalyticsConsent();
  document.body.replaceChildren();
  refillCart.clear();
  answerOf = undefined;
  vi.restoreAllMocks();
});

const mount = (attributes: Record<string, string> = {}) => mountElement('candle-refill-builder', attributes, (shadow) => shadow.querySelector('form') !== null);

const group = (shadow: ShadowRoot, legend: string) => [...shadow.querySelectorAll('fieldset')].find((fieldset) => fieldset.querySelector('legend')!.textContent === legend)!;
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

  it('reports add_to_cart with the refill line only once the page granted analytics consent', async () => {
    const { heard, stop } = heardAnalytics();
    try {
      const before = await mount();
      await pickAll(before.shadow);
      before.shadow.querySelector<HTMLButtonElement>('[part="add"]')!.click();
      await waitFor(() => expect($refillCart.get().items).toHaveLength(1));
      expect(heard).toEqual([]);
      before.element.remove();
      grantAnalyticsConsent();
      const { shadow } = await mount();
      await pickAll(shadow);
      shadow.querySelector<HTMLButtonElement>('[part="add"]')!.click();
      await waitFor(() => expect(heard).toHaveLength(1));
      const [line] = $refillCart.get().items;
      const unit = refillTotal({ ...line!, quantity: 1 });
      expect(heard[0]).toEqual({
        event: 'add_to_cart',
        ecommerce: {
          currency: 'IQD',
          value: unit,
          items: [
            {
              item_id: 'refill',
              item_name: line!.container.title,
              item_category: 'refill',
              item_variant: [line!.size.title, line!.color.title, line!.scent.title, line!.wick.title].join(' / '),
              price: unit,
              quantity: 1,
            },
          ],
        },
      });
    } finally {
      stop();
    }
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

const field = (shadow: ShadowRoot, id: string) => shadow.querySelector<HTMLInputElement | HTMLSelectElement>(`#${id}`)!;
function type(shadow: ShadowRoot, id: string, value: string) {
  const input = field(shadow, id);
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
const dialog = (shadow: ShadowRoot, part: string) => shadow.querySelector<HTMLDialogElement>(`dialog[part="${part}"]`)!;

// Opens Request now (its chunk loads on the first click) and fills a guest's contact and delivery.
async function fillGuestDelivery(shadow: ShadowRoot) {
  shadow.querySelector<HTMLButtonElement>('[part="request-now"]')!.click();
  await waitFor(() => expect(shadow.querySelector('[part="request"] form')).toBeTruthy());
  type(shadow, 'name', 'Sara');
  type(shadow, 'phone', '07701234567');
  type(shadow, 'email', 'sara@example.com');
  shadow.querySelector<HTMLInputElement>('input[name="shipping"][value="delivery"]')!.click();
  await waitFor(() => expect((field(shadow, 'city') as HTMLSelectElement).options.length).toBeGreaterThan(1));
  type(shadow, 'city', (field(shadow, 'city') as HTMLSelectElement).options[1]!.value);
  type(shadow, 'address', 'Street 5, Erbil');
}

async function sendRequest(shadow: ShadowRoot, method = 'cash') {
  shadow.querySelector<HTMLButtonElement>('[part="request-submit"]')!.click();
  await waitFor(() => expect(dialog(shadow, 'payment-modal').open).toBe(true));
  dialog(shadow, 'payment-modal').querySelector<HTMLInputElement>(`input[value="${method}"]`)!.click();
  dialog(shadow, 'payment-modal')
    .querySelector('form')!
    .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}

describe('<candle-refill-builder> Request now', () => {
  it('names the missing step instead of opening the form', async () => {
    const { shadow } = await mount();
    radios(shadow, 'Refill container')[0]!.click();
    shadow.querySelector<HTMLButtonElement>('[part="request-now"]')!.click();
    await waitFor(() => expect(shadow.querySelector('[part="error"]')!.textContent).toBe('Please choose a size'));
    expect(shadow.querySelector('[part="request"]')).toBeNull();
  });

  it("checks as the checkout does (shipping, its pickup point, then a guest's contact one field at a time) and keeps what was typed", async () => {
    const { shadow } = await mount();
    const errors = () => [...shadow.querySelectorAll('[part="field-error"]')].map((error) => error.textContent);
    const submit = () => shadow.querySelector<HTMLButtonElement>('[part="request-submit"]')!.click();
    await pickAll(shadow);
    shadow.querySelector<HTMLButtonElement>('[part="request-now"]')!.click();
    await waitFor(() => expect(shadow.querySelector('[part="request"] form')).toBeTruthy());
    submit();
    await waitFor(() => expect(shadow.querySelector('.alert.info')?.textContent).toBe('Please choose delivery or pickup'));
    shadow.querySelector<HTMLInputElement>('input[name="shipping"][value="pickup"]')!.click();
    type(shadow, 'name', 'Sara');
    submit();
    await waitFor(() => expect(errors()).toEqual(['Please choose a pickup point']));
    await waitFor(() => expect((field(shadow, 'sellingPoint') as HTMLSelectElement).options.length).toBeGreaterThan(1));
    type(shadow, 'sellingPoint', (field(shadow, 'sellingPoint') as HTMLSelectElement).options[1]!.value);
    submit();
    await waitFor(() => expect(errors()).toEqual(['Phone is required']));
    expect(field(shadow, 'name').value).toBe('Sara');
    expect(dialog(shadow, 'payment-modal').open).toBe(false);
  });

  it("requests a guest's refill with cash and delivery from the server and confirms it with its number", async () => {
    const { element, shadow } = await mount();
    const requested: Array<{ id: string; to: string; href: string | null; method: string }> = [];
    element.addEventListener('candle-refill-requested', (event) => requested.push(event.detail));
    await pickAll(shadow);
    await fillGuestDelivery(shadow);
    await sendRequest(shadow);
    await waitFor(() => expect(requested).toHaveLength(1));
    expect(requested[0]).toMatchObject({ method: 'cash', to: 'refillConfirmation', href: null });
    expect(requested[0]!.id).toMatch(/^\d+$/);
    const confirmation = shadow.querySelector('[part="confirmation"]')!;
    expect(confirmation.getAttribute('role')).toBe('status');
    expect(confirmation.textContent).toContain(`Your request number is ${requested[0]!.id}.`);
    // A requested refill never was in the refill cart.
    expect($refillCart.get().items).toEqual([]);
  });

  it('reports request_refill with the request id as its transaction, once the page granted consent', async () => {
    grantAnalyticsConsent();
    const { heard, stop } = heardAnalytics();
    try {
      const { element, shadow } = await mount();
      const requested: Array<{ id: string }> = [];
      element.addEventListener('candle-refill-requested', (event) => requested.push(event.detail));
      await pickAll(shadow);
      await fillGuestDelivery(shadow);
      await sendRequest(shadow);
      await waitFor(() => expect(requested).toHaveLength(1));
      expect(heard).toHaveLength(1);
      expect(heard[0]).toMatchObject({ event: 'request_refill', ecommerce: { currency: 'IQD', transaction_id: requested[0]!.id, items: [{ item_id: 'refill', quantity: 1 }] } });
      expect(heard[0]!.ecommerce!.value).toBeGreaterThan(0);
    } finally {
      stop();
    }
  });

  it('goes to the provider unless the host cancels candle-refill-requested', async () => {
    answerOf = (operation) =>
      operation === 'RefillRequestGuest' ? { data: { refillRequestGuest: { id: '31', uuid: 'r-31', email: 'sara@example.com', token: 'z-31', operation_type: 'refill', url: null, fibToken: null } } } : undefined;
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { element, shadow } = await mount();
    let cancel = true;
    const seen: Array<{ to: string; href: string | null }> = [];
    element.addEventListener('candle-refill-requested', (event) => {
      seen.push(event.detail);
      if (cancel) event.preventDefault();
    });
    await pickAll(shadow);
    await fillGuestDelivery(shadow);
    await sendRequest(shadow, 'zaincash');
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toMatchObject({ to: 'provider', href: 'http://shop.test/payments/zaincash/pay?id=z-31' });
    expect(assign).not.toHaveBeenCalled();
    cancel = false;
    await sendRequest(shadow, 'zaincash');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://shop.test/payments/zaincash/pay?id=z-31'));
  });

  it('keeps what was typed and says why when the server refuses', async () => {
    answerOf = (operation) => (operation === 'RefillRequestGuest' ? { data: null, errors: [{ message: 'bad.request' }] } : undefined);
    const { shadow } = await mount();
    await pickAll(shadow);
    await fillGuestDelivery(shadow);
    await sendRequest(shadow);
    await waitFor(() => expect(shadow.querySelector('.alert.fail')?.textContent).toContain('An error occured, please try again later!'));
    expect(field(shadow, 'address').value).toBe('Street 5, Erbil');
    expect(shadow.querySelector<HTMLButtonElement>('[part="request-submit"]')!.disabled).toBe(false);
  });

  it('takes a gift card in the request form: its share and what is left shown, a request it pays wholly sent without a payment choice, request_refill carrying gift_card', async () => {
    const code = giftCardCodeOf(new Uint8Array(12).fill(7));
    answerOf = (operation) =>
      operation === 'GiftCardBalance'
        ? { data: { giftCardBalance: { last4: code.slice(-4), balance: 1_000_000, status: 'active' } } }
        : operation === 'RefillRequestGuest'
          ? { data: { refillRequestGuest: { id: '32', uuid: 'r-32', email: 'sara@example.com', token: null, operation_type: 'refill', url: null, fibToken: null } } }
          : undefined;
    grantAnalyticsConsent();
    const { heard, stop } = heardAnalytics();
    try {
      const { element, shadow } = await mount();
      const requested: Array<{ id: string }> = [];
      element.addEventListener('candle-refill-requested', (event) => requested.push(event.detail));
      await pickAll(shadow);
      await fillGuestDelivery(shadow);
      const total = price(shadow)!;
      shadow.querySelector<HTMLElement>('[part="gift-cards"] summary')!.click();
      await waitFor(() => expect(shadow.querySelector('#gift-card-code')).toBeTruthy());
      type(shadow, 'gift-card-code', code);
      [...shadow.querySelectorAll<HTMLButtonElement>('button')].find((button) => button.textContent === 'Add card')!.click();
      await waitFor(() => expect(shadow.querySelector('.gift-card-list li')?.textContent).toContain(`pays ${total}`));
      expect(shadow.querySelector('[part="gift-card-paid"]')!.textContent).toBe(`−${total}`);
      expect(shadow.querySelector('[part="left-to-pay"]')!.textContent).toBe('0 IQD');
      // The refill request's own words, not the checkout's order ones.
      expect(shadow.querySelector('.gift-cards [role="status"]')!.textContent).toBe('Your gift cards pay the whole refill: no payment is needed.');
      shadow.querySelector<HTMLButtonElement>('[part="request-submit"]')!.click();
      await waitFor(() => expect(requested).toHaveLength(1));
      expect(dialog(shadow, 'payment-modal').open).toBe(false);
      expect(heard[0]).toMatchObject({ event: 'request_refill', ecommerce: { transaction_id: '32' } });
      expect(heard[0]!.ecommerce!.gift_card).toBe(heard[0]!.ecommerce!.value);
    } finally {
      stop();
    }
  });

  it('has no serious accessibility violations with the form open', async () => {
    const { shadow } = await mount();
    await pickAll(shadow);
    await fillGuestDelivery(shadow);
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
