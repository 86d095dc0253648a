import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { shopDate } from '@candleshop/core';
import { network, refused, renderIn, stubNetwork } from '../../test-support.js';
import { $plansChanged } from './plans-changed.js';
import { RepeatAsPlan } from './repeat-as-plan.js';

stubNetwork();

// A select's choice as a person makes it (happy-dom sets no option from a value alone).
function choose(select: HTMLElement, value: string) {
  for (const option of (select as HTMLSelectElement).options) option.selected = option.value === value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

// Issue 37 item 1: "Repeat as a plan" under a past refill request of the account.

const inDays = (days: number) => shopDate(new Date(Date.now() + days * 86_400_000));

async function openForm() {
  await renderIn(<RepeatAsPlan refillId="12" />);
  fireEvent.click(await screen.findByRole('button', { name: 'Repeat refill request 12 as a plan' }));
  return screen.getByRole('form', { name: 'Repeat refill request 12 as a plan' });
}

describe('RepeatAsPlan', () => {
  it('makes a plan every 4 weeks from one period on by default, with progress, and tells the plans list', async () => {
    let release = () => {};
    network.answers.CreateRefillPlan = () => new Promise((resolve) => (release = () => resolve({ data: { createRefillPlan: { id: '9' } } })));
    const before = $plansChanged.get();
    await openForm();
    expect((screen.getByLabelText('Every') as HTMLSelectElement).value).toBe('4');
    expect((screen.getByLabelText('First refill on') as HTMLInputElement).value).toBe(inDays(28));
    choose(screen.getByLabelText('Every'), '2');
    await waitFor(() => expect((screen.getByLabelText('First refill on') as HTMLInputElement).value).toBe(inDays(14)));
    fireEvent.click(screen.getByRole('button', { name: 'Make the plan' }));
    expect((await screen.findByRole('button', { name: 'Making the plan…' })).getAttribute('aria-disabled')).toBe('true');
    release();
    expect((await screen.findByText('Plan 9 is made: see it in your refill plans.', { exact: false })).getAttribute('role')).toBe('status');
    expect(network.sent).toEqual([{ operation: 'CreateRefillPlan', variables: { fromRefill: '12', everyWeeks: 2, firstDate: inDays(14) } }]);
    expect($plansChanged.get()).toBe(before + 1);
  });

  it('refuses a day out of range before sending', async () => {
    await openForm();
    fireEvent.change(screen.getByLabelText('First refill on'), { target: { value: inDays(0) } });
    fireEvent.click(screen.getByRole('button', { name: 'Make the plan' }));
    expect(await screen.findByText('Choose a day after today and within 8 weeks.')).toBeTruthy();
    expect(network.sent).toEqual([]);
  });

  it('says the plan limit in words and keeps what was chosen', async () => {
    network.answers.CreateRefillPlan = () => refused('plan.limit', 'REFUSED');
    await openForm();
    choose(screen.getByLabelText('Every'), '8');
    fireEvent.click(screen.getByRole('button', { name: 'Make the plan' }));
    expect((await screen.findByRole('alert')).textContent).toContain('You already have 5 plans: end one before making another.');
    expect((screen.getByLabelText('Every') as HTMLSelectElement).value).toBe('8');
    expect((screen.getByLabelText('First refill on') as HTMLInputElement).value).toBe(inDays(56));
  });
});
