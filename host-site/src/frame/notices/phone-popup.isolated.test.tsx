import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/preact';
import { $phonePopup, $user, closePhonePopup, loggedIn, loggedOut, openPhonePopup } from '@candleshop/core';
import { English, fakeApi, testApi } from '../../test-support.js';

vi.mock('../../account/session.js', () => import('../../test-support.js').then((module) => module.sessionModule()));
const { PhonePopup } = await import('./phone-popup.js');

const noPhone = { id: '1', name: 'Ada', email: 'ada@example.iq', phone: null };

function show() {
  return render(
    <English>
      <PhonePopup />
    </English>,
  );
}

describe('PhonePopup', () => {
  beforeEach(() => loggedOut());
  afterEach(cleanup);

  it('opens for a user without a phone, cuts the input after the longest phone form and closes after saving', async () => {
    const { fetch, sent } = fakeApi({ UpdatePhone: ({ phone }) => ({ data: { updatePhone: { ...noPhone, phone, status: 'active', address: null, profile: null, dob: null, gender: null, age: null, city: null } } }) });
    testApi.fetch = fetch;
    loggedIn(noPhone);
    const { getByLabelText, getByRole, container } = show();
    expect($phonePopup.get().open).toBe(true);
    const input = getByLabelText('Phone') as HTMLInputElement;
    // Issue 36 item 3: `00964 770 123 4567` (18 characters) fits; Arabic-Indic digits become Western.
    fireEvent.input(input, { target: { value: '٠٧٧٠١٢٣٤٥٦٧٠٠٠٠٠٠٠٠٠٠٠' } });
    expect(input.value).toBe('07701234567000000000');
    fireEvent.input(input, { target: { value: '٠٧٧٠١٢٣٤٥٦٧' } });
    expect(input.value).toBe('07701234567');
    fireEvent.click(getByRole('button', { name: 'Save' }));
    await waitFor(() => expect($phonePopup.get().open).toBe(false));
    expect(sent).toEqual([{ operation: 'UpdatePhone', variables: { phone: '07701234567' } }]);
    expect($user.get()?.phone).toBe('07701234567');
    expect(container.querySelector('input')).toBeNull();
  });

  it('says when a phone is invalid or taken, and keeps it', async () => {
    testApi.fetch = fakeApi({ UpdatePhone: () => ({ errors: [{ message: 'bad.request', extensions: { validation: { phone: ['input.phone.duplicate'] } } }] }) }).fetch;
    loggedIn(noPhone);
    const { getByLabelText, getByRole, findByText } = show();
    const input = getByLabelText('Phone') as HTMLInputElement;
    fireEvent.input(input, { target: { value: '0660' } });
    fireEvent.click(getByRole('button', { name: 'Save' }));
    expect(await findByText('Enter an Iraqi mobile number, like 0770 123 4567')).toBeTruthy();
    fireEvent.input(input, { target: { value: '07701234567' } });
    fireEvent.click(getByRole('button', { name: 'Save' }));
    expect(await findByText('This phone is already taken')).toBeTruthy();
    expect(input.value).toBe('07701234567');
    expect($phonePopup.get().open).toBe(true);
  });

  it('closes on "Not now" and re-opens when the server asks for a phone', () => {
    loggedIn(noPhone);
    const { getByRole } = show();
    fireEvent.click(getByRole('button', { name: 'Not now' }));
    expect($phonePopup.get()).toEqual({ open: false, dismissed: true });
    openPhonePopup();
    expect($phonePopup.get().open).toBe(true);
    closePhonePopup();
  });
});
