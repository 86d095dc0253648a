import { beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { $fibPayment } from '@candleshop/core';
import { fibTokenOf, network, renderIn, stubNetwork } from '../test-support.js';
import { $router } from '../router.js';
import { PaymentResultPage } from './payment-result-page.js';
import { RefillRequestPage } from './refill-request-page.js';

const fibToken = fibTokenOf('p-9');

const refill = (fields: Record<string, unknown> = {}) => ({
  id: '12',
  total: 23600,
  price: 11800,
  quantity: 2,
  status: 'pending',
  date: '2026-11-22T10:00:00+03:00',
  method: 'cash',
  paid: false,
  pickup: true,
  address: null,
  notes: 'Ring twice',
  wick: { id: '1', title: 'Cotton wick', price: 1000 },
  container: { id: '2', title: 'Amber jar' },
  color: { id: '3', title: 'Ivory', color: '#fffff0' },
  size: { id: '5', title: '180 g', value: 180 },
  scent: { id: '4', title: 'Oud' },
  city: null,
  sellingPoint: { id: '1', title: 'Candleshop Studio', city: { id: '1', name: 'Erbil' } },
  ...fields,
});

stubNetwork();
const { answers, sent } = network;
beforeEach(() => $fibPayment.set(undefined));

describe('RefillRequestPage', () => {
  it("shows the customer's refill request: its refill, price, total, status, place, method and payment", async () => {
    answers.MyRefill = () => ({ data: { refill: refill() } });
    await renderIn(<RefillRequestPage id="12" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Refill request 12' })).toBeTruthy();
    expect(sent[0]).toEqual({ operation: 'MyRefill', variables: { id: '12' } });
    for (const text of ['Amber jar', '180 g', 'Ivory', 'Oud', 'Cotton wick', '11,800 IQD', '23,600 IQD', 'Pending', 'Cash · Not paid']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    // The place and the notes are isolated, each part in its own direction (issue 36 item 2).
    const facts = [...document.querySelectorAll('.order-facts dd')].map((dd) => dd.textContent);
    expect(facts).toEqual(expect.arrayContaining(['Candleshop Studio, Erbil', 'Ring twice']));
  });

  it('shows what gift cards paid above what is left to pay (issue 35)', async () => {
    answers.MyRefill = () => ({ data: { refill: refill({ total: 3600, giftCardPaid: 20000 }) } });
    await renderIn(<RefillRequestPage id="12" />);
    expect((await screen.findByText('−20,000 IQD')).getAttribute('data-minus')).toBe('gift-cards');
    expect(screen.getByText('3,600 IQD')).toBeTruthy();
  });

  it('offers pay later while pending and unpaid, with a method choice, routed to the FIB page with type=refill', async () => {
    answers.MyRefill = () => ({ data: { refill: refill() } });
    answers.PayLater = () => ({ data: { payLater: { id: '12', uuid: 'r-12', email: null, token: null, operation_type: 'refill', url: null, fibToken } } });
    await renderIn(<RefillRequestPage id="12" />);
    const methods = await screen.findByRole('group', { name: 'Pay with' });
    // Cash is paid at the door: pay later offers the online methods, NassPay first (SPEC §7's default).
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(['nasspay', 'zaincash', 'fib']);
    expect((within(methods).getByRole('radio', { name: 'NassPay' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(methods).getByRole('radio', { name: 'FIB' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect($router.get()?.route).toBe('fibPaymentDetails'));
    expect(sent.at(-1)).toEqual({ operation: 'PayLater', variables: { id: '12', type: 'refill', method: 'fib' } });
    expect($router.get()?.search).toMatchObject({ id: '12', type: 'refill', paymentId: 'p-9' });
    expect($fibPayment.get()).toEqual(fibToken);
  });

  it('shows why pay later failed and lets the customer try again', async () => {
    answers.MyRefill = () => ({ data: { refill: refill({ method: 'zaincash' }) } });
    await renderIn(<RefillRequestPage id="12" />);
    expect(((await screen.findByRole('radio', { name: 'ZainCash' })) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Pay now' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers no payment once paid or no longer pending', async () => {
    answers.MyRefill = () => ({ data: { refill: refill({ paid: true, method: 'zaincash', status: 'accepted' }) } });
    await renderIn(<RefillRequestPage id="12" />);
    expect(await screen.findByText('ZainCash · Paid')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  it('repeats the request as a plan from its page, linking the plans on the account (issue 37 item 1)', async () => {
    answers.MyRefill = () => ({ data: { refill: refill() } });
    answers.CreateRefillPlan = () => ({ data: { createRefillPlan: { id: '9' } } });
    await renderIn(<RefillRequestPage id="12" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Repeat refill request 12 as a plan' }));
    fireEvent.click(screen.getByRole('button', { name: 'Make the plan' }));
    const made = await screen.findByText('Plan 9 is made: see it in your refill plans.', { exact: false });
    expect(sent.at(-1)).toMatchObject({ operation: 'CreateRefillPlan', variables: { fromRefill: '12', everyWeeks: 4 } });
    expect(within(made).getByRole('link', { name: 'Refill plans' }).getAttribute('href')).toBe('/account/orderHistory#refill-plans');
  });

  it("says so when the request is not found (another customer's, or none)", async () => {
    await renderIn(<RefillRequestPage id="99" />);
    expect((await screen.findByRole('alert')).textContent).toBe('We could not find this refill request.');
  });

  it('works in Arabic with Arabic-Indic digits', async () => {
    answers.MyRefill = () => ({ data: { refill: refill() } });
    await renderIn(<RefillRequestPage id="12" />, 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'طلب التعبئة ١٢' })).toBeTruthy();
    expect(screen.getByText('٢٣٬٦٠٠ د.ع')).toBeTruthy();
  });
});

describe('payment results of a refill request', () => {
  it("link a customer's refill request to /refills/{id}; a guest's has no page, so its number shows", async () => {
    await renderIn(<PaymentResultPage outcome="success" search={{ id: '12', uuid: 'r-12', type: 'refill' }} />);
    expect(screen.getByRole('link', { name: 'View your refill request' }).getAttribute('href')).toBe('/refills/12');
    cleanup();
    await renderIn(<PaymentResultPage outcome="success" search={{ id: '12', uuid: 'r-12', email: 'sara@example.com', type: 'refill' }} />);
    expect(screen.getByText('Your refill request number is 12.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View your refill request' })).toBeNull();
  });
});
