import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { $savedCartRef, cart, createAccountClient, keepSavedCartRef, createLocalHumanCheck, createPublicClient, loggedIn, userLoaded, type CartDraft } from '@candleshop/core';
import { startTestApi, type TestApi } from '../../../../tests/support/test-api.js';
import { Checkout } from './checkout.js';

// Issue 37 item 2: the checkout's "Remind me of this cart if I leave it", against the real API.

let api: TestApi;
// Product 1 of the demo catalogue with its first size, colour and scent, as the server sells it.
let candle: CartDraft;
// Starting the API (its seeded database) takes a while on a busy machine.
beforeAll(async () => {
  api = await startTestApi();
  const response = await api.fetch('http://shop.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ product(id: 1) { id stock details { title price } sizes { id price size { id title } } colors { id title color } scents { id title } } }' }),
  });
  const { product } = (
    (await response.json()) as {
      data: { product: { id: string; stock: number; details: { title: string; price: number | null }; sizes: CartDraft['size'][]; colors: CartDraft['color'][]; scents: CartDraft['scent'][] } };
    }
  ).data;
  candle = { product: { id: product.id, stock: product.stock, details: product.details }, size: product.sizes[0]!, color: product.colors[0] ?? null, scent: product.scents[0]!, quantity: 2 };
}, 120_000);
afterAll(() => api.close());
beforeEach(() => {
  keepSavedCartRef(undefined);
  userLoaded(undefined);
  cart.clear();
  localStorage.clear();
});
// A save still under way when a test ends would keep its reference in the next test's page.
const inFlight = new Set<Promise<unknown>>();
afterEach(async () => {
  cleanup();
  await Promise.allSettled([...inFlight]);
  // The answer's own handling (its JSON read) comes after the response: one turn of the event loop.
  await new Promise((resolve) => setTimeout(resolve));
});

const SAVED_CART = `query ($ref: String!) { savedCart(ref: $ref) { items { quantity product { id } } } }`;

type Sent = { operation: string; variables: Record<string, unknown> };

/** The real API, every call recorded; `answers` stands in for the server on the operations it names. */
function renderCheckout(answers: Record<string, (variables: Record<string, unknown>) => unknown> = {}) {
  const sent: Sent[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const reply = answer(input, init);
    inFlight.add(reply);
    void reply.finally(() => inFlight.delete(reply));
    return reply;
  };
  const answer = async (input: Parameters<typeof globalThis.fetch>[0], init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { operationName: string; variables: Record<string, unknown> };
    sent.push({ operation: body.operationName, variables: body.variables });
    const fake = answers[body.operationName];
    return fake ? new Response(JSON.stringify(fake(body.variables)), { headers: { 'content-type': 'application/json' } }) : api.fetch(input, init);
  };
  render(
    <Checkout
      client={createPublicClient({ endpoint: 'http://shop.test/graphql', fetch: api.fetch })}
      account={createAccountClient({ endpoint: 'http://shop.test/graphql', fetch })}
      lang="en"
      storefront="http://shop.test"
      humanCheck={createLocalHumanCheck({ warn: () => {} })}
      payment={{ zaincashPayUrl: 'http://shop.test/payments/zaincash/pay', nasspayCheckoutUrl: 'http://shop.test/payments/nasspay/checkout' }}
      onOrderCreated={() => {}}
    />,
  );
  return sent;
}

const box = () => screen.findByRole('checkbox', { name: 'Remind me of this cart if I leave it' }) as Promise<HTMLInputElement>;
const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const savedCart = async (ref: string) => {
  const response = await api.fetch('http://shop.test/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: SAVED_CART, variables: { ref } }) });
  return ((await response.json()) as { data: { savedCart: { items: { quantity: number; product: { id: string } }[] } | null } }).data.savedCart;
};
const saves = (sent: Sent[]) => sent.filter((call) => call.operation === 'SaveCartForReminder').map((call) => call.variables);

/** A cart of the candle, the checkout shown and its box ticked: the calls sent and the reference kept. */
async function tickedCheckout() {
  await cart.add(candle);
  const sent = renderCheckout();
  fireEvent.click(await box());
  await waitFor(() => expect($savedCartRef.get()).toBeTruthy());
  return { sent, ref: $savedCartRef.get()! };
}

describe('the cart reminder box', () => {
  it('is unticked in the guest’s contact step, and saves nothing until ticked', async () => {
    await cart.add(candle);
    const sent = renderCheckout();
    const contact = await screen.findByRole('group', { name: 'Your details' });
    const consent = await box();
    expect(within(contact).getByRole('checkbox')).toBe(consent);
    expect(consent.checked).toBe(false);
    type('Email', 'left@example.com');
    expect(saves(sent)).toEqual([]);
    expect($savedCartRef.get()).toBeUndefined();
  });

  it('ticked, keeps the cart with the contact typed so far under a reference the page keeps', async () => {
    await cart.add(candle);
    const sent = renderCheckout();
    await screen.findByRole('group', { name: 'Your details' });
    type('Name', 'Shilan');
    type('Email', 'left@example.com');
    fireEvent.click(await box());
    await waitFor(() => expect($savedCartRef.get()).toMatch(/^[\w-]{43}$/));
    expect(saves(sent)[0]).toEqual({
      ref: null,
      consent: true,
      products: [{ id: '1', size: candle.size!.id, scent: candle.scent!.id, color: candle.color?.id ?? null, quantity: 2 }],
      refillItems: [],
      contact: { name: 'Shilan', email: 'left@example.com', phone: '' },
    });
    expect(localStorage.getItem('saved-cart')).toBe($savedCartRef.get());
    expect(await savedCart($savedCartRef.get()!)).toEqual({ items: [{ quantity: 2, product: { id: '1' } }] });
  });

  it('saves the cart again under the same reference when it changes while ticked', async () => {
    const { sent, ref } = await tickedCheckout();
    await cart.add({ ...candle, quantity: 1 });
    await waitFor(() => expect(saves(sent)).toHaveLength(2), { timeout: 5000 });
    await waitFor(async () => expect(await savedCart(ref)).toEqual({ items: [{ quantity: 3, product: { id: '1' } }] }));
    expect($savedCartRef.get()).toBe(ref);
  });

  it('unticked, tells the server to forget the cart and forgets its reference', async () => {
    const { sent, ref } = await tickedCheckout();
    fireEvent.click(await box());
    await waitFor(() => expect($savedCartRef.get()).toBeUndefined());
    expect(saves(sent).at(-1)).toEqual({ ref, consent: false, contact: null });
    expect(await savedCart(ref)).toBeNull();
  });

  it('is ticked after a reload while the page keeps a cart', async () => {
    await cart.add(candle);
    $savedCartRef.set('k'.repeat(43));
    renderCheckout();
    await waitFor(async () => expect((await box()).checked).toBe(true));
  });

  it('shows a signed-in customer their account’s answer, and saves their cart without a contact', async () => {
    loggedIn({ id: '1', name: 'Sara', email: 'sara@example.com', phone: '07701234567' });
    await cart.add(candle);
    const sent = renderCheckout({
      MyCartReminders: () => ({ data: { myCartReminders: true } }),
      SaveCartForReminder: (variables) => ({ data: { saveCartForReminder: variables.consent ? { ref: 'a'.repeat(43) } : null } }),
    });
    await waitFor(async () => expect((await box()).checked).toBe(true));
    await waitFor(() => expect($savedCartRef.get()).toBe('a'.repeat(43)));
    expect(saves(sent)[0]).toMatchObject({ consent: true, contact: null });
    fireEvent.click(await box());
    await waitFor(() => expect(saves(sent).at(-1)).toMatchObject({ consent: false }));
  });

  it('says when the choice could not be saved', async () => {
    await cart.add(candle);
    renderCheckout({ SaveCartForReminder: () => ({ errors: [{ message: 'rate.limited' }] }) });
    fireEvent.click(await box());
    expect((await screen.findByRole('alert')).textContent).toBe('Your choice could not be saved. Please try again.');
  });

  it('sends the kept reference with the order as cartRef', async () => {
    await cart.add(candle);
    $savedCartRef.set('k'.repeat(43));
    const sent = renderCheckout({
      SaveCartForReminder: (variables) => ({ data: { saveCartForReminder: { ref: variables.ref } } }),
      CheckoutGuest: () => ({ data: { checkoutGuest: { id: '9', uuid: 'u-9', email: 'left@example.com', token: null, operation_type: 'order', url: null, fibToken: null } } }),
    });
    await screen.findByRole('group', { name: 'Your details' });
    type('Name', 'Shilan');
    type('Phone', '07701234567');
    type('Email', 'left@example.com');
    fireEvent.click(screen.getByRole('radio', { name: 'Pickup' }));
    const point = (await screen.findByLabelText('Pickup point')) as HTMLSelectElement;
    await waitFor(() => expect(point.options.length).toBeGreaterThan(1));
    fireEvent.input(point, { target: { value: point.options[1]!.value } });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    fireEvent.submit(document.querySelector('dialog[part="payment-modal"] form')!);
    await waitFor(() => expect(sent.some((call) => call.operation === 'CheckoutGuest')).toBe(true));
    expect(sent.find((call) => call.operation === 'CheckoutGuest')!.variables.cartRef).toBe('k'.repeat(43));
    // The order closed it: the page forgets it with the cart.
    await waitFor(() => expect($savedCartRef.get()).toBeUndefined());
  });
});
