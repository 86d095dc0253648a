import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/preact';
import { $feedback } from '@candleshop/core';
import { English, fakeApi, testApi } from '../test-support.js';

vi.mock('./session.js', () => import('../test-support.js').then((module) => module.sessionModule()));
vi.mock('../local-path.js', () => ({ openPath: () => {}, useLocalPath: () => (path: string) => path }));
const { ForgotPasswordPage, ResetPasswordPage } = await import('./password-pages.js');
const { PasswordSetting } = await import('./password-setting.js');

const status =
  (field: string, message: string | null = null) =>
  () => ({ data: { [field]: { status: message ? 'fail' : 'ok', message } } });

afterEach(() => {
  cleanup();
  $feedback.set(undefined);
});

describe('the password forms', () => {
  it('asks for a reset link again with the human check when the server wants it (SECURITY-REVIEW M1)', async () => {
    let asked = 0;
    const { fetch, sent } = fakeApi({ ForgotPassword: () => (asked++ ? status('forgotPassword')() : status('forgotPassword', 'auth.humanCheck')()) });
    testApi.fetch = fetch;
    const { getByLabelText, getByRole, findByText } = render(
      <English>
        <ForgotPasswordPage />
      </English>,
    );
    fireEvent.input(getByLabelText('Email'), { target: { value: ' ada@example.iq ' } });
    fireEvent.submit(getByRole('button', { name: 'Send link' }).closest('form')!);
    expect(await findByText('Verification email was sent successfully, please check your email.')).toBeTruthy();
    expect(sent.map((call) => call.variables)).toEqual([{ email: 'ada@example.iq' }, { email: 'ada@example.iq', token: 'human-ok' }]);
  });

  it('says a refused reset under the field and keeps what was typed', async () => {
    testApi.fetch = fakeApi({ ResetPassword: status('resetPassword', 'reset.invalid') }).fetch;
    const { getByLabelText, getByRole, findByText, queryByText } = render(
      <English>
        <ResetPasswordPage search={{ token: 't', email: 'ada@example.iq' }} />
      </English>,
    );
    const input = getByLabelText('New password') as HTMLInputElement;
    fireEvent.input(input, { target: { value: 'cedar-and-rain-42' } });
    fireEvent.click(getByRole('button', { name: 'Update password' }));
    const refusal = 'This reset link is invalid or has expired. Please ask for a new one.';
    expect(await findByText(refusal)).toBeTruthy();
    expect(input.value).toBe('cedar-and-rain-42');
    fireEvent.input(input, { target: { value: 'cedar-and-rain-43' } });
    expect(queryByText(refusal)).toBeNull();
  });

  it('says a wrong current password under it, and empties both fields once changed', async () => {
    let wrong = true;
    testApi.fetch = fakeApi({ UpdatePassword: () => status('updatePassword', wrong ? 'password.wrong' : null)() }).fetch;
    const { getByLabelText, getByRole, findByText } = render(
      <English>
        <PasswordSetting />
      </English>,
    );
    const old = getByLabelText('Current password') as HTMLInputElement;
    const next = getByLabelText('New password') as HTMLInputElement;
    fireEvent.input(old, { target: { value: 'beeswax-1' } });
    fireEvent.input(next, { target: { value: 'cedar-and-rain-42' } });
    fireEvent.click(getByRole('button', { name: 'Change password' }));
    expect(await findByText('The current password is incorrect.')).toBeTruthy();
    expect([old.value, next.value]).toEqual(['beeswax-1', 'cedar-and-rain-42']);
    wrong = false;
    fireEvent.click(getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect($feedback.get()?.message).toBe('password.updated'));
    expect([old.value, next.value]).toEqual(['', '']);
  });
});
