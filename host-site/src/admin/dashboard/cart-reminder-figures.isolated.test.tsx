import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/preact';
import { failThenRetry, network, renderIn, stubNetwork } from '../../test-support.js';
import { CartReminderFigures } from './cart-reminder-figures.js';

vi.mock('../../api.js', () => import('../../test-support.js').then((m) => m.apiModule()));

stubNetwork();

// Issue 37 item 2: the dashboard's carts left behind, for its period.

const figures = (revenue: number | null) => () => ({ data: { adminCartReminders: { sent: 12, recovered: 3, revenue } } });
const figure = (name: string) => document.querySelector(`[data-figure="${name}"]`)?.textContent;

describe('the dashboard’s carts left behind', () => {
  it('shows the owner the reminders sent, the carts recovered and their revenue, for the period', async () => {
    network.answers.AdminCartReminders = figures(96_000);
    await renderIn(<CartReminderFigures period="last30" />);
    expect(await screen.findByRole('heading', { name: 'Carts left behind' })).toBeTruthy();
    expect(figure('reminders-sent')).toBe('12');
    expect(figure('carts-recovered')).toBe('3');
    expect(figure('recovered-revenue')).toBe('96,000 IQD');
    expect(network.sent).toEqual([{ operation: 'AdminCartReminders', variables: { period: 'last30' } }]);
  });

  it('shows staff who are not the owner no money, in Arabic digits in ar', async () => {
    network.answers.AdminCartReminders = figures(null);
    await renderIn(<CartReminderFigures period="today" />, 'ar');
    expect(await screen.findByRole('heading', { name: 'السلال المتروكة' })).toBeTruthy();
    expect(figure('reminders-sent')).toBe('١٢');
    expect(figure('recovered-revenue')).toBeUndefined();
  });

  it('offers to try again when the shop cannot be reached', async () => {
    await failThenRetry(<CartReminderFigures period="today" />, 'AdminCartReminders', figures(0));
    expect(await screen.findByRole('heading', { name: 'Carts left behind' })).toBeTruthy();
  });
});
