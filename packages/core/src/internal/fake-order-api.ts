// Test helper: a FIB token as the server answers it, a fake API answering core's order
// mutations, and SPEC §5's checks walked through, for the headless tests of the order placer and
// the order-like forms. Not public API.
import { expect } from 'vitest';
import { createAccountClient } from '../api/account-client.js';
import type { Lang } from '../i18n/languages.js';
import type { OrderFormModel, OrderFormOptions } from '../orders/order-form-state.js';

/** A FIB payment's token (SPEC §3 Payment result). */
export function fibTokenFixture(paymentId = 'p-1', validUntil = '2026-05-17T12:00:00Z') {
  return {
    paymentId,
    readableCode: 'ABCD-1234',
    qrCode: 'data:image/png;base64,AAAA',
    validUntil,
    personalAppLink: `https://personal.fib.iq/pay/${paymentId}`,
    businessAppLink: `https://business.fib.iq/pay/${paymentId}`,
    corporateAppLink: `https://corporate.fib.iq/pay/${paymentId}`,
  };
}

/** An answer: an order made, no answer, the phone-needed refusal, or a refusal with that key. */
export type OrderAnswer = 'ok' | 'network' | 'phone' | (string & {});

/**
 * Answers each order mutation from `answers` in turn ('ok' once they run out) and records what was
 * sent; `made` changes the payment result (a refill request answers operation_type refill).
 */
export function fakeOrderApi(answers: OrderAnswer[], made: Record<string, unknown> = {}) {
  const sent: { operation: string; variables: Record<string, unknown> }[] = [];
  const fetch: typeof globalThis.fetch = async (_input, init) => {
    const body = JSON.parse(String(init?.body)) as { operationName: string; variables: Record<string, unknown> };
    sent.push({ operation: body.operationName, variables: body.variables });
    const answer = answers.shift() ?? 'ok';
    if (answer === 'network') throw new TypeError('Failed to fetch');
    const field = body.operationName.charAt(0).toLowerCase() + body.operationName.slice(1);
    const order = { id: '41', uuid: 'u-41', email: 'sara@example.com', token: null, operation_type: 'order', url: null, fibToken: fibTokenFixture(), ...made };
    const payload =
      answer === 'ok'
        ? { data: { [field]: order } }
        : answer === 'phone'
          ? { data: null, errors: [{ message: 'unauthorized', extensions: { debugMessage: 'Unauthorized.phone' } }] }
          : { data: null, errors: [{ message: answer }] };
    return new Response(JSON.stringify(payload), { headers: { 'content-type': 'application/json' } });
  };
  return { sent, client: createAccountClient({ endpoint: 'http://shop.test/graphql', fetch }) };
}

/**
 * An order-like form's settings over `client`: the human check answers `<action>-1`, `-2`, … and
 * idempotency keys are `key-1`, `key-2`, …, so a test can tell attempts apart.
 */
export function orderFormOptions(client: OrderFormOptions['client'], lang: Lang) {
  let tokens = 0;
  let keys = 0;
  return {
    client,
    humanCheck: { token: async (action: string) => `${action}-${++tokens}` },
    payment: { zaincashPayUrl: 'https://shop.test/payments/zaincash/pay', nasspayCheckoutUrl: 'https://shop.test/payments/nasspay/checkout' },
    lang: () => lang,
    newKey: () => `key-${++keys}`,
  } satisfies OrderFormOptions;
}

/** Types a guest's contact as a shopper would, with stray spaces around the name. */
export function fillGuest(form: Pick<OrderFormModel, 'edit'>): void {
  form.edit('name', ' Sara ');
  form.edit('phone', '07701234567');
  form.edit('email', 'sara@example.com');
}

/** Chooses delivery to city 2 at a typed address. */
export function fillDelivery(form: Pick<OrderFormModel, 'edit'>): void {
  form.edit('shipping', 'delivery');
  form.edit('city', '2');
  form.edit('address', ' Street 5 ');
}

/**
 * Walks a guest's order-like form through SPEC §5's checks from delivery chosen: name, phone and
 * email one at a time, each error gone once typed, then city and address; it ends ready to pay.
 */
export function expectChecksInSpecOrder(form: Pick<OrderFormModel, 'edit' | 'review' | '$errors' | '$step'>): void {
  const shown = () => Object.entries(form.$errors.get()).filter(([, key]) => key);
  form.review();
  expect(shown()).toEqual([['name', 'checkout.nameRequired']]);
  form.edit('name', 'Sara');
  expect(shown()).toEqual([]);
  form.review();
  expect(shown()).toEqual([['phone', 'checkout.phoneRequired']]);
  form.edit('phone', '07701234567');
  form.review();
  expect(shown()).toEqual([['email', 'checkout.emailRequired']]);
  form.edit('email', 'sara@example.com');
  form.review();
  expect(shown()).toEqual([
    ['city', 'checkout.chooseCity'],
    ['address', 'checkout.enterAddress'],
  ]);
  form.edit('city', '2');
  expect(shown()).toEqual([['address', 'checkout.enterAddress']]);
  form.edit('address', 'Street 5');
  expect(form.$step.get()).toBe('editing');
  form.review();
  expect(form.$step.get()).toBe('paying');
}
