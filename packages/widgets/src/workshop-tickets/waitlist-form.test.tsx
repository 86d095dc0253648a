import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { createAccountClient, createLocalHumanCheck, createPublicClient, userLoaded, type Lang, type TicketWorkshop } from '@candleshop/core';
import { soyWorkshop } from '../../../../tests/support/workshop-fixture.js';
import { WorkshopTickets } from './workshop-tickets.js';

// Issue 27 item 4: a workshop with a sold-out tier offers its waiting list, whose form is loaded
// when opened; a guest joins with the human check's token.

const SHOP = 'http://shop.test';
// The seeded workshop with no seat left: every tier sold out.
const full = soyWorkshop(SHOP, { seatsLeft: 0, tickets: soyWorkshop(SHOP).tickets.map((tier) => ({ ...tier, soldout: true })) });

function renderWidget(workshop: TicketWorkshop, lang: Lang = 'en', refusal?: string) {
  const sent: Array<{ operation: string; variables: Record<string, unknown> }> = [];
  const fetch: typeof globalThis.fetch = async (_input, init) => {
    const body = JSON.parse(String(init?.body)) as { operationName: string; variables: Record<string, unknown> };
    sent.push({ operation: body.operationName, variables: body.variables });
    const answer = body.operationName === 'JoinWaitlist' ? (refusal ? { errors: [{ message: refusal, extensions: { code: 'REFUSED' } }] } : { data: { joinWaitlist: true } }) : { data: { workshop } };
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  };
  render(
    <WorkshopTickets
      client={createPublicClient({ endpoint: `${SHOP}/graphql`, fetch })}
      account={createAccountClient({ endpoint: `${SHOP}/graphql`, fetch })}
      lang={lang}
      storefront={SHOP}
      humanCheck={createLocalHumanCheck({ warn: () => {} })}
      payment={{ zaincashPayUrl: `${SHOP}/z`, nasspayCheckoutUrl: `${SHOP}/n` }}
      workshop={workshop.id}
      onTicketCreated={() => true}
      navigate={() => {}}
    />,
  );
  return sent;
}

beforeEach(() => userLoaded(undefined));
afterEach(cleanup);

describe('the waiting list of a sold-out workshop', () => {
  it('is offered only while every tier of an upcoming workshop is sold out', async () => {
    // Issue 36 item 4: one tier still has seats, so the buyer is sent there, not to a queue.
    renderWidget({ ...full, tickets: [{ ...full.tickets[0]!, soldout: false }, full.tickets[1]!] });
    await screen.findByRole('heading', { name: 'Hand-poured soy candles' });
    expect(screen.queryByRole('button', { name: 'Join the waiting list' })).toBeNull();
    cleanup();
    renderWidget({ ...full, past: true });
    await screen.findByRole('heading', { name: 'Hand-poured soy candles' });
    expect(screen.queryByRole('button', { name: 'Join the waiting list' })).toBeNull();
  });

  it('loads its form when opened, checks the contact, and joins a guest with the human-check token', async () => {
    const sent = renderWidget(full);
    fireEvent.click(await screen.findByRole('button', { name: 'Join the waiting list' }));
    const form = (await screen.findByRole('heading', { name: 'Join the waiting list' })).closest('form')!;
    fireEvent.input(within(form).getByLabelText('Ticket'), { target: { value: '6' } });
    const people = within(form).getByLabelText('People') as HTMLSelectElement;
    expect([...people.options].map((option) => option.value)).toEqual(['3', '4', '5', '6']);
    fireEvent.input(people, { target: { value: '3' } });
    fireEvent.submit(form);
    expect(await within(form).findByText('Please enter your name.')).toBeTruthy();
    expect(sent.some((call) => call.operation === 'JoinWaitlist')).toBe(false);
    fireEvent.input(within(form).getByLabelText('Name'), { target: { value: 'Shilan' } });
    // The rules the server applies (@candleshop/rules): an Iraqi mobile, an address with a dot after its @.
    fireEvent.input(within(form).getByLabelText('Phone'), { target: { value: '1234567' } });
    fireEvent.input(within(form).getByLabelText('Email'), { target: { value: 'shilan@example' } });
    fireEvent.submit(form);
    expect(await within(form).findByText('Enter an Iraqi mobile number, like 0770 123 4567.')).toBeTruthy();
    expect(within(form).getByText('Please enter a valid email address.')).toBeTruthy();
    expect(sent.some((call) => call.operation === 'JoinWaitlist')).toBe(false);
    fireEvent.input(within(form).getByLabelText('Phone'), { target: { value: '07501234567' } });
    fireEvent.input(within(form).getByLabelText('Email'), { target: { value: 'shilan@example.com' } });
    fireEvent.submit(form);
    expect((await screen.findByRole('status')).textContent).toContain('You are on the waiting list');
    expect(sent.find((call) => call.operation === 'JoinWaitlist')!.variables).toEqual({
      ticket: '6',
      people: 3,
      name: 'Shilan',
      email: 'shilan@example.com',
      phone: '07501234567',
      token: 'local-unverified',
    });
  });

  it('joins an unverified account under its own contact, with the human check, and says the limit (SECURITY-REVIEW-2 N2, N3)', async () => {
    userLoaded({ id: '9', name: 'Dara', email: 'dara@example.com', phone: '+9647701234567', status: 'pending' });
    const sent = renderWidget(full, 'en', 'waitlist.limit');
    fireEvent.click(await screen.findByRole('button', { name: 'Join the waiting list' }));
    const form = (await screen.findByRole('heading', { name: 'Join the waiting list' })).closest('form')!;
    expect(within(form).queryByLabelText('Email')).toBeNull();
    fireEvent.submit(form);
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toContain('as many waiting lists as one person may be'));
    expect(sent.find((call) => call.operation === 'JoinWaitlist')!.variables).toEqual({
      ticket: '4',
      people: 1,
      name: 'Dara',
      email: 'dara@example.com',
      phone: '+9647701234567',
      token: 'local-unverified',
    });
  });

  it('says in Arabic when seats are free for that many people', async () => {
    renderWidget(full, 'ar', 'waitlist.seatsFree');
    fireEvent.click(await screen.findByRole('button', { name: 'انضم إلى قائمة الانتظار' }));
    const form = (await screen.findByRole('heading', { name: 'انضم إلى قائمة الانتظار' })).closest('form')!;
    fireEvent.input(within(form).getByLabelText('الاسم'), { target: { value: 'شيلان' } });
    fireEvent.input(within(form).getByLabelText('رقم الهاتف'), { target: { value: '07501234567' } });
    fireEvent.input(within(form).getByLabelText('البريد الإلكتروني'), { target: { value: 'shilan@example.com' } });
    fireEvent.submit(form);
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('تتوفر الآن مقاعد لهذا العدد: يمكنك حجزها في الأعلى.'));
    expect((within(form).getByLabelText('عدد الأشخاص') as HTMLSelectElement).options[0]!.textContent).toBe('١');
  });
});
