import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { network, refused, stubNetwork } from '../test-support.js';
import { adminOrder as order, onePage, staff, viewAdmin } from './admin-test-support.js';

stubNetwork();
const { answers } = network;
const forbidden = refused('forbidden', 'FORBIDDEN');
const view = (route: Parameters<typeof viewAdmin>[0], params: Record<string, string> = {}, lang?: 'ar') => viewAdmin(route, params, {}, lang);

describe('the back office', () => {
  it('tells a customer it is for staff only', async () => {
    answers.AdminMe = () => forbidden;
    await view('adminOrders');
    expect(await screen.findByText('This part of the shop is for its staff only.')).toBeTruthy();
    expect(network.sent.map((call) => call.operation)).toEqual(['AdminMe']);
  });

  it('asks for the second factor, refuses a wrong code, and opens once a right one passes', async () => {
    let verified = false;
    answers.AdminMe = () => staff(verified);
    answers.AdminVerifyTotp = ({ code }) => {
      if (code !== '123456') return { errors: [{ message: 'auth.failed' }] };
      verified = true;
      return staff(true);
    };
    answers.AdminOrders = () => ({ data: { adminOrders: onePage([order]) } });
    await view('adminOrders');
    const code = await screen.findByLabelText('Code from the app');
    fireEvent.input(code, { target: { value: '000000' } });
    fireEvent.submit(code.closest('form')!);
    expect(await screen.findByText('The code is wrong or was already used.')).toBeTruthy();
    fireEvent.input(code, { target: { value: '123456' } });
    fireEvent.submit(code.closest('form')!);
    expect(await screen.findByRole('link', { name: 'Order 42' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
    // In the back office's own frame: who is signed in, above the page.
    expect(within(screen.getByRole('banner')).getByText('Signed in as Shler (owner)')).toBeTruthy();
  });

  it('asks for the code again when the factor lapsed, keeping the page, and carries on once it passes', async () => {
    let verified = true;
    let lapse = true;
    answers.AdminMe = () => staff(verified);
    answers.AdminOrders = () => {
      if (lapse) {
        lapse = false;
        verified = false;
        return { errors: [{ message: 'forbidden', extensions: { code: 'FORBIDDEN', reason: 'secondFactor' } }] };
      }
      return { data: { adminOrders: onePage([order]) } };
    };
    answers.AdminVerifyTotp = () => {
      verified = true;
      return staff(true);
    };
    await view('adminOrders', {}, 'ar');
    expect(await screen.findByText('لحمايتك تطلب لوحة الإدارة رمزًا من جديد بعد ٣٠ دقيقة دون استخدام، وبعد ١٢ ساعة. ما أدخلته محفوظ.')).toBeTruthy();
    // The page stays mounted behind the form (what was typed survives), hidden until the code passes;
    // the frame's menu leaves meanwhile, the staff member and the sign-out stay.
    expect(screen.getByRole('heading', { level: 2, name: 'الطلبات', hidden: true }).closest('[hidden]')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('button', { name: 'تسجيل الخروج' })).toBeTruthy();
    const code = screen.getByRole('textbox');
    fireEvent.input(code, { target: { value: '123456' } });
    fireEvent.submit(code.closest('form')!);
    // The page's refused query runs again once the code passed.
    expect(await screen.findByRole('link', { name: 'الطلب ٤٢' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('navigation').closest('[hidden]')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'الطلبات' }).closest('[hidden]')).toBeNull();
    // After the code passes, who is signed in and the page's query are asked again, in either order.
    const sent = network.sent.map((call) => call.operation).filter((name) => name.startsWith('Admin'));
    expect(sent.slice(0, 4)).toEqual(['AdminMe', 'AdminOrders', 'AdminMe', 'AdminVerifyTotp']);
    expect(sent.slice(4).sort()).toEqual(['AdminMe', 'AdminOrders']);
  });

  it('forgets the door lists kept on the phone when the factor lapses (SECURITY-REVIEW-2 N14)', async () => {
    localStorage.setItem('candleshop.door.list.7', '{"tickets":[{"name":"Dilan Guest"}]}');
    localStorage.setItem('candleshop.door.queue', '[]');
    let verified = true;
    answers.AdminMe = () => staff(verified);
    answers.AdminOrders = () => {
      verified = false;
      return { errors: [{ message: 'forbidden', extensions: { code: 'FORBIDDEN', reason: 'secondFactor' } }] };
    };
    await view('adminOrders');
    await waitFor(() => expect(localStorage.getItem('candleshop.door.list.7')).toBeNull());
    expect(localStorage.getItem('candleshop.door.queue')).toBe('[]');
  });

  it('offers recovery codes when app codes stop, and runs the human check for one past its limit (SECURITY-REVIEW M1)', async () => {
    let verified = false;
    answers.AdminMe = () => staff(verified);
    answers.AdminVerifyTotp = () => ({ errors: [{ message: 'admin.useRecoveryCode' }] });
    answers.HumanCheckSettings = () => ({ data: { humanCheck: { provider: 'local', siteKey: null, scriptUrl: null } } });
    answers.AdminUseRecoveryCode = ({ token }) => {
      if (token !== 'local-unverified') return { errors: [{ message: 'auth.humanCheck' }] };
      verified = true;
      return staff(true);
    };
    answers.AdminOrders = () => ({ data: { adminOrders: onePage([order]) } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await view('adminOrders');
    const code = await screen.findByLabelText('Code from the app');
    fireEvent.input(code, { target: { value: '123456' } });
    fireEvent.submit(code.closest('form')!);
    expect(await screen.findByText('Too many wrong codes from the app. Please use one of your recovery codes instead.')).toBeTruthy();
    const recovery = screen.getByLabelText('Recovery code');
    fireEvent.input(recovery, { target: { value: 'abcd-efgh-ijkl-mnop' } });
    fireEvent.submit(recovery.closest('form')!);
    expect(await screen.findByRole('link', { name: 'Order 42' })).toBeTruthy();
    const recoveries = network.sent.filter((call) => call.operation === 'AdminUseRecoveryCode').map((call) => call.variables);
    expect(recoveries).toEqual([{ code: 'abcd-efgh-ijkl-mnop' }, { code: 'abcd-efgh-ijkl-mnop', token: 'local-unverified' }]);
    warn.mockRestore();
  });

  it('moves an order with the version it saw, and shows a conflict as changed meanwhile', async () => {
    answers.AdminMe = () => staff(true);
    answers.AdminOrder = () => ({ data: { adminOrder: order } });
    answers.AdminMoveOrder = () => ({ errors: [{ message: 'admin.changed' }] });
    await view('adminOrder', { id: '42' });
    expect(await screen.findByRole('heading', { name: 'Order 42' })).toBeTruthy();
    expect(screen.getByText('called her')).toBeTruthy();
    // Picks the option the way a browser does (testing-library's change event reaches no select
    // listener under happy-dom; sign-up-page.test.tsx does the same).
    const select = screen.getByLabelText('New status') as HTMLSelectElement;
    for (const option of select.options) option.selected = option.value === 'cancelled';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    // The choice renders before the next event, as between a person's two actions.
    await waitFor(() => expect((screen.getByLabelText('New status') as HTMLSelectElement).value).toBe('cancelled'));
    // A cash order is paid at the door, after any cancel: nothing to refund, no caution.
    expect(screen.queryByText(/does not refund/)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve));
    fireEvent.submit(screen.getByRole('button', { name: 'Move' }).closest('form')!);
    expect(await screen.findByText(/Someone changed this meanwhile/)).toBeTruthy();
    expect(network.sent.find((call) => call.operation === 'AdminMoveOrder')?.variables).toEqual({ id: '42', status: 'cancelled', version: 3, note: null });
    // The page asked again for the order, to show how it stands now.
    await waitFor(() => expect(network.sent.filter((call) => call.operation === 'AdminOrder').length).toBe(2));
  });

  it('warns before ending an order paid online, which no move refunds, and not a cash one', async () => {
    answers.AdminMe = () => staff(true);
    answers.AdminOrder = () => ({ data: { adminOrder: { ...order, order: { ...order.order, paid: true, method: 'zaincash' } } } });
    await view('adminOrder', { id: '42' });
    const select = (await screen.findByLabelText('New status')) as HTMLSelectElement;
    expect(screen.queryByText(/does not refund/)).toBeNull();
    for (const option of select.options) option.selected = option.value === 'cancelled';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    const caution = await screen.findByText(/ending it does not refund the customer/);
    expect(select.getAttribute('aria-describedby')).toBe(caution.id);
  });

  it('speaks Arabic, with Arabic-Indic digits', async () => {
    answers.AdminMe = () => staff(true);
    answers.AdminOrder = () => ({ data: { adminOrder: order } });
    await view('adminOrder', { id: '42' }, 'ar');
    expect(await screen.findByRole('heading', { name: 'الطلب ٤٢' })).toBeTruthy();
  });
});
