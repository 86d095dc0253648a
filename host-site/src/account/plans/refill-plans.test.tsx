import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { network, refused, renderIn, stubNetwork } from '../../test-support.js';
import { RefillPlans } from './refill-plans.js';

stubNetwork();

// A select's choice as a person makes it (happy-dom sets no option from a value alone).
function choose(select: HTMLElement, value: string) {
  for (const option of (select as HTMLSelectElement).options) option.selected = option.value === value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

// Issue 37 item 1: the account's refill plans, each with its actions.

const plan = (fields: Record<string, unknown> = {}) => ({
  id: '7',
  status: 'active',
  everyWeeks: 4,
  nextDate: '2027-01-05',
  quantity: 2,
  total: 24000,
  method: 'cash',
  pickup: false,
  address: 'Street 5',
  container: { id: '1', title: 'Amber jar' },
  size: { id: '2', title: '180 g' },
  color: { id: '3', title: 'Ivory' },
  scent: { id: '4', title: 'Jasmine' },
  wick: { id: '5', title: 'Cotton' },
  city: { id: '6', name: 'Erbil' },
  sellingPoint: null,
  cycles: [{ id: '40', dueOn: '2026-12-08', status: 'confirmed', refillId: '31' }],
  ...fields,
});
const answered = (field: string, fields: Record<string, unknown>) => () => ({ data: { [field]: plan(fields) } });

async function showPlan(fields: Record<string, unknown> = {}, lang: 'en' | 'ar' = 'en') {
  network.answers.MyRefillPlans = () => ({ data: { myRefillPlans: [plan(fields)] } });
  await renderIn(<RefillPlans />, lang);
  return (await screen.findByRole('listitem', { name: lang === 'en' ? 'Plan 7' : 'الخطة ٧' })) as HTMLElement;
}

describe('RefillPlans', () => {
  it('says there is no plan yet', async () => {
    network.answers.MyRefillPlans = () => ({ data: { myRefillPlans: [] } });
    await renderIn(<RefillPlans />);
    expect(await screen.findByText('You have no refill plan yet: repeat one of your refill requests as a plan.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Refill plans' })).toBeTruthy();
  });

  it('shows a plan: its refill, period, next day, price, place, status and latest refills with their requests', async () => {
    const card = await showPlan();
    for (const text of ['Active', 'Amber jar, 180 g, Ivory, Jasmine, wick Cotton × 2', 'every 4 weeks', '5/1/2027', '24,000 IQD', 'Delivery to Erbil, Street 5']) expect(within(card).getByText(text)).toBeTruthy();
    expect(within(card).getByText('8/12/2026: confirmed', { exact: false })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'refill request 31' }).getAttribute('href')).toBe('/refills/31');
  });

  it('pauses with progress, then offers to resume; a refusal says why', async () => {
    let release = () => {};
    network.answers.PauseRefillPlan = () => new Promise((resolve) => (release = () => resolve({ data: { pauseRefillPlan: plan({ status: 'paused' }) } })));
    const card = await showPlan();
    fireEvent.click(within(card).getByRole('button', { name: 'Pause' }));
    expect((await within(card).findByRole('button', { name: 'Pausing…' })).getAttribute('aria-disabled')).toBe('true');
    release();
    expect(await within(card).findByText('Paused')).toBeTruthy();
    expect(within(card).getByText('Plan 7 is saved.').getAttribute('role')).toBe('status');
    network.answers.ResumeRefillPlan = () => refused('bad.request', 'BAD_USER_INPUT');
    fireEvent.click(within(card).getByRole('button', { name: 'Resume' }));
    expect((await within(card).findByRole('alert')).textContent).toContain('This plan cannot do that now');
    expect(network.sent.filter((call) => call.operation !== 'MyRefillPlans')).toEqual([
      { operation: 'PauseRefillPlan', variables: { id: '7' } },
      { operation: 'ResumeRefillPlan', variables: { id: '7' } },
    ]);
  });

  it('asks before ending, and ends only when told yes', async () => {
    network.answers.EndRefillPlan = answered('endRefillPlan', { status: 'ended' });
    const card = await showPlan();
    fireEvent.click(within(card).getByRole('button', { name: 'End the plan' }));
    expect(within(card).getByText('End plan 7 for good? No further refill will be announced or made.')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'No, keep it' }));
    expect(network.sent.some((call) => call.operation === 'EndRefillPlan')).toBe(false);
    fireEvent.click(within(card).getByRole('button', { name: 'End the plan' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Yes, end it' }));
    expect(await within(card).findByText('Ended')).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).queryByText('Next refill')).toBeNull();
  });

  it('changes the period and next day, keeping what was chosen when the server refuses', async () => {
    network.answers.ChangeRefillPlan = () => ({ errors: [{ message: 'bad.request', extensions: { code: 'BAD_USER_INPUT', validation: { nextDate: ['input.firstDate.invalid'] } } }] });
    const card = await showPlan();
    fireEvent.click(within(card).getByRole('button', { name: 'Change' }));
    choose(within(card).getByLabelText('Every'), '8');
    fireEvent.click(within(card).getByRole('button', { name: 'Save the changes' }));
    expect((await within(card).findByRole('alert')).textContent).toContain('Choose a day after today and within 8 weeks.');
    expect((within(card).getByLabelText('Every') as HTMLSelectElement).value).toBe('8');
    network.answers.ChangeRefillPlan = answered('changeRefillPlan', { everyWeeks: 8 });
    fireEvent.click(within(card).getByRole('button', { name: 'Save the changes' }));
    expect(await within(card).findByText('every 8 weeks')).toBeTruthy();
    // The day was left as it was: only the period is sent.
    expect(network.sent.at(-1)).toEqual({ operation: 'ChangeRefillPlan', variables: { id: '7', everyWeeks: 8 } });
  });

  it('reads in Arabic with Arabic-Indic digits and the dual', async () => {
    const card = await showPlan({ everyWeeks: 2, status: 'paused' }, 'ar');
    expect(within(card).getByText('كل أسبوعين')).toBeTruthy();
    expect(within(card).getByText('٥/١/٢٠٢٧')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'استئناف' })).toBeTruthy();
    await waitFor(() => expect(document.querySelector('[dir]') ?? document.body).toBeTruthy());
  });
});
