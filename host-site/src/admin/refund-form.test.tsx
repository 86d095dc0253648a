import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { network, refused, stubNetwork } from '../test-support.js';
import { adminOrder, staff, viewAdmin } from './admin-test-support.js';

stubNetwork();

// Issue 28 item 3: the refund box of the back office's order page.

const paid = { ...adminOrder, order: { ...adminOrder.order, paid: true, method: 'zaincash', status: 'completed' }, moves: [] };
const refunds = (refunded: number, items: unknown[] = []) => ({ received: 41000, refunded, refundable: 41000 - refunded, items });
const cashRefund = { id: '1', amount: 15000, reason: 'Broken in transit', method: 'cash', provider: null, byHand: false, staff: 'owner@example.com', date: '2026-11-23T10:00:00+03:00', status: 'done' };
const lostRefund = { ...cashRefund, id: '7', amount: 5000, method: 'provider', provider: 'fastpay', status: 'pending' };

const box = async () => within((await screen.findByRole('heading', { name: 'Refunds' })).closest('section')!);

describe('the refund box of an order', () => {
  it('shows nothing for an order not paid and never refunded', async () => {
    network.answers.AdminOrder = () => ({ data: { adminOrder } });
    await viewAdmin('adminOrder', { id: '42' });
    expect(await screen.findByRole('heading', { name: 'Order 42' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Refunds' })).toBeNull();
  });

  it('records a part in cash with progress, then lists it with the totals', async () => {
    let answered = refunds(0);
    network.answers.AdminOrder = () => ({ data: { adminOrder: { ...paid, refunds: answered } } });
    let release = () => {};
    network.answers.AdminRefund = () =>
      new Promise((resolve) => {
        release = () => {
          answered = refunds(15000, [cashRefund]);
          resolve({ data: { adminRefund: answered } });
        };
      });
    await viewAdmin('adminOrder', { id: '42' });
    const refundBox = await box();
    expect(refundBox.getByText('Left to refund').nextElementSibling!.textContent).toBe('41,000 IQD');
    expect(refundBox.getByRole('radio', { name: 'Through ZainCash' })).toBeTruthy();
    fireEvent.input(refundBox.getByLabelText('Amount to refund (IQD)'), { target: { value: '15000' } });
    fireEvent.input(refundBox.getByLabelText('Reason'), { target: { value: 'Broken in transit' } });
    fireEvent.click(refundBox.getByRole('radio', { name: 'In cash' }));
    fireEvent.click(refundBox.getByRole('button', { name: 'Record the refund' }));
    expect(await refundBox.findByRole('button', { name: 'Recording…' })).toHaveProperty('disabled', true);
    release();
    expect(await refundBox.findByText('The refund is recorded.')).toBeTruthy();
    expect(network.sent.find((call) => call.operation === 'AdminRefund')?.variables).toEqual({ kind: 'order', id: '42', amount: 15000, reason: 'Broken in transit', method: 'cash' });
    await waitFor(() => expect(refundBox.getByText('Left to refund').nextElementSibling!.textContent).toBe('26,000 IQD'));
    expect(refundBox.getByRole('listitem').textContent).toContain('15,000 IQD · In cash · Broken in transit');
    expect(refundBox.getByRole('listitem').textContent).toContain('owner@example.com');
    expect((refundBox.getByLabelText('Amount to refund (IQD)') as HTMLInputElement).value).toBe('');
  });

  it('puts the units that came back into stock with the refund, no more than are left of a line (issue 36 item 1)', async () => {
    const line = adminOrder.order.products[0]!;
    let answered = { ...refunds(0), returned: [{ line: line.id, quantity: 1 }] };
    network.answers.AdminOrder = () => ({ data: { adminOrder: { ...paid, refunds: answered } } });
    network.answers.AdminRefund = () => {
      answered = { ...refunds(15000, [cashRefund]), returned: [{ line: line.id, quantity: line.quantity }] };
      return { data: { adminRefund: answered } };
    };
    await viewAdmin('adminOrder', { id: '42' });
    const refundBox = await box();
    const units = refundBox.getByLabelText(new RegExp(`^${line.detail.title}`));
    expect(refundBox.getByText('Units that came back (they go back into stock)')).toBeTruthy();
    expect(refundBox.getByText(`At most ${line.quantity - 1}`)).toBeTruthy();
    fireEvent.input(refundBox.getByLabelText('Amount to refund (IQD)'), { target: { value: '15000' } });
    fireEvent.input(refundBox.getByLabelText('Reason'), { target: { value: 'Broken in transit' } });
    fireEvent.input(units, { target: { value: String(line.quantity) } });
    fireEvent.click(refundBox.getByRole('button', { name: 'Record the refund' }));
    expect(await refundBox.findByText('Enter whole units, no more than are left of the line.')).toBeTruthy();
    expect(network.sent.some((call) => call.operation === 'AdminRefund')).toBe(false);
    fireEvent.input(units, { target: { value: '١' } });
    fireEvent.click(refundBox.getByRole('button', { name: 'Record the refund' }));
    expect(await refundBox.findByText('The refund is recorded.')).toBeTruthy();
    expect(network.sent.find((call) => call.operation === 'AdminRefund')?.variables).toMatchObject({ amount: 15000, lines: [{ line: line.id, quantity: 1 }] });
    // Every unit of the line is back: it is no longer offered.
    await waitFor(() => expect(refundBox.queryByText('Units that came back (they go back into stock)')).toBeNull());
  });

  it('shows a refund whose provider answer was lost as waiting, and lets the owner ask the provider (SECURITY-REVIEW-2 N5)', async () => {
    let answered = refunds(0, [lostRefund]);
    network.answers.AdminOrder = () => ({ data: { adminOrder: { ...paid, refunds: answered } } });
    network.answers.AdminCheckRefund = () => {
      answered = refunds(5000, [{ ...lostRefund, status: 'done' }]);
      return { data: { adminCheckRefund: 'done' } };
    };
    await viewAdmin('adminOrder', { id: '42' });
    const refundBox = await box();
    expect(refundBox.getByRole('listitem').textContent).toContain('Waiting for the provider');
    fireEvent.click(refundBox.getByRole('button', { name: 'Ask the provider now' }));
    expect(await refundBox.findByText(/The provider made this refund/)).toBeTruthy();
    expect(network.sent.find((call) => call.operation === 'AdminCheckRefund')?.variables).toEqual({ id: '7' });
    await waitFor(() => expect(refundBox.getByText('Refunded').nextElementSibling!.textContent).toBe('5,000 IQD'));
  });

  it('says why a refund was refused and keeps what was typed', async () => {
    network.answers.AdminOrder = () => ({ data: { adminOrder: { ...paid, refunds: refunds(0) } } });
    network.answers.AdminRefund = () => refused('refund.whole', 'REFUSED');
    await viewAdmin('adminOrder', { id: '42' });
    const refundBox = await box();
    fireEvent.input(refundBox.getByLabelText('Amount to refund (IQD)'), { target: { value: '1000' } });
    fireEvent.input(refundBox.getByLabelText('Reason'), { target: { value: 'Late delivery' } });
    fireEvent.click(refundBox.getByRole('radio', { name: 'Through ZainCash' }));
    fireEvent.click(refundBox.getByRole('button', { name: 'Record the refund' }));
    expect(await refundBox.findByText(/refunds a payment only whole/)).toBeTruthy();
    expect((refundBox.getByLabelText('Amount to refund (IQD)') as HTMLInputElement).value).toBe('1000');
    expect((refundBox.getByLabelText('Reason') as HTMLInputElement).value).toBe('Late delivery');
    expect((refundBox.getByRole('radio', { name: 'Through ZainCash' }) as HTMLInputElement).checked).toBe(true);
  });

  it('checks the amount and reason before sending, and offers no form once all is refunded', async () => {
    network.answers.AdminOrder = () => ({ data: { adminOrder: { ...paid, refunds: refunds(0) } } });
    await viewAdmin('adminOrder', { id: '42' });
    const refundBox = await box();
    fireEvent.input(refundBox.getByLabelText('Amount to refund (IQD)'), { target: { value: '٥٠٠٠٠' } });
    expect((refundBox.getByLabelText('Amount to refund (IQD)') as HTMLInputElement).value).toBe('50000');
    fireEvent.click(refundBox.getByRole('button', { name: 'Record the refund' }));
    expect(await refundBox.findByText(/from 1 up to what is left/)).toBeTruthy();
    expect(refundBox.getByText('Say why the money is given back.')).toBeTruthy();
    expect(network.sent.some((call) => call.operation === 'AdminRefund')).toBe(false);
  });

  it('shows staff who are not the owner the refunds without the form', async () => {
    network.answers.AdminMe = () => staff(true, 'staff');
    network.answers.AdminOrder = () => ({ data: { adminOrder: { ...paid, refunds: refunds(15000, [cashRefund]) } } });
    await viewAdmin('adminOrder', { id: '42' });
    const refundBox = await box();
    expect(refundBox.getByText('Only the owner records refunds.')).toBeTruthy();
    expect(refundBox.getByRole('listitem').textContent).toContain('15,000 IQD');
    expect(refundBox.queryByLabelText('Amount to refund (IQD)')).toBeNull();
  });

  it('lists refunds without a form when nothing is left', async () => {
    network.answers.AdminOrder = () => ({ data: { adminOrder: { ...paid, refunds: refunds(41000, [{ ...cashRefund, amount: 41000, method: 'provider', provider: 'zaincash', byHand: true }]) } } });
    await viewAdmin('adminOrder', { id: '42' });
    const refundBox = await box();
    expect(refundBox.getByText('Everything paid has been refunded.')).toBeTruthy();
    expect(refundBox.getByRole('listitem').textContent).toContain('Through ZainCash, paid back by hand');
    expect(refundBox.queryByRole('button', { name: 'Record the refund' })).toBeNull();
  });
});
