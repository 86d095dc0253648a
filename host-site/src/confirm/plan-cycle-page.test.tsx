import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/preact';
import { network, refused, renderIn, stubNetwork } from '../test-support.js';
import { PlanCyclePage } from './plan-cycle-page.js';

stubNetwork();

// Issue 37 item 1: the confirm-or-skip page a refill plan cycle's message links to.

const TOKEN = 'tok-bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
const cycle = (fields: Record<string, unknown> = {}) => ({
  status: 'awaiting',
  expired: false,
  expiresAt: '2026-12-05T10:00:00+03:00',
  dueOn: '2026-12-06',
  planId: '7',
  everyWeeks: 4,
  quantity: 2,
  method: 'cash',
  pickup: true,
  total: 24000,
  refillId: null,
  ...fields,
});
const read = () => () => ({ data: { refillPlanCycle: cycle() } });

describe('PlanCyclePage', () => {
  it('shows the cycle with today’s price and answers nothing until a button is pressed', async () => {
    network.answers.PlanCycleLink = read();
    await renderIn(<PlanCyclePage token={TOKEN} />);
    expect(await screen.findByRole('heading', { name: 'Refill plan 7: the refill of 6/12/2026' })).toBeTruthy();
    expect(screen.getByText('24,000 IQD')).toBeTruthy();
    expect(screen.getByText('Every 4 weeks')).toBeTruthy();
    expect(network.sent).toEqual([{ operation: 'PlanCycleLink', variables: { token: TOKEN } }]);
  });

  it('confirms with progress, then says it is placed and links its request', async () => {
    network.answers.PlanCycleLink = read();
    let release = () => {};
    network.answers.AnswerPlanCycle = () => new Promise((resolve) => (release = () => resolve({ data: { answerRefillPlanCycle: cycle({ status: 'confirmed', refillId: '31' }) } })));
    await renderIn(<PlanCyclePage token={TOKEN} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm this refill' }));
    expect((await screen.findByRole('button', { name: 'Confirming…' })).getAttribute('aria-disabled')).toBe('true');
    release();
    expect((await screen.findByText('Thank you: this refill is confirmed and placed.')).getAttribute('role')).toBe('status');
    expect(screen.getByRole('link', { name: 'See the refill request' }).getAttribute('href')).toBe('/refills/31');
    expect(network.sent.at(-1)).toEqual({ operation: 'AnswerPlanCycle', variables: { token: TOKEN, answer: 'confirm' } });
  });

  it('skips, and says a refusal in words', async () => {
    network.answers.PlanCycleLink = read();
    network.answers.AnswerPlanCycle = () => refused('confirmation.answered', 'REFUSED');
    await renderIn(<PlanCyclePage token={TOKEN} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Skip this refill' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This link was already answered.');
    expect(network.sent.at(-1)?.variables).toEqual({ token: TOKEN, answer: 'skip' });
  });
});
