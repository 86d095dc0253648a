import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { failThenRetry, network, refused, stubNetwork } from '../../test-support.js';
import { adminWorkshop, viewAdmin } from '../admin-test-support.js';
import { $router } from '../../router.js';

stubNetwork();

const attendee = {
  ticket: '31',
  uuid: 't-31',
  name: 'Sara',
  email: 'sara@example.com',
  phone: '07701234567',
  people: 3,
  total: 75000,
  paid: true,
  method: 'fib',
  status: 'accepted',
  tier: '1–4',
  date: '2026-11-22T07:00:00Z',
};
const fill = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe('the workshop editor', () => {
  it('loads, shows a failure with a retry that works, then the workshop in its three languages and who is coming', async () => {
    await failThenRetry(
      () => viewAdmin('adminWorkshop', { id: '2' }),
      'AdminWorkshop',
      () => ({ data: { adminWorkshop, adminAttendees: [attendee] } }),
    );
    expect(await screen.findByRole('heading', { name: 'Beeswax pillars' })).toBeTruthy();
    expect((screen.getByLabelText('Title in العربية') as HTMLInputElement).value).toBe('شموع شمع العسل');
    expect((screen.getByLabelText('Date and time (Baghdad)') as HTMLInputElement).value).toBe('2026-12-05T15:00');
    const row = within(screen.getByRole('region', { name: 'Who is coming' }))
      .getByRole('link', { name: 'Sara' })
      .closest('tr')!;
    expect(row.textContent).toContain('75,000 IQD · paid');
    expect(screen.getByRole('link', { name: 'Sara' }).getAttribute('href')).toBe('/admin/requests/ticket/31');
  });

  it('saves the workshop with the version it saw, its Baghdad time and its tiers', async () => {
    network.answers.AdminWorkshop = () => ({ data: { adminWorkshop, adminAttendees: [] } });
    network.answers.AdminSaveWorkshop = () => ({ data: { adminSaveWorkshop: { ...adminWorkshop, version: 7 } } });
    await viewAdmin('adminWorkshop', { id: '2' });
    expect(await screen.findByText('No ticket sold yet.')).toBeTruthy();
    fill('Seats', '14');
    fireEvent.submit(screen.getByRole('button', { name: 'Save the workshop' }).closest('form')!);
    await waitFor(() => expect(network.sent.some((call) => call.operation === 'AdminSaveWorkshop')).toBe(true));
    expect(network.sent.find((call) => call.operation === 'AdminSaveWorkshop')?.variables.input).toEqual({
      id: '2',
      version: 6,
      title: adminWorkshop.title,
      description: adminWorkshop.description,
      date: '2026-12-05T15:00:00+03:00',
      durationMinutes: 120,
      seats: 14,
      tiers: [{ id: '1', min: 1, max: 4, price: 25000, soldout: false }],
    });
    // Saved: the page asks again for the workshop as it stands now.
    await waitFor(() => expect(network.sent.filter((call) => call.operation === 'AdminWorkshop')).toHaveLength(2));
  });

  it('refuses a new workshop with a text missing, and opens the page of one saved', async () => {
    network.answers.AdminSaveWorkshop = () => ({ data: { adminSaveWorkshop: { ...adminWorkshop, id: '9' } } });
    await viewAdmin('adminWorkshop', { id: 'new' });
    await screen.findByLabelText('Title in English');
    fill('Title in English', 'Soy jars');
    fireEvent.submit(screen.getByRole('button', { name: 'Save the workshop' }).closest('form')!);
    expect(await screen.findByText('Please fill in every text, the date, and whole numbers; each ticket needs from 1 person up.')).toBeTruthy();
    expect(network.sent.some((call) => call.operation === 'AdminSaveWorkshop')).toBe(false);
    for (const language of ['English', 'کوردی', 'العربية']) {
      fill(`Title in ${language}`, 'Soy jars');
      fill(`Description in ${language}`, 'Pour a jar.');
    }
    fill('Date and time (Baghdad)', '2027-01-10T17:00');
    fill('Price per person (IQD)', '20000');
    fireEvent.submit(screen.getByRole('button', { name: 'Save the workshop' }).closest('form')!);
    await waitFor(() => expect($router.get()?.params).toEqual({ id: '9' }));
    expect(network.sent.find((call) => call.operation === 'AdminSaveWorkshop')?.variables.input).toMatchObject({ id: null, version: null, date: '2027-01-10T17:00:00+03:00' });
  });

  it("shows the server's refusal of a change", async () => {
    network.answers.AdminWorkshop = () => ({ data: { adminWorkshop, adminAttendees: [] } });
    network.answers.AdminSaveWorkshop = () => refused('bad.request');
    await viewAdmin('adminWorkshop', { id: '2' });
    fireEvent.submit((await screen.findByRole('button', { name: 'Save the workshop' })).closest('form')!);
    expect(await screen.findByText('Please check the values you entered.')).toBeTruthy();
  });
});
