import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { failThenRetry, network, stubNetwork } from '../../test-support.js';
import { staff, viewAdmin } from '../admin-test-support.js';
import { promotionCodesCsv } from './promotion-codes.js';

stubNetwork();

// Issue 35 item 4: the owner's promotions page: the list and what each gave, the form that
// creates and changes one with the server's refusals under their fields, End, and single-use codes.

const promotion = {
  id: '7',
  name: { en: 'Winter ten', ku: 'زستان', ar: 'عرض الشتاء' },
  kind: 'percent',
  amount: 10,
  target: 'order',
  targetIds: [] as string[],
  minBasket: 20_000,
  startsAt: '2026-12-01T00:00:00+03:00',
  endsAt: '2099-12-31T23:59:00+03:00',
  automatic: false,
  code: 'WINTER10',
  maxUses: 100,
  maxGiven: null,
  perCustomer: 1,
  uses: 3,
  given: 6000,
  system: false,
  running: true,
};
const listOf =
  (...promotions: unknown[]) =>
  () => ({ data: { adminPromotions: promotions } });
const invalid = (field: string, key: string) => () => ({ errors: [{ message: 'bad.request', extensions: { code: 'BAD_USER_INPUT', validation: { [field]: [key] } } }] });

describe('the promotions list', () => {
  it('loads, fails with a retry, then shows each promotion: what it takes off, when, its code, uses and IQD given', async () => {
    await failThenRetry(
      () => viewAdmin('adminPromotions'),
      'AdminPromotions',
      listOf(promotion, {
        ...promotion,
        id: '8',
        name: { en: 'Candles off', ku: '', ar: '' },
        kind: 'fixed',
        amount: 5000,
        target: 'categories',
        targetIds: ['1'],
        minBasket: 0,
        automatic: true,
        code: null,
        running: false,
        startsAt: '2025-12-01T00:00:00+03:00',
        endsAt: '2026-01-01T00:00:00+03:00',
      }),
    );
    const row = (await screen.findByRole('button', { name: 'Winter ten' })).closest('tr') as HTMLElement;
    for (const fact of ['10%', 'WINTER10', '3 / 100', '6,000 IQD / no limit', 'Running', 'The whole order']) expect(within(row).getByText(fact)).toBeTruthy();
    expect(within(row).getByText(/from 20,000 IQD/)).toBeTruthy();
    const other = screen.getByRole('button', { name: 'Candles off' }).closest('tr') as HTMLElement;
    for (const fact of ['5,000 IQD', 'Automatic', 'Ended', 'Categories']) expect(within(other).getByText(fact)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Back office' }).querySelector('a[aria-current="page"]')?.textContent).toBe('Promotions');
  });

  it('reads in Arabic with Arabic-Indic digits and the Arabic name', async () => {
    network.answers.AdminPromotions = listOf(promotion);
    await viewAdmin('adminPromotions', {}, {}, 'ar');
    const row = (await screen.findByRole('button', { name: 'عرض الشتاء' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('١٠٪')).toBeTruthy();
    expect(within(row).getByText('جارٍ')).toBeTruthy();
    expect(within(row).getByText(/^٣ \/ ١٠٠$/)).toBeTruthy();
  });

  it('is not offered to staff who are not the owner', async () => {
    network.answers.AdminMe = () => staff(true, 'staff');
    network.answers.AdminPromotions = listOf(promotion);
    await viewAdmin('adminPromotions');
    expect(await screen.findByText('Only the owner sees and changes promotions.')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Back office' }).textContent).not.toContain('Promotions');
  });
});

describe('creating and changing a promotion', () => {
  it('sends every field in the server’s terms (digits of any language, the shop’s wall clock) and lists the new one', async () => {
    network.answers.AdminPromotions = listOf();
    network.answers.AdminSavePromotion = () => ({ data: { adminSavePromotion: promotion } });
    await viewAdmin('adminPromotions');
    expect(await screen.findByText('No promotion yet.')).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Name in English'), { target: { value: ' Winter ten ' } });
    fireEvent.input(screen.getByLabelText('Name in Arabic'), { target: { value: 'عرض الشتاء' } });
    fireEvent.input(screen.getByLabelText('Percent (1-100)'), { target: { value: '١٠' } });
    // Picked as a browser does (testing-library's change event reaches no select listener under happy-dom).
    const target = screen.getByLabelText('What it reduces') as HTMLSelectElement;
    for (const option of target.options) option.selected = option.value === 'collections';
    target.dispatchEvent(new Event('change', { bubbles: true }));
    fireEvent.input(await screen.findByLabelText('Collection numbers'), { target: { value: '3, ٤' } });
    fireEvent.input(screen.getByLabelText('Minimum basket (IQD)'), { target: { value: '20,000' } });
    fireEvent.input(screen.getByLabelText('Starts (shop time)'), { target: { value: '2026-12-01T00:00' } });
    fireEvent.input(screen.getByLabelText('Code customers type'), { target: { value: 'winter10' } });
    fireEvent.input(screen.getByLabelText('Most sales'), { target: { value: '100' } });
    fireEvent.input(screen.getByLabelText('Most sales per customer'), { target: { value: '1' } });
    network.answers.AdminPromotions = listOf(promotion);
    fireEvent.click(screen.getByRole('button', { name: 'Add the promotion' }));
    expect(await screen.findByRole('button', { name: 'Winter ten' })).toBeTruthy();
    expect(network.sent.find((call) => call.operation === 'AdminSavePromotion')?.variables).toEqual({
      input: {
        id: null,
        name: { en: 'Winter ten', ku: '', ar: 'عرض الشتاء' },
        kind: 'percent',
        amount: 10,
        target: 'collections',
        targetIds: ['3', '4'],
        minBasket: 20_000,
        startsAt: '2026-12-01T00:00',
        endsAt: null,
        automatic: false,
        code: 'winter10',
        maxUses: 100,
        maxGiven: null,
        perCustomer: 1,
      },
    });
    expect((screen.getByLabelText('Name in English') as HTMLInputElement).value).toBe('');
  });

  it('shows the server’s refusal under the field it names, cleared once the field is edited', async () => {
    network.answers.AdminPromotions = listOf();
    network.answers.AdminSavePromotion = invalid('endsAt', 'input.endsAt.beforeStart');
    await viewAdmin('adminPromotions');
    await screen.findByText('No promotion yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Add the promotion' }));
    expect(await screen.findByText('It must end after it starts.')).toBeTruthy();
    expect(screen.getByLabelText('Ends (shop time, empty for no end)').getAttribute('aria-invalid')).toBe('true');
    fireEvent.input(screen.getByLabelText('Ends (shop time, empty for no end)'), { target: { value: '2026-12-31T00:00' } });
    expect(screen.queryByText('It must end after it starts.')).toBeNull();
    network.answers.AdminSavePromotion = invalid('name', 'input.name.required');
    fireEvent.click(screen.getByRole('button', { name: 'Add the promotion' }));
    expect(await screen.findByText('Enter the name in English.')).toBeTruthy();
  });

  it('opens one to change it on the shop’s clock, ends it, and reads the list again', async () => {
    network.answers.AdminPromotions = listOf(promotion);
    network.answers.AdminSavePromotion = () => ({ data: { adminSavePromotion: { ...promotion, maxUses: 200 } } });
    network.answers.AdminEndPromotion = () => ({ data: { adminEndPromotion: { ...promotion, running: false } } });
    await viewAdmin('adminPromotions');
    fireEvent.click(await screen.findByRole('button', { name: 'Winter ten' }));
    const panel = screen.getByRole('region', { name: 'Winter ten' });
    expect((within(panel).getByLabelText('Starts (shop time)') as HTMLInputElement).value).toBe('2026-12-01T00:00');
    fireEvent.input(within(panel).getByLabelText('Most sales'), { target: { value: '200' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save the changes' }));
    expect(await within(panel).findByText('Saved.')).toBeTruthy();
    expect(network.sent.find((call) => call.operation === 'AdminSavePromotion')?.variables.input).toMatchObject({ id: '7', maxUses: 200, code: 'WINTER10', endsAt: '2099-12-31T23:59' });
    const reads = network.sent.filter((call) => call.operation === 'AdminPromotions').length;
    fireEvent.click(within(panel).getByRole('button', { name: 'End the promotion now' }));
    await waitFor(() => expect(network.sent.filter((call) => call.operation === 'AdminPromotions').length).toBeGreaterThan(reads));
    expect(network.sent.find((call) => call.operation === 'AdminEndPromotion')?.variables).toEqual({ id: '7' });
  });
});

describe('single-use codes', () => {
  it('generates N codes, checked before sending, shows them and downloads every code as CSV', async () => {
    network.answers.AdminPromotions = listOf(promotion);
    network.answers.AdminGeneratePromotionCodes = () => ({ data: { adminGeneratePromotionCodes: ['AAAA1111BBBB2222C', 'DDDD3333EEEE4444F'] } });
    const codes = [
      { code: 'WINTER10', singleUse: false, used: false },
      { code: 'AAAA1111BBBB2222C', singleUse: true, used: true },
    ];
    network.answers.AdminPromotionCodes = () => ({ data: { adminPromotionCodes: codes } });
    await viewAdmin('adminPromotions');
    fireEvent.click(await screen.findByRole('button', { name: 'Winter ten' }));
    fireEvent.click(screen.getByRole('button', { name: 'Generate the codes' }));
    expect(await screen.findByText('Enter a whole number from 1 to 5000.')).toBeTruthy();
    expect(network.sent.some((call) => call.operation === 'AdminGeneratePromotionCodes')).toBe(false);
    fireEvent.input(screen.getByLabelText('How many codes'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate the codes' }));
    expect(await screen.findByText('2 codes generated:')).toBeTruthy();
    expect(screen.getByText('DDDD3333EEEE4444F')).toBeTruthy();
    expect(network.sent.find((call) => call.operation === 'AdminGeneratePromotionCodes')?.variables).toEqual({ id: '7', count: 2 });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL ??= () => 'blob:codes';
    URL.revokeObjectURL ??= () => {};
    fireEvent.click(screen.getByRole('button', { name: 'Download every code (CSV)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('promotion-7-codes.csv');
    click.mockRestore();
    expect(promotionCodesCsv(codes)).toBe('code,single_use,used\r\nWINTER10,no,no\r\nAAAA1111BBBB2222C,yes,yes\r\n');
  });

  it('offers no codes for an automatic promotion', async () => {
    network.answers.AdminPromotions = listOf({ ...promotion, automatic: true, code: null });
    await viewAdmin('adminPromotions');
    fireEvent.click(await screen.findByRole('button', { name: 'Winter ten' }));
    expect(screen.getByRole('button', { name: 'End the promotion now' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Generate the codes' })).toBeNull();
  });
});
