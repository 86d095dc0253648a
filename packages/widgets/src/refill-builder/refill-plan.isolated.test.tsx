import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/preact';
import { $auth, loggedIn, loggedOut, planDayFromToday, refillCart, userLoaded } from '@candleshop/core';
import { mountElement, onTestShop } from '../../../../tests/support/element-suite.js';
import { define } from './define.js';

// Issue 37 item 1: the builder's "Make this a plan". The materials, cities and selling points come
// from the test API; the plan mutation is answered here (the test API has no session for it) and
// recorded, as the server's own tests make plans of configurations for real.
type Sent = { operation: string; variables: Record<string, unknown> };
let sent: Sent[] = [];
let answerPlan: (variables: Record<string, unknown>) => unknown = () => ({ data: { createRefillPlan: { id: '27' } } });
onTestShop(define, (_input, init) => {
  const body = JSON.parse(String(init?.body ?? '{}')) as { operationName?: string; variables?: Record<string, unknown> };
  if (body.operationName !== 'CreateRefillPlanOfChoice') return undefined;
  sent.push({ operation: body.operationName, variables: body.variables ?? {} });
  return Promise.resolve(answerPlan(body.variables ?? {})).then((answer) => new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }));
});
const signIn = () => loggedIn({ id: '1', name: 'Sara', email: 'sara@example.com', phone: '07701234567' });
beforeEach(() => {
  sent = [];
  answerPlan = () => ({ data: { createRefillPlan: { id: '27' } } });
});
afterEach(() => {
  document.body.replaceChildren();
  $auth.set({ loggedIn: false, checked: false, pending: false });
  refillCart.clear();
});

const mount = (attributes: Record<string, string> = {}) => mountElement('candle-refill-builder', attributes, (shadow) => shadow.querySelector('form') !== null);
const part = <T extends Element = HTMLElement>(shadow: ShadowRoot, name: string) => shadow.querySelector<T & Element>(`[part~="${name}"]`);
const field = <T extends HTMLInputElement | HTMLSelectElement>(shadow: ShadowRoot, id: string) => shadow.querySelector<T>(`#${id}`)!;
function type(shadow: ShadowRoot, id: string, value: string) {
  const input = field(shadow, id);
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

// Picks the first choice of every step, in order (the step legends differ by language).
async function pickAll(shadow: ShadowRoot) {
  for (let index = 0; index < 5; index++) {
    await waitFor(() => expect(shadow.querySelectorAll('fieldset')[index]!.querySelector('input')).toBeTruthy());
    shadow.querySelectorAll('fieldset')[index]!.querySelector<HTMLInputElement>('input')!.click();
  }
}
const choice = (shadow: ShadowRoot, index: number) => shadow.querySelectorAll('fieldset')[index]!.querySelector<HTMLInputElement>('input:checked')!.value;

// Opens Make this a plan (its chunk loads on the first click) and picks the first pickup point.
async function openPlanWithPickup(shadow: ShadowRoot) {
  part<HTMLButtonElement>(shadow, 'make-plan')!.click();
  await waitFor(() => expect(shadow.querySelector('[part="plan"] form')).toBeTruthy());
  shadow.querySelector<HTMLInputElement>('input[name="shipping"][value="pickup"]')!.click();
  await waitFor(() => expect(field<HTMLSelectElement>(shadow, 'sellingPoint').options.length).toBeGreaterThan(1));
  const point = field<HTMLSelectElement>(shadow, 'sellingPoint').options[1]!.value;
  type(shadow, 'sellingPoint', point);
  return point;
}
const submitPlan = (shadow: ShadowRoot) => part<HTMLButtonElement>(shadow, 'plan-submit')!.click();

describe('<candle-refill-builder> Make this a plan', () => {
  it('is offered to a signed-in customer only; a signed-out shopper gets the sign-in link only where the page sets plans-href', async () => {
    userLoaded(undefined);
    const partner = await mount();
    await pickAll(partner.shadow);
    expect(part(partner.shadow, 'make-plan')).toBeNull();
    expect(part(partner.shadow, 'plan-sign-in')).toBeNull();
    partner.element.remove();

    const host = await mount({ 'plans-href': '/account/orderHistory#refill-plans' });
    const link = await waitFor(() => part<HTMLAnchorElement>(host.shadow, 'plan-sign-in')!);
    expect(link.textContent).toBe('Sign in to make this refill a plan');
    expect(link.getAttribute('href')).toBe('/account/orderHistory#refill-plans');
    expect(part(host.shadow, 'make-plan')).toBeNull();

    signIn();
    await waitFor(() => expect(part(host.shadow, 'make-plan')?.textContent).toBe('Make this a plan'));
    expect(part(host.shadow, 'plan-sign-in')).toBeNull();
  });

  it('closes the plan form when the customer signs out, here or in another tab', async () => {
    signIn();
    const { shadow } = await mount({ 'plans-href': '/account/orderHistory#refill-plans' });
    await pickAll(shadow);
    await openPlanWithPickup(shadow);
    loggedOut();
    await waitFor(() => expect(part(shadow, 'plan')).toBeNull());
    expect(part(shadow, 'make-plan')).toBeNull();
    // Once the page knows nobody is signed in, the sign-in link stands in its place.
    userLoaded(undefined);
    await waitFor(() => expect(part(shadow, 'plan-sign-in')).toBeTruthy());
  });

  it('names the missing step instead of opening the plan form', async () => {
    signIn();
    const { shadow } = await mount();
    shadow.querySelector('fieldset')!.querySelector<HTMLInputElement>('input')!.click();
    part<HTMLButtonElement>(shadow, 'make-plan')!.click();
    await waitFor(() => expect(part(shadow, 'error')!.textContent).toBe('Please choose a size'));
    expect(part(shadow, 'plan')).toBeNull();
  });

  it('makes the plan of the refill as configured with the chosen period, first day, place and payment, and links the plans', async () => {
    signIn();
    const { element, shadow } = await mount({ quantity: '2', 'plans-href': '/account/orderHistory#refill-plans' });
    const made: Array<{ id: string; everyWeeks: number; firstDate: string }> = [];
    element.addEventListener('candle-refill-plan-made', (event) => made.push(event.detail));
    await pickAll(shadow);
    const point = await openPlanWithPickup(shadow);
    expect(field(shadow, 'plan-weeks').value).toBe('4');
    expect(field(shadow, 'plan-day').value).toBe(planDayFromToday(28));
    type(shadow, 'plan-weeks', '2');
    await waitFor(() => expect(field(shadow, 'plan-day').value).toBe(planDayFromToday(14)));
    type(shadow, 'plan-day', planDayFromToday(10));
    shadow.querySelector<HTMLInputElement>('input[name="plan-method"][value="fib"]')!.click();
    submitPlan(shadow);
    await waitFor(() => expect(part(shadow, 'plan-made')).toBeTruthy());
    expect(sent).toEqual([
      {
        operation: 'CreateRefillPlanOfChoice',
        variables: {
          container: choice(shadow, 0),
          size: choice(shadow, 1),
          color: choice(shadow, 2),
          scent: choice(shadow, 3),
          wick: choice(shadow, 4),
          quantity: 2,
          method: 'fib',
          notes: null,
          address: null,
          city: null,
          selling_point: point,
          everyWeeks: 2,
          firstDate: planDayFromToday(10),
        },
      },
    ]);
    const success = part(shadow, 'plan-made')!;
    expect(success.getAttribute('role')).toBe('status');
    expect(success.textContent).toContain('Plan 27 is made: see it in your refill plans.');
    expect(success.querySelector('a')!.getAttribute('href')).toBe('/account/orderHistory#refill-plans');
    expect(success.textContent).toContain('Your first refill is on ');
    expect(made).toEqual([{ id: '27', everyWeeks: 2, firstDate: planDayFromToday(10) }]);
  });

  it('shows its progress while the plan is made, and on a refusal says why and keeps every choice', async () => {
    signIn();
    let release = () => {};
    answerPlan = () => new Promise<void>((resolve) => (release = resolve)).then(() => ({ data: null, errors: [{ message: 'plan.limit', extensions: { code: 'REFUSED' } }] }));
    const { shadow } = await mount();
    await pickAll(shadow);
    const point = await openPlanWithPickup(shadow);
    type(shadow, 'plan-weeks', '6');
    shadow.querySelector<HTMLInputElement>('input[name="plan-method"][value="zaincash"]')!.click();
    type(shadow, 'notes', 'Ring twice');
    submitPlan(shadow);
    await waitFor(() => expect(part(shadow, 'plan-submit')!.textContent).toBe('Making the plan…'));
    expect(shadow.querySelector('[part="plan"] form')!.getAttribute('aria-busy')).toBe('true');
    release();
    await waitFor(() => expect(shadow.querySelector('[part="plan"] .alert.fail')?.textContent).toContain('You already have 5 plans: end one before making another.'));
    expect(part(shadow, 'plan-submit')!.textContent).toBe('Make the plan');
    expect([field(shadow, 'plan-weeks').value, field(shadow, 'sellingPoint').value, field(shadow, 'notes').value]).toEqual(['6', point, 'Ring twice']);
    expect(shadow.querySelector<HTMLInputElement>('input[name="plan-method"]:checked')!.value).toBe('zaincash');
    expect(part(shadow, 'plan-made')).toBeNull();
  });

  it('checks the place and the day before sending anything', async () => {
    signIn();
    const { shadow } = await mount();
    await pickAll(shadow);
    part<HTMLButtonElement>(shadow, 'make-plan')!.click();
    await waitFor(() => expect(shadow.querySelector('[part="plan"] form')).toBeTruthy());
    submitPlan(shadow);
    await waitFor(() => expect(shadow.querySelector('[part="plan"] .alert.info')?.textContent).toBe('Please choose delivery or pickup'));
    shadow.querySelector<HTMLInputElement>('input[name="shipping"][value="delivery"]')!.click();
    type(shadow, 'plan-day', planDayFromToday(0));
    submitPlan(shadow);
    await waitFor(() => expect(shadow.querySelector('#plan-day-error')?.textContent).toBe('Choose a day after today and within 8 weeks.'));
    expect(field(shadow, 'city').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('speaks Arabic with Arabic-Indic digits', async () => {
    signIn();
    const { shadow } = await mount({ lang: 'ar', 'plans-href': '/ar/account/orderHistory#refill-plans' });
    await pickAll(shadow);
    expect(part(shadow, 'make-plan')!.textContent).toBe('اجعلها خطة');
    await openPlanWithPickup(shadow);
    expect([...field<HTMLSelectElement>(shadow, 'plan-weeks').options].map((option) => option.textContent)).toEqual(['كل أسبوعين', 'كل ٤ أسابيع', 'كل ٦ أسابيع', 'كل ٨ أسابيع']);
    submitPlan(shadow);
    await waitFor(() => expect(part(shadow, 'plan-made')).toBeTruthy());
    expect(part(shadow, 'plan-made')!.textContent).toContain('تم إنشاء الخطة ٢٧');
    expect(part(shadow, 'plan-made')!.textContent).not.toMatch(/[0-9]/);
  });

  it('has no serious accessibility violations with the plan form open', async () => {
    signIn();
    const { shadow } = await mount();
    await pickAll(shadow);
    await openPlanWithPickup(shadow);
    const results = await axe.run(shadow.querySelector('[part="base"]')!, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`)).toEqual([]);
  });
});
