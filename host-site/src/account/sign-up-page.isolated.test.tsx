import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/preact';
import { $auth, loggedOut } from '@candleshop/core';
import { English, fakeApi, testApi } from '../test-support.js';

vi.mock('./session.js', () => import('../test-support.js').then((module) => module.sessionModule()));
vi.mock('../api.js', () => import('../test-support.js').then((module) => module.sessionModule()));
const opened: string[] = [];
vi.mock('../router.js', () => ({ $router: { open: (path: string) => opened.push(path) } }));
const { SignUpPage } = await import('./sign-up-page.js');

const cities = () => ({
  data: {
    cities: [
      { id: '1', name: 'Baghdad', price: 5000 },
      { id: '2', name: 'Erbil', price: 7000 },
    ],
  },
});
const user = { id: '9', name: 'Ada', email: 'ada@example.iq', phone: '07701234567', status: 'pending', address: null, profile: null, dob: null, gender: null, age: null, city: { id: '2', name: 'Erbil' } };

function show() {
  return render(
    <English>
      <SignUpPage />
    </English>,
  );
}

// Picks an option the way a browser does; testing-library's change event reached no listener on
// this select under happy-dom.
function choose(select: HTMLSelectElement, value: string) {
  for (const option of select.options) option.selected = option.value === value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

function fill(view: ReturnType<typeof show>) {
  const { getByLabelText } = view;
  fireEvent.input(getByLabelText('Name'), { target: { value: ' Ada ' } });
  fireEvent.input(getByLabelText('Email'), { target: { value: 'ada@example.iq' } });
  fireEvent.input(getByLabelText('Phone'), { target: { value: '٠٧٧٠ 123-4567' } });
  choose(getByLabelText('City') as HTMLSelectElement, '2');
  fireEvent.input(getByLabelText('Password'), { target: { value: 'long-enough' } });
}

describe('SignUpPage', () => {
  beforeEach(() => {
    loggedOut();
    opened.length = 0;
  });
  afterEach(cleanup);

  it('keeps the register button disabled until the form is valid, and shows errors only on a failed submit', async () => {
    testApi.fetch = fakeApi({ Cities: cities }).fetch;
    const view = show();
    const register = view.getByRole('button', { name: 'Register' });
    await waitFor(() => expect(view.getByRole('option', { name: 'Erbil' })).toBeTruthy());
    expect(register.getAttribute('aria-disabled')).toBe('true');
    expect(view.queryByText('Name is required')).toBeNull();
    fireEvent.click(register);
    expect(view.getByText('Name is required')).toBeTruthy();
    expect(view.getByText('City is required')).toBeTruthy();
    // SPEC §5: editing a field clears its error.
    fireEvent.input(view.getByLabelText('Name'), { target: { value: 'A' } });
    expect(view.queryByText('Name is required')).toBeNull();
    fill(view);
    expect((view.getByLabelText('Phone') as HTMLInputElement).value).toBe('07701234567');
    expect(register.getAttribute('aria-disabled')).toBe('false');
    expect(view.getByRole('link', { name: 'terms and conditions' }).getAttribute('href')).toBe('/terms');
    const gender = view.getByLabelText('Gender') as HTMLSelectElement;
    expect(gender.options[0]!.disabled).toBe(true);
  });

  it('registers with the human-check token and goes home, pending', async () => {
    const api = fakeApi({ Cities: cities, Register: () => ({ data: { register: { status: 'pending', user } } }) });
    testApi.fetch = api.fetch;
    const view = show();
    await waitFor(() => expect(view.getByRole('option', { name: 'Erbil' })).toBeTruthy());
    fill(view);
    choose(view.getByLabelText('Gender') as HTMLSelectElement, 'none');
    fireEvent.click(view.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(opened).toEqual(['/']));
    expect(api.sent.find((call) => call.operation === 'Register')!.variables).toEqual({
      name: 'Ada',
      email: 'ada@example.iq',
      phone: '07701234567',
      password: 'long-enough',
      city: '2',
      dob: null,
      gender: null,
      profile: null,
      token: 'human-ok',
    });
    expect($auth.get()).toEqual({ loggedIn: true, checked: true, pending: true });
  });

  it('shows a refused registration at the top with its extra message and keeps the form', async () => {
    testApi.fetch = fakeApi({ Cities: cities, Register: () => ({ errors: [{ message: 'bad.request', extensions: { validation: { phone: ['input.phone.duplicate'] } } }] }) }).fetch;
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const view = show();
    await waitFor(() => expect(view.getByRole('option', { name: 'Erbil' })).toBeTruthy());
    fill(view);
    fireEvent.click(view.getByRole('button', { name: 'Register' }));
    const alert = await view.findByRole('alert');
    expect(alert.textContent).toBe('FailThis phone is already takenTry Again with a different number');
    expect(scrolled).toHaveBeenCalledWith(0, 0);
    expect((view.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.iq');
    expect(opened).toEqual([]);
  });
});
