import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { $fibPayment } from '@candleshop/core';
import { cashOrderFacts, fibTokenOf, network, renderIn, stubNetwork } from '../test-support.js';
import { $router } from '../router.js';
import { OrderPage } from './order-page.js';
import { FibPaymentPage } from './fib-payment-page.js';

const fibToken = { ...fibTokenOf('p-7'), corporateAppLink: 'javascript:alert(1)' };

const order = (fields: Record<string, unknown> = {}) => ({
  id: '7',
  uuid: 'u-7',
  ...cashOrderFacts,
  collected: 0,
  status: 'being prepared',
  is_guest: true,
  guest: { id: '1', uuid: 'u-7', name: 'Sara', email: 'sara@example.com', phone: '07701234567', address: 'Street 5' },
  city: { id: '3', name: 'Erbil', price: 5000 },
  products: [
    {
      id: '1',
      quantity: 2,
      price: 18000,
      total: 36000,
      color: { id: '1', title: 'Ivory', color: '#fff' },
      scent: null,
      size: { id: '1', title: '180 g', value: 180 },
      detail: { id: '1', title: 'Tigris jasmine', image: null },
    },
  ],
  refills: [],
  ...fields,
});

stubNetwork();
const { answers, sent } = network;
beforeEach(() => $fibPayment.set(undefined));

describe('OrderPage', () => {
  it("shows a guest's order by uuid and email", async () => {
    answers.GuestOrder = () => ({ data: { guestOrder: order() } });
    await renderIn(<OrderPage id="u-7" search={{ email: 'sara@example.com' }} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 7' })).toBeTruthy();
    expect(sent[0]).toEqual({ operation: 'GuestOrder', variables: { uuid: 'u-7', email: 'sara@example.com' } });
    expect(screen.getByText('Being prepared')).toBeTruthy();
    expect(screen.getByText('Cash · Not paid')).toBeTruthy();
    expect(screen.getByText('Tigris jasmine')).toBeTruthy();
    expect(screen.getByText('Size: 180 g · Colour: Ivory')).toBeTruthy();
    expect(screen.getByText('2 × 18,000 IQD')).toBeTruthy();
    expect(screen.getByText('41,000 IQD')).toBeTruthy();
    expect(screen.getByText('Placed on 22/11/2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  it('shows what gift cards paid (issue 35 item 2) above what is left to pay, in Arabic digits too', async () => {
    answers.GuestOrder = () => ({ data: { guestOrder: order({ giftCardPaid: 25000, total: 16000 }) } });
    await renderIn(<OrderPage id="u-7" search={{ email: 'sara@example.com' }} />);
    await screen.findByRole('heading', { level: 1, name: 'Order 7' });
    expect(screen.getByText('Gift cards').nextElementSibling?.textContent).toBe('−25,000 IQD');
    expect(screen.getByText('16,000 IQD')).toBeTruthy();
    cleanup();
    await renderIn(<OrderPage id="u-7" search={{ email: 'sara@example.com' }} />, 'ar');
    await screen.findByRole('heading', { level: 1, name: 'الطلب ٧' });
    expect(screen.getByText('بطاقات الهدايا').nextElementSibling?.textContent).toBe('−٢٥٬٠٠٠ د.ع');
  });

  it('shows what was collected of a paid order, short cash too (issue 36 item 1), in Arabic digits too', async () => {
    answers.GuestOrder = () => ({ data: { guestOrder: order({ paid: true, status: 'completed', collected: 38000 }) } });
    await renderIn(<OrderPage id="u-7" search={{ email: 'sara@example.com' }} />);
    await screen.findByRole('heading', { level: 1, name: 'Order 7' });
    expect(screen.getByText('Amount paid').nextElementSibling?.textContent).toBe('38,000 IQD');
    cleanup();
    await renderIn(<OrderPage id="u-7" search={{ email: 'sara@example.com' }} />, 'ar');
    await screen.findByRole('heading', { level: 1, name: 'الطلب ٧' });
    expect(screen.getByText('المبلغ المدفوع').nextElementSibling?.textContent).toBe('٣٨٬٠٠٠ د.ع');
  });

  it('shows no amount paid while unpaid', async () => {
    answers.GuestOrder = () => ({ data: { guestOrder: order() } });
    await renderIn(<OrderPage id="u-7" search={{ email: 'sara@example.com' }} />);
    await screen.findByRole('heading', { level: 1, name: 'Order 7' });
    expect(screen.queryByText('Amount paid')).toBeNull();
  });

  it('shows no gift card line when no card paid', async () => {
    answers.GuestOrder = () => ({ data: { guestOrder: order() } });
    await renderIn(<OrderPage id="u-7" search={{ email: 'sara@example.com' }} />);
    await screen.findByRole('heading', { level: 1, name: 'Order 7' });
    expect(screen.queryByText('Gift cards')).toBeNull();
  });

  it('says so when a guest order is not found', async () => {
    await renderIn(<OrderPage id="u-7" search={{ email: 'other@example.com' }} />);
    expect((await screen.findByRole('alert')).textContent).toBe('We could not find this order. Check the link and the email address.');
  });

  it("offers a customer's unpaid online order a new payment", async () => {
    answers.Order = () => ({ data: { order: order({ method: 'fib', status: 'pending', is_guest: false, guest: null }) } });
    answers.PayLater = () => ({ data: { payLater: { id: '7', uuid: 'u-7', email: null, token: null, operation_type: 'order', url: null, fibToken } } });
    await renderIn(<OrderPage id="7" search={{}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect($fibPayment.get()).toEqual(fibToken));
    expect(sent.at(-1)).toEqual({ operation: 'PayLater', variables: { id: '7', type: 'order', method: 'fib' } });
    expect($router.get()?.route).toBe('fibPaymentDetails');
  });

  it('isolates its reference, the Latin address and the contact in Arabic, each value in its own direction (issue 36 item 2)', async () => {
    answers.GuestOrder = () => ({ data: { guestOrder: order({ notes: 'Ring twice' }) } });
    await renderIn(<OrderPage id="u-7" search={{ email: 'sara@example.com' }} />, 'ar');
    await screen.findByRole('heading', { level: 1, name: 'الطلب ٧' });
    const fact = (label: string) => screen.getByText(label).nextElementSibling!;
    const values = (label: string) => [...fact(label).querySelectorAll('bdi')].map((bdi) => [bdi.textContent, bdi.getAttribute('dir'), bdi.className]);
    expect(values('المرجع')).toEqual([['u-7', 'ltr', 'whole-value']]);
    expect(values('التوصيل إلى')).toEqual([
      ['Street 5', 'auto', ''],
      ['Erbil', 'auto', ''],
    ]);
    expect(fact('التوصيل إلى').textContent).toBe('Street 5، Erbil');
    expect(values('معلومات التواصل')).toEqual([
      ['Sara', 'auto', ''],
      ['0770 123 4567', 'ltr', 'whole-value'],
      ['sara@example.com', 'ltr', 'whole-value'],
    ]);
    expect(values('ملاحظات')).toEqual([['Ring twice', 'auto', '']]);
  });

  it('works in Arabic with Arabic-Indic digits', async () => {
    answers.GuestOrder = () => ({ data: { guestOrder: order() } });
    await renderIn(<OrderPage id="u-7" search={{ email: 'sara@example.com' }} />, 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'الطلب ٧' })).toBeTruthy();
    expect(screen.getByText('٤١٬٠٠٠ د.ع')).toBeTruthy();
  });
});

describe('FibPaymentPage', () => {
  it('shows the QR code, the code and the app links, and notices the payment', async () => {
    let status = 'UNPAID';
    answers.FibPaymentStatus = () => ({ data: { fibPaymentStatus: { status, orderPaid: status === 'PAID' } } });
    $fibPayment.set(fibToken);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderIn(<FibPaymentPage search={{ id: '7', uuid: 'u-7', email: 'sara@example.com' }} />);
    expect(screen.getByRole('img', { name: 'FIB payment QR code' }).getAttribute('src')).toBe(fibToken.qrCode);
    expect(screen.getByText('Or enter this code in the app: ABCD-1234')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Personal app' }).getAttribute('href')).toBe(fibToken.personalAppLink);
    // A link that is not a web address is not followed.
    expect(screen.getByText('Corporate app').getAttribute('href')).toBeNull();
    expect(screen.getByText(/^Time left to pay: [45]:\d\d$/)).toBeTruthy();
    await waitFor(() => expect(sent.filter((call) => call.operation === 'FibPaymentStatus')).toHaveLength(1));
    status = 'PAID';
    await vi.advanceTimersByTimeAsync(3000);
    expect((await screen.findByRole('alert')).textContent).toBe('Your payment was received. Thank you!');
    expect(screen.getByRole('link', { name: 'View your order' }).getAttribute('href')).toBe('/orders/u-7?email=sara%40example.com');
    vi.useRealTimers();
  });

  it('shows the payment again after a reload of the page', async () => {
    answers.FibPaymentStatus = () => ({ data: { fibPaymentStatus: { status: 'UNPAID', orderPaid: false } } });
    $fibPayment.set(fibToken);
    await renderIn(<FibPaymentPage search={{}} />);
    cleanup();
    $fibPayment.set(undefined);
    await renderIn(<FibPaymentPage search={{}} />);
    expect(screen.getByText('Or enter this code in the app: ABCD-1234')).toBeTruthy();
  });

  it('finds a payment started on another origin (a partner page) by the paymentId of its link', async () => {
    const partnerToken = { ...fibToken, paymentId: 'p-8', readableCode: 'WXYZ-5678' };
    answers.FibPayment = () => ({ data: { fibPayment: partnerToken } });
    answers.FibPaymentStatus = () => ({ data: { fibPaymentStatus: { status: 'UNPAID', orderPaid: false } } });
    // This tab's token is of another payment: it does not stand in for the one the link names.
    $fibPayment.set(fibToken);
    await renderIn(<FibPaymentPage search={{ id: '8', uuid: 'u-8', email: 'sara@example.com', paymentId: 'p-8' }} />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(await screen.findByText('Or enter this code in the app: WXYZ-5678')).toBeTruthy();
    expect(sent[0]).toEqual({ operation: 'FibPayment', variables: { paymentId: 'p-8' } });
    await waitFor(() => expect(sent.find((call) => call.operation === 'FibPaymentStatus')?.variables).toEqual({ paymentId: 'p-8' }));
    // Kept for a reload of the page.
    expect($fibPayment.get()).toEqual(partnerToken);
    expect(JSON.parse(sessionStorage.getItem('fib-payment') ?? 'null')).toEqual(partnerToken);
    expect(sent.filter((call) => call.operation === 'FibPayment')).toHaveLength(1);
  });

  it('does not ask the server when this tab holds the payment the link names', async () => {
    answers.FibPaymentStatus = () => ({ data: { fibPaymentStatus: { status: 'UNPAID', orderPaid: false } } });
    $fibPayment.set(fibToken);
    await renderIn(<FibPaymentPage search={{ id: '7', paymentId: 'p-7' }} />);
    expect(screen.getByText('Or enter this code in the app: ABCD-1234')).toBeTruthy();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.operation).toBe('FibPaymentStatus');
  });

  it('says there is no payment waiting when the server no longer has it, and links the order', async () => {
    sessionStorage.clear();
    await renderIn(<FibPaymentPage search={{ id: '8', uuid: 'u-8', email: 'sara@example.com', paymentId: 'p-8' }} />);
    expect(await screen.findByText('There is no FIB payment waiting.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View your order' }).getAttribute('href')).toBe('/orders/u-8?email=sara%40example.com');
  });

  it('shows a failed request with a way to try again', async () => {
    sessionStorage.clear();
    answers.FibPayment = () => {
      throw new TypeError('Failed to fetch');
    };
    await renderIn(<FibPaymentPage search={{ paymentId: 'p-8' }} />, 'ar');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    answers.FibPayment = () => ({ data: { fibPayment: { ...fibToken, paymentId: 'p-8' } } });
    fireEvent.click(screen.getByRole('button'));
    expect(await screen.findByRole('img')).toBeTruthy();
  });

  it('says when there is no FIB payment waiting', async () => {
    sessionStorage.clear();
    await renderIn(<FibPaymentPage search={{}} />);
    expect(screen.getByText('There is no FIB payment waiting.')).toBeTruthy();
  });
});
