import { beforeEach, describe, expect, it } from 'vitest';
import { createAccountClient } from '../api/account-client.js';
import { refillDraft } from '../internal/fixtures.js';
import { freshPage } from '../internal/fresh-page.js';
import { planDayFromToday } from './plan-days.js';

type Answer = { data: unknown } | { errors: { message: string; extensions?: Record<string, unknown> }[] };

// A server that answers createRefillPlan from `answers` in turn and records what was sent.
function planApi(answers: Answer[]) {
  const sent: { operation: string; variables: Record<string, unknown> }[] = [];
  const fetch: typeof globalThis.fetch = async (_input, init) => {
    const body = JSON.parse(String(init?.body)) as { operationName: string; variables: Record<string, unknown> };
    sent.push({ operation: body.operationName, variables: body.variables });
    return new Response(JSON.stringify(answers.shift()), { headers: { 'content-type': 'application/json' } });
  };
  return { sent, client: createAccountClient({ endpoint: 'http://shop.test/graphql', fetch }) };
}

async function load(answers: Answer[] = []) {
  const { createRefillPlanForm } = await import('./refill-plan-form.js');
  const { loggedIn } = await import('../stores/auth.js');
  loggedIn({ id: '1', name: 'Sara', email: 'sara@example.com', phone: '07701234567' });
  const api = planApi(answers);
  return { form: createRefillPlanForm({ client: api.client, lang: () => 'ar' }), api };
}

// The material ids of the refill fixture.
const DRAFT_IDS = { container: '2', wick: '1', size: '5', color: '3', scent: '4' };
const made = (id: string): Answer => ({ data: { createRefillPlan: { id } } });

describe('createRefillPlanForm', () => {
  beforeEach(freshPage);

  it('starts every 4 weeks from one period from today, and a new period moves the first day', async () => {
    const { form } = await load();
    expect(form.$weeks.get()).toBe(4);
    expect(form.$day.get()).toBe(planDayFromToday(28));
    form.setWeeks(2);
    expect(form.$day.get()).toBe(planDayFromToday(14));
    expect(form.$method.get()).toBe('cash');
  });

  it('checks the place as the checkout does and a day within 8 weeks, sending nothing until both pass', async () => {
    const { form, api } = await load();
    expect(await form.send(refillDraft())).toBeUndefined();
    expect(form.$alert.get()).toEqual({ kind: 'info', message: 'checkout.chooseShipping' });
    form.edit('shipping', 'delivery');
    form.setDay(planDayFromToday(0));
    expect(await form.send(refillDraft())).toBeUndefined();
    expect(form.$errors.get()).toMatchObject({ city: 'checkout.chooseCity', address: 'checkout.enterAddress' });
    expect(form.$dayError.get()).toBe('accountPlans.errors.day');
    form.edit('city', '2');
    form.edit('address', 'Street 5');
    form.setDay(planDayFromToday(57));
    expect(await form.send(refillDraft())).toBeUndefined();
    expect(form.$dayError.get()).toBe('accountPlans.errors.day');
    expect(form.$step.get()).toBe('editing');
    expect(api.sent).toEqual([]);
  });

  it('makes the plan of the refill as built: its materials and quantity, the pickup point, the method, the period and the first day', async () => {
    const { form, api } = await load([made('9')]);
    form.edit('shipping', 'pickup');
    form.edit('sellingPoint', '3');
    form.edit('notes', ' Call first ');
    form.chooseMethod('fib');
    form.setWeeks(6);
    const sending = form.send(refillDraft({ quantity: 2 }));
    expect(form.$step.get()).toBe('placing');
    expect(await sending).toEqual({ id: '9', everyWeeks: 6, firstDate: planDayFromToday(42) });
    expect(api.sent).toEqual([
      {
        operation: 'CreateRefillPlanOfChoice',
        variables: {
          ...DRAFT_IDS,
          quantity: 2,
          method: 'fib',
          notes: 'Call first',
          address: null,
          city: null,
          selling_point: '3',
          everyWeeks: 6,
          firstDate: planDayFromToday(42),
        },
      },
    ]);
    expect(form.$step.get()).toBe('editing');
  });

  it('says why the server refused and keeps every choice for another try', async () => {
    const { form, api } = await load([{ errors: [{ message: 'plan.limit', extensions: { code: 'REFUSED' } }] }, made('10')]);
    form.edit('shipping', 'delivery');
    form.edit('city', '2');
    form.edit('address', 'Street 5');
    form.setWeeks(2);
    form.chooseMethod('zaincash');
    expect(await form.send(refillDraft())).toBeUndefined();
    expect(form.$alert.get()).toEqual({ kind: 'fail', title: 'feedback.fail', message: 'accountPlans.errors.limit' });
    expect(form.$values.get()).toMatchObject({ shipping: 'delivery', city: '2', address: 'Street 5' });
    expect([form.$weeks.get(), form.$method.get(), form.$step.get()]).toEqual([2, 'zaincash', 'editing']);
    expect(await form.send(refillDraft())).toMatchObject({ id: '10' });
    expect(api.sent[1]!.variables).toEqual(api.sent[0]!.variables);
    expect(form.$alert.get()).toBeUndefined();
  });
});
