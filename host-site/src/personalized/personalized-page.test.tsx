import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { expectNotFound, failThenRetry, network, refused, renderIn, stubNetwork } from '../test-support.js';
import { PersonalizedPage } from './personalized-page.js';

stubNetwork();

const request = (fields: Record<string, unknown> = {}) => ({
  data: {
    personalizedRequest: {
      id: '5',
      description: 'A candle shaped like our house',
      status: 'quoted',
      file: 'https://cdn.example/house.jpg',
      fileType: 'image',
      date: '2026-11-22T10:00:00+03:00',
      price: 45000,
      accepted: false,
      paid: false,
      method: null,
      ...fields,
    },
  },
});
const facts = () => screen.getAllByRole('definition').map((item) => item.textContent);

describe('PersonalizedPage', () => {
  it('loads, shows a failure with a retry that works, then the request, its file and its price', async () => {
    await failThenRetry(<PersonalizedPage id="5" />, 'MyPersonalizedRequest', () => request(), { loading: 'Loading your request…' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Personalized candle request 5' })).toBeTruthy();
    expect(screen.getByText('Sent on 22/11/2026')).toBeTruthy();
    expect(screen.getByText('A candle shaped like our house')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Your reference file' }).getAttribute('src')).toBe('https://cdn.example/house.jpg');
    expect(facts()).toEqual(['Priced: waiting for you', '45,000 IQD']);
  });

  it('says the price is being prepared, and offers no acceptance before it is quoted', async () => {
    network.answers.MyPersonalizedRequest = () => request({ status: 'pending', price: null, file: 'javascript:alert(1)' });
    await renderIn(<PersonalizedPage id="5" />);
    expect(await screen.findByText('We are preparing your price; we will email you when it is ready.')).toBeTruthy();
    // A file address that is not a web address is not linked.
    expect(screen.queryByRole('link', { name: 'Open the file' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accept and pay' })).toBeNull();
  });

  it('accepts the quote in cash with one key for retries, then shows the request as it stands', async () => {
    let accepted = false;
    network.answers.MyPersonalizedRequest = () => request(accepted ? { status: 'accepted', accepted: true, method: 'cash' } : {});
    network.answers.AcceptPersonalized = () => {
      accepted = true;
      return { data: { acceptPersonalized: { id: '5', token: null, uuid: null, email: null, operation_type: 'personalized', url: null, fibToken: null } } };
    };
    await renderIn(<PersonalizedPage id="5" />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Cash' }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept and pay' }));
    await waitFor(() => expect(facts()).toContain('Cash · Not paid'));
    const sent = network.sent.find((call) => call.operation === 'AcceptPersonalized')!.variables;
    expect(sent).toMatchObject({ id: '5', method: 'cash' });
    expect(sent.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says why an acceptance was refused', async () => {
    network.answers.MyPersonalizedRequest = () => request();
    network.answers.AcceptPersonalized = () => refused('personalized.accepted');
    await renderIn(<PersonalizedPage id="5" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept and pay' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This price was already accepted.');
  });

  it("asks to sign in when the request is not this customer's", async () => {
    await expectNotFound(<PersonalizedPage id="5" />, 'MyPersonalizedRequest', 'Sign in to see this request.');
  });

  it('works in Arabic with Arabic-Indic digits', async () => {
    network.answers.MyPersonalizedRequest = () => request();
    await renderIn(<PersonalizedPage id="5" />, 'ar');
    expect(await screen.findByText('٤٥٬٠٠٠ د.ع')).toBeTruthy();
  });
});
