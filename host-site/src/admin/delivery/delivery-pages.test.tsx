import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { failThenRetry, network, refused, stubNetwork } from '../../test-support.js';
import { auditEntry, onePage, staff, viewAdmin } from '../admin-test-support.js';

stubNetwork();

// Issue 28 item 2: the delivery run pages in their states: the sheet (en and ar), outcomes,
// closing refused while stops wait, a difference flagged, and building a run in the courier's order.

const run = {
  id: '7',
  date: '2027-03-01',
  courier: 'Karwan',
  courierId: '4',
  status: 'open',
  city: { id: '3', name: 'Erbil' },
  stopCount: 2,
  waiting: 1,
  cashExpected: 41_000,
  cashCollected: 40_000,
  cashReturned: null,
  cashDifference: null,
  stopDifferences: 1,
  createdBy: 'staff@example.com',
  createdAt: '2027-03-01T09:00:00+03:00',
  closedAt: null,
  closedBy: null,
};
const stops = [
  {
    id: '11',
    position: 1,
    kind: 'order',
    order: '42',
    refill: null,
    orderStatus: 'completed',
    method: 'cash',
    customerName: 'Sara',
    phone: '07701234567',
    address: 'Street 5',
    notes: 'Ring twice',
    cashToCollect: 41_000,
    outcome: 'delivered',
    cashCollected: 40_000,
    cashDifference: -1000,
    outcomeNote: null,
    outcomeAt: '2027-03-01T12:00:00+03:00',
    outcomeBy: 'staff@example.com',
    lines: [{ kind: 'product', title: 'Tigris jasmine', size: '180 g', color: 'Ivory', scent: 'Jasmine', quantity: 2 }],
  },
  {
    id: '12',
    position: 2,
    kind: 'refill',
    order: null,
    refill: '43',
    orderStatus: 'accepted',
    method: 'fib',
    customerName: 'Dara',
    phone: '07509998877',
    address: 'Street 9',
    notes: null,
    cashToCollect: 0,
    outcome: null,
    cashCollected: null,
    cashDifference: null,
    outcomeNote: null,
    outcomeAt: null,
    outcomeBy: null,
    lines: [{ kind: 'product', title: 'Amber jar', size: null, color: null, scent: null, quantity: 1 }],
  },
];
const answerRun =
  (changes: Record<string, unknown> = {}) =>
  () => ({ data: { adminDeliveryRun: { ...run, stops, audit: [auditEntry], ...changes } } });

describe('a delivery run page', () => {
  it('loads, fails with a retry, then lists the sheet: stop, customer, address, city, phone to call, items, cash, the total', async () => {
    network.answers.AdminMe = () => staff(true, 'staff');
    await failThenRetry(() => viewAdmin('adminDeliveryRun', { id: '7' }), 'AdminDeliveryRun', answerRun());
    const sheet = await screen.findByRole('region', { name: 'Run sheet' });
    const [, first, second, total] = within(sheet).getAllByRole('row');
    for (const text of ['Sara', 'Street 5', 'Erbil', '2 × Tigris jasmine (180 g, Ivory, Jasmine)', 'Delivered', 'Short by 1,000 IQD']) expect(within(first!).getByText(text, { exact: false })).toBeTruthy();
    expect(within(first!).getByRole('link', { name: '0770 123 4567' }).getAttribute('href')).toBe('tel:07701234567');
    expect(first!.className).toContain('admin-flagged');
    expect(within(first!).getByText('Order 42')).toBeTruthy();
    // A refill plan's refill (issue 37) says so, not "Order".
    expect(within(second!).getByText('Plan refill 43')).toBeTruthy();
    expect(within(second!).getByText('paid online')).toBeTruthy();
    expect(within(second!).getByText('waiting')).toBeTruthy();
    expect(within(total!).getByText('Total cash expected')).toBeTruthy();
    expect(within(total!).getByText('41,000 IQD')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Download the sheet/ }).getAttribute('href')).toMatch(/\/admin\/csv\/delivery-runs\/7\?lang=en$/);
    expect(screen.getByText('1 stop collected a different amount than it was to collect.')).toBeTruthy();
  });

  it('reads right to left in Arabic with Arabic-Indic digits', async () => {
    network.answers.AdminDeliveryRun = answerRun();
    await viewAdmin('adminDeliveryRun', { id: '7' }, {}, 'ar');
    const sheet = await screen.findByRole('region', { name: 'ورقة الجولة' });
    expect(within(sheet).getByText('إجمالي النقد المتوقع')).toBeTruthy();
    expect(within(sheet).getByText('٢ × Tigris jasmine (180 g، Ivory، Jasmine)')).toBeTruthy();
    expect(within(sheet).getByText('إعادة تعبئة الخطة ٤٣')).toBeTruthy();
    expect(screen.getByText('١/٣/٢٠٢٧ · Karwan · Erbil')).toBeTruthy();
    expect(screen.getByRole('link', { name: /تنزيل الورقة/ }).getAttribute('href')).toMatch(/lang=ar$/);
  });

  it('records a waiting stop as refused (no cash sent) and reads the run again', async () => {
    network.answers.AdminDeliveryRun = answerRun();
    network.answers.AdminRecordStopOutcome = () => ({ data: { adminRecordStopOutcome: { ...run, waiting: 0 } } });
    await viewAdmin('adminDeliveryRun', { id: '7' });
    const form = (await screen.findByRole('heading', { name: 'Stop 2: Dara' })).closest('form') as HTMLElement;
    // Delivered is offered first with the cash to collect filled in.
    expect((within(form).getByLabelText('Cash collected (IQD)') as HTMLInputElement).value).toBe('0');
    fireEvent.click(within(form).getByLabelText('Refused'));
    expect(within(form).getByText('The order is cancelled and its items go back into stock.')).toBeTruthy();
    fireEvent.input(within(form).getByLabelText('Note'), { target: { value: 'Changed her mind' } });
    const reads = network.sent.filter((call) => call.operation === 'AdminDeliveryRun').length;
    fireEvent.click(within(form).getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(network.sent.filter((call) => call.operation === 'AdminDeliveryRun').length).toBe(reads + 1));
    expect(network.sent.find((call) => call.operation === 'AdminRecordStopOutcome')?.variables).toEqual({ stop: '12', outcome: 'refused', cashCollected: null, note: 'Changed her mind' });
  });

  it('says why an outcome was refused and keeps what was typed', async () => {
    network.answers.AdminDeliveryRun = answerRun();
    network.answers.AdminRecordStopOutcome = () => refused('delivery.stopDone', 'REFUSED');
    await viewAdmin('adminDeliveryRun', { id: '7' });
    const form = (await screen.findByRole('heading', { name: 'Stop 2: Dara' })).closest('form') as HTMLElement;
    fireEvent.input(within(form).getByLabelText('Cash collected (IQD)'), { target: { value: '٥٠٠' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record' }));
    expect(await within(form).findByRole('alert')).toBeTruthy();
    expect(within(form).getByText(/This stop already has an outcome/)).toBeTruthy();
    expect((within(form).getByLabelText('Cash collected (IQD)') as HTMLInputElement).value).toBe('500');
    expect(network.sent.find((call) => call.operation === 'AdminRecordStopOutcome')?.variables).toMatchObject({ outcome: 'delivered', cashCollected: 500 });
  });

  it('refuses to close while a stop waits, in words, then closes and flags the difference', async () => {
    network.answers.AdminDeliveryRun = answerRun();
    network.answers.AdminCloseDeliveryRun = () => refused('delivery.stopsWaiting', 'REFUSED');
    await viewAdmin('adminDeliveryRun', { id: '7' });
    expect(await screen.findByText('1 stop has no outcome yet: record it before closing.')).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Cash the courier brought back (IQD)'), { target: { value: '39000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close the run' }));
    expect(await screen.findByText('Every stop needs an outcome before the run is closed.')).toBeTruthy();

    network.answers.AdminCloseDeliveryRun = () => ({ data: { adminCloseDeliveryRun: { ...run, status: 'closed' } } });
    network.answers.AdminDeliveryRun = answerRun({ status: 'closed', waiting: 0, cashReturned: 39_000, cashDifference: -1000, closedAt: '2027-03-01T18:00:00+03:00', closedBy: 'staff@example.com' });
    fireEvent.click(screen.getByRole('button', { name: 'Close the run' }));
    const section = () => screen.getByRole('heading', { name: 'Cash' }).closest('section') as HTMLElement;
    await waitFor(() => expect(within(section()).getByText('39,000 IQD')).toBeTruthy());
    expect(within(section()).getByText('Short by 1,000 IQD')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close the run' })).toBeNull();
    expect(network.sent.filter((call) => call.operation === 'AdminCloseDeliveryRun').at(-1)?.variables).toEqual({ id: '7', cashReturned: 39000 });
  });
});

describe('the delivery runs page', () => {
  it('lists runs with a closed run’s difference, and builds a run from the city’s orders ticked in the courier’s order', async () => {
    network.answers.AdminDeliveryRuns = () => ({ data: { adminDeliveryRuns: onePage([{ ...run, status: 'closed', cashReturned: 40_500, cashDifference: 500 }]) } });
    network.answers.Cities = () => ({ data: { cities: [{ id: '3', name: 'Erbil', price: 5000 }] } });
    network.answers.AdminDeliveryCandidates = () => ({
      data: {
        adminDeliveryCandidates: [
          { kind: 'order', id: '50', date: '2027-02-28T10:00:00+03:00', customerName: 'Sara', phone: '0770', address: 'Street 5', total: 41_000, method: 'cash', cashToCollect: 41_000 },
          { kind: 'order', id: '51', date: '2027-02-28T11:00:00+03:00', customerName: 'Dara', phone: '0750', address: 'Street 9', total: 20_000, method: 'fib', cashToCollect: 0 },
          // Issue 37: a refill plan's confirmed refill, its id shared with an order's.
          { kind: 'refill', id: '50', date: '2027-02-28T12:00:00+03:00', customerName: 'Hana', phone: '0751', address: 'Street 11', total: 18_000, method: 'cash', cashToCollect: 18_000 },
        ],
      },
    });
    network.answers.AdminCreateDeliveryRun = () => ({ data: { adminCreateDeliveryRun: { ...run, id: '8' } } });
    // Issue 36: the courier is picked from the owner's list, the active ones only.
    network.answers.AdminCouriers = () => ({
      data: {
        adminCouriers: [
          { id: '4', name: 'Karwan', phone: '0780 111 0002', active: true, version: 1, runCount: 3 },
          { id: '5', name: 'Shvan', phone: null, active: false, version: 2, runCount: 1 },
        ],
      },
    });
    await viewAdmin('adminDeliveryRuns');
    const row = (await screen.findByRole('link', { name: 'Open run 7' })).closest('tr') as HTMLElement;
    for (const text of ['Karwan', 'Erbil', 'Closed', 'Over by 500 IQD']) expect(within(row).getByText(text)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Build the run' }));
    expect(await screen.findByText('Choose an active courier.')).toBeTruthy();
    expect(screen.getByText('Choose a city.')).toBeTruthy();
    expect(network.sent.some((call) => call.operation === 'AdminCreateDeliveryRun')).toBe(false);

    const courier = (await screen.findByLabelText('Courier')) as HTMLSelectElement;
    await waitFor(() => expect([...courier.options].map((option) => option.textContent)).toEqual(['Choose a courier', 'Karwan']));
    for (const option of courier.options) option.selected = option.value === '4';
    courier.dispatchEvent(new Event('change', { bubbles: true }));
    const city = (await screen.findByLabelText('City')) as HTMLSelectElement;
    await waitFor(() => expect(city.options.length).toBe(2));
    // Picked as a browser does (testing-library's change event reaches no select listener under happy-dom).
    for (const option of city.options) option.selected = option.value === '3';
    city.dispatchEvent(new Event('change', { bubbles: true }));
    const dara = await screen.findByRole('checkbox', { name: /Order 51/ });
    fireEvent.click(dara);
    fireEvent.click(screen.getByRole('checkbox', { name: /Order 50/ }));
    expect(screen.getByRole('checkbox', { name: /Order 50/ }).closest('label')!.textContent).toContain('stop 2');
    const hana = screen.getByRole('checkbox', { name: /Plan refill 50/ });
    expect(hana.closest('label')!.textContent).toContain('18,000 IQD');
    fireEvent.click(hana);
    expect(hana.closest('label')!.textContent).toContain('stop 3');
    fireEvent.click(screen.getByRole('button', { name: 'Build the run' }));
    await waitFor(() => expect(network.sent.some((call) => call.operation === 'AdminCreateDeliveryRun')).toBe(true));
    expect(network.sent.find((call) => call.operation === 'AdminCreateDeliveryRun')?.variables).toEqual({
      input: {
        date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
        courier: '4',
        city: '3',
        stops: [
          { kind: 'order', id: '51' },
          { kind: 'order', id: '50' },
          { kind: 'refill', id: '50' },
        ],
      },
    });
  });
});
