import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/preact';
import type { User } from '@candleshop/core';
import { English, fakeApi, testApi } from '../test-support.js';

vi.mock('./session.js', () => import('../test-support.js').then((module) => module.sessionModule()));
vi.mock('../api.js', () => import('../test-support.js').then((module) => module.sessionModule()));
const { SettingsForm } = await import('./settings-form.js');

const user: User = { id: '9', name: 'Ada', email: 'ada@example.iq', phone: '07701234567', status: 'active', address: null, profile: null, dob: null, gender: null, age: null, city: null };
const cities = () => ({ data: { cities: [{ id: '1', name: 'Baghdad', price: 5000 }] } });

function show() {
  return render(
    <English>
      <SettingsForm user={user} />
    </English>,
  );
}

// SECURITY-REVIEW L2: a new email needs the current password.
describe('SettingsForm', () => {
  afterEach(cleanup);

  it('asks for the current password only when the email changes, and sends it', async () => {
    const api = fakeApi({ Cities: cities, UpdateProfile: (variables) => ({ data: { updateProfile: { ...user, email: variables.email, status: 'pending' } } }) });
    testApi.fetch = api.fetch;
    const view = show();
    expect(view.queryByLabelText('Current password (needed to change your email)')).toBeNull();
    fireEvent.input(view.getByLabelText('Email'), { target: { value: 'ada@new.example' } });
    const password = view.getByLabelText('Current password (needed to change your email)');
    fireEvent.click(view.getByRole('button', { name: 'Save changes' }));
    expect(view.getByText('Password is required')).toBeTruthy();
    fireEvent.input(password, { target: { value: 'my-password' } });
    fireEvent.click(view.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.sent.find((call) => call.operation === 'UpdateProfile')).toBeTruthy());
    expect(api.sent.find((call) => call.operation === 'UpdateProfile')!.variables).toMatchObject({ email: 'ada@new.example', password: 'my-password' });
  });

  it('shows a wrong password under its field and keeps what was typed', async () => {
    testApi.fetch = fakeApi({ Cities: cities, UpdateProfile: () => ({ errors: [{ message: 'password.wrong', extensions: { code: 'REFUSED' } }] }) }).fetch;
    const view = show();
    fireEvent.input(view.getByLabelText('Name'), { target: { value: 'Ada L.' } });
    fireEvent.input(view.getByLabelText('Email'), { target: { value: 'ada@new.example' } });
    fireEvent.input(view.getByLabelText('Current password (needed to change your email)'), { target: { value: 'not-it' } });
    fireEvent.click(view.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(view.getByText('The current password is incorrect.')).toBeTruthy());
    expect((view.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada L.');
    expect((view.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@new.example');
    expect((view.getByLabelText('Current password (needed to change your email)') as HTMLInputElement).value).toBe('not-it');
  });
});
