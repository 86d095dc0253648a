import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { network, offline, renderIn, stubNetwork } from '../test-support.js';
import { CartReminderSetting } from './cart-reminder-setting.js';

vi.mock('../api.js', () => import('../test-support.js').then((m) => m.apiModule()));

stubNetwork();

// Issue 37 item 2: the account's answer to "may the shop remind me of a cart I leave".

const box = () => screen.getByRole('checkbox', { name: 'Remind me of a cart I leave behind' }) as HTMLInputElement;

describe('CartReminderSetting', () => {
  it('shows the account’s answer, and sends a change with its progress and its outcome', async () => {
    network.answers.MyCartReminders = () => ({ data: { myCartReminders: false } });
    let release = () => {};
    network.answers.SetCartReminders = (variables) => new Promise((resolve) => (release = () => resolve({ data: { setCartReminders: variables.consent } })));
    await renderIn(<CartReminderSetting />);
    await waitFor(() => expect(box().disabled).toBe(false));
    expect(box().checked).toBe(false);
    fireEvent.click(box());
    expect(await screen.findByText('Saving…')).toBeTruthy();
    expect(box().checked).toBe(true);
    expect(box().disabled).toBe(true);
    release();
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(box().checked).toBe(true);
    expect(network.sent.at(-1)).toEqual({ operation: 'SetCartReminders', variables: { consent: true } });
  });

  it('says a failure and shows the answer the account still holds', async () => {
    network.answers.MyCartReminders = () => ({ data: { myCartReminders: true } });
    network.answers.SetCartReminders = offline;
    await renderIn(<CartReminderSetting />);
    await waitFor(() => expect(box().checked).toBe(true));
    fireEvent.click(box());
    expect((await screen.findByRole('alert')).textContent).toContain('We could not reach the shop');
    expect(box().checked).toBe(true);
    expect(document.querySelector('.cart-reminder-progress')?.textContent).toBe('');
  });
});
