import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { failThenRetry, network, partnerStatement, refused, stubNetwork } from '../../test-support.js';
import { auditEntry, staff, viewAdmin } from '../admin-test-support.js';

stubNetwork();

// Issue 26: the owner's partner pages in their states (loading, failure, empty, rows, refusals).

const partner = {
  id: '5',
  name: 'Candle Corner',
  contact: 'corner@example.com',
  lang: 'ar',
  origins: ['https://corner.example'],
  commissionPercent: 12.5,
  status: 'active',
  key: 'cp_abcdefghijklmnop',
  reportLink: false,
  version: 3,
  createdAt: '2026-11-01T10:00:00+03:00',
  updatedAt: '2026-11-02T10:00:00+03:00',
};
// The owner's month of every partner: Candle Corner's statement alone.
const month = { month: '2026-11', sales: 2, total: 60_000, commission: 7500, partners: [{ partner: { id: '5', name: 'Candle Corner', status: 'active', commissionPercent: 12.5 }, statement: partnerStatement }] };

describe('the partners list', () => {
  it('loads, fails with a retry that works, then shows each partner with its origins and key', async () => {
    await failThenRetry(
      () => viewAdmin('adminPartners'),
      'AdminPartners',
      () => ({ data: { adminPartners: [partner] } }),
    );
    const row = (await screen.findByRole('link', { name: 'Open Candle Corner' })).closest('tr') as HTMLElement;
    for (const fact of ['Active', 'https://corner.example', '12.5', 'cp_abcdefghijklmnop']) expect(within(row).getByText(fact)).toBeTruthy();
  });

  it('says when there is no partner, and adds one with its exact origins', async () => {
    network.answers.AdminPartners = () => ({ data: { adminPartners: [] } });
    network.answers.AdminSavePartner = () => ({ data: { adminSavePartner: { ...partner, version: 1 } } });
    await viewAdmin('adminPartners');
    expect(await screen.findByText('No partner yet.')).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Candle Corner' } });
    fireEvent.input(screen.getByLabelText('Contact (email or phone)'), { target: { value: 'corner@example.com' } });
    expect(screen.getByLabelText('Language of its report')).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Allowed origins'), { target: { value: ' https://corner.example \n\nhttp://localhost:4100' } });
    fireEvent.input(screen.getByLabelText('Commission (%)'), { target: { value: '12,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a partner' }));
    expect(await screen.findByText('The partner was added. Its public key is below.')).toBeTruthy();
    expect(network.sent.find((call) => call.operation === 'AdminSavePartner')?.variables).toEqual({
      input: { id: null, version: null, name: 'Candle Corner', contact: 'corner@example.com', lang: 'en', origins: ['https://corner.example', 'http://localhost:4100'], commissionPercent: 12.5 },
    });
  });

  it('refuses an origin with a path before sending anything, and shows the server’s own refusals', async () => {
    network.answers.AdminPartners = () => ({ data: { adminPartners: [] } });
    network.answers.AdminSavePartner = () => ({ errors: [{ message: 'bad.request', extensions: { code: 'BAD_USER_INPUT', validation: { name: ['input.name.taken'] } } }] });
    await viewAdmin('adminPartners');
    await screen.findByText('No partner yet.');
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Candle Corner' } });
    fireEvent.input(screen.getByLabelText('Contact (email or phone)'), { target: { value: 'c@example.com' } });
    fireEvent.input(screen.getByLabelText('Allowed origins'), { target: { value: 'https://corner.example/shop' } });
    fireEvent.input(screen.getByLabelText('Commission (%)'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a partner' }));
    expect((await screen.findByRole('alert')).textContent).toContain('no path');
    expect(network.sent.some((call) => call.operation === 'AdminSavePartner')).toBe(false);
    fireEvent.input(screen.getByLabelText('Allowed origins'), { target: { value: 'https://corner.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a partner' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Another partner has this name.'));
  });

  it('is the owner’s: staff see why and no partner, and no link to it in the menu', async () => {
    network.answers.AdminMe = () => staff(true, 'staff');
    network.answers.AdminPartners = () => refused('forbidden', 'FORBIDDEN');
    await viewAdmin('adminPartners');
    expect(await screen.findByText('Only the owner manages partners.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Partners' })).toBeNull();
  });
});

describe('one partner', () => {
  it('pauses it at the version shown, and shows a new report link once', async () => {
    network.answers.AdminPartner = () => ({ data: { adminPartner: { partner, audit: [{ ...auditEntry, action: 'create', before: '{}', after: '{"name":"Candle Corner"}', note: null }] } } });
    network.answers.AdminSetPartnerStatus = () => ({ data: { adminSetPartnerStatus: { ...partner, status: 'paused', version: 4 } } });
    network.answers.AdminIssuePartnerReportLink = () => ({ data: { adminIssuePartnerReportLink: { url: 'http://shop.test/ar/partner-report/TOKEN', partner: { ...partner, reportLink: true, version: 4 } } } });
    await viewAdmin('adminPartner', { id: '5' });
    expect(await screen.findByText('added', { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(network.sent.find((call) => call.operation === 'AdminSetPartnerStatus')?.variables).toEqual({ id: '5', version: 3, status: 'paused' }));
    network.answers.AdminPartner = () => ({ data: { adminPartner: { partner: { ...partner, reportLink: true, version: 4 }, audit: [] } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Issue a link' }));
    expect(((await screen.findByLabelText('Report address')) as HTMLInputElement).value).toBe('http://shop.test/ar/partner-report/TOKEN');
    expect(await screen.findByRole('button', { name: 'Revoke the link' })).toBeTruthy();
  });

  it('shows the code to paste with its key, and copies it (issue 36 item 5)', async () => {
    network.answers.AdminPartner = () => ({ data: { adminPartner: { partner, audit: [] } } });
    network.answers.AdminPartners = () => ({ data: { adminPartners: [partner] } });
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void copied.push(text) } });
    await viewAdmin('adminPartner', { id: '5' });
    const code = (await screen.findByLabelText('Code to paste')) as HTMLTextAreaElement;
    expect(code.value).toBe(`<script type="module" src="${location.origin}/sdk/candleshop.js" data-partner="cp_abcdefghijklmnop"></script>\n<candle-product-grid></candle-product-grid>`);
    expect(code.readOnly).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Copy the code' }));
    expect(await screen.findByText('Copied.')).toBeTruthy();
    expect(copied).toEqual([code.value]);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says when the code could not be copied', async () => {
    network.answers.AdminPartner = () => ({ data: { adminPartner: { partner, audit: [] } } });
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new Error('denied')) } });
    await viewAdmin('adminPartner', { id: '5' });
    fireEvent.click(await screen.findByRole('button', { name: 'Copy the code' }));
    expect(await screen.findByText('Could not copy: copy it by hand.')).toBeTruthy();
  });

  it('warns when another partner lists one of its origins, on its page and in the list (issue 36 item 5)', async () => {
    const other = { ...partner, id: '6', name: 'Blue Cafe', key: 'bc_abcdefghijklmnop', origins: ['https://blue.example', 'https://corner.example'] };
    const warning = 'https://corner.example is also an origin of Blue Cafe: its sales may go to either.';
    network.answers.AdminPartner = () => ({ data: { adminPartner: { partner, audit: [] } } });
    network.answers.AdminPartners = () => ({ data: { adminPartners: [partner, other] } });
    await viewAdmin('adminPartner', { id: '5' });
    expect((await screen.findByRole('note')).textContent).toBe(warning);
    cleanup();
    await viewAdmin('adminPartners');
    const row = (await screen.findByRole('link', { name: 'Open Candle Corner' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('note').textContent).toBe(warning);
  });

  it('tells the owner when someone changed it meanwhile', async () => {
    network.answers.AdminPartner = () => ({ data: { adminPartner: { partner, audit: [] } } });
    network.answers.AdminRotatePartnerKey = () => refused('admin.changed');
    await viewAdmin('adminPartner', { id: '5' });
    fireEvent.click(await screen.findByRole('button', { name: 'Give a new key' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Someone changed this meanwhile.');
  });
});

describe('the partners’ month', () => {
  it('shows every partner’s commission as a chart with its table and a CSV of the month', async () => {
    await failThenRetry(
      () => viewAdmin('adminPartnerReport', {}, { month: '2026-11' }),
      'AdminPartnerReport',
      () => ({
        data: { adminPartnerReport: month },
      }),
    );
    expect(await screen.findByText('All partners: 2 sales worth 60,000 IQD, commission 7,500 IQD.')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'Commission by kind of sale' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /Download the month/ }).getAttribute('href')).toMatch(/\/admin\/csv\/partners\/2026-11$/);
    expect(network.sent.find((call) => call.operation === 'AdminPartnerReport')?.variables).toEqual({ month: '2026-11' });
  });

  it('reads right to left in Arabic with Arabic-Indic digits', async () => {
    network.answers.AdminPartnerReport = () => ({
      data: { adminPartnerReport: month },
    });
    await viewAdmin('adminPartnerReport', {}, { month: '2026-11' }, 'ar');
    const chart = await screen.findAllByRole('img', { name: 'العمولة حسب نوع البيع' });
    const label = chart[0]!.querySelector('text')!;
    expect(label.getAttribute('direction')).toBe('rtl');
    expect(chart[0]!.textContent).toContain('٧٬٥٠٠');
  });
});
