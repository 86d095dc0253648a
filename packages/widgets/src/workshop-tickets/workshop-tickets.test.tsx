import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { createAccountClient, createLocalHumanCheck, createPublicClient, giftCardCodeOf, loggedIn, userLoaded, type Lang, type TicketWorkshop } from '@candleshop/core';
import { WorkshopTickets, type TicketCreatedDetail, type WorkshopTicketsOptions } from './workshop-tickets.js';
import { soyWorkshop } from '../../../../tests/support/workshop-fixture.js';

const SHOP = 'http://shop.test';
const QR = 'data:image/svg+xml;base64,PHN2Zy8+';

// Two gift cards the fake shop knows (issue 35): 25,000 and 100,000 IQD.
const CARD_25K = giftCardCodeOf(new Uint8Array(12).fill(3));
const CARD_100K = giftCardCodeOf(new Uint8Array(12).fill(4));
const CARDS: Record<string, number> = { [CARD_25K]: 25_000, [CARD_100K]: 100_000 };

const soy = (overrides: Partial<TicketWorkshop> = {}) => soyWorkshop(SHOP, overrides);

/** A fake shop: workshops from `shown`, ticket mutations recorded and answered, the guest's ticket found by uuid and email. */
function fakeShop(shown: TicketWorkshop[]) {
  const sent: { operation: string; variables: Record<string, unknown> }[] = [];
  const fetch: typeof globalThis.fetch = async (_input, init) => {
    const body = JSON.parse(String(init?.body)) as { operationName: string; variables: Record<string, unknown> };
    sent.push({ operation: body.operationName, variables: body.variables });
    const data = (() => {
      switch (body.operationName) {
        case 'GiftCardBalance': {
          const balance = CARDS[body.variables.code as string];
          return { giftCardBalance: { last4: String(body.variables.code).slice(-4), balance, status: 'active' } };
        }
        case 'TicketWorkshops':
          return { workshops: shown };
        case 'TicketWorkshop':
          return { workshop: shown.find((item) => item.id === body.variables.id) ?? null };
        case 'Ticket':
        case 'TicketGuest': {
          const email = body.operationName === 'TicketGuest' ? body.variables.email : null;
          const result = { id: '9', uuid: 'u-9', email, token: null, operation_type: 'ticket', url: null, fibToken: null };
          return { [body.operationName === 'Ticket' ? 'ticket' : 'ticketGuest']: result };
        }
        case 'GuestTicket': {
          const found = body.variables.uuid === 'u-9' && body.variables.email === 'shilan@example.com';
          return {
            guestTicketByUuid: found
              ? {
                  id: '9',
                  uuid: 'u-9',
                  paid: false,
                  method: 'cash',
                  date: '2026-11-23T20:00:00+03:00',
                  status: 'pending',
                  people: 4,
                  total: 100000,
                  qrCode: QR,
                  calendar: `${SHOP}/tickets/u-9.ics`,
                  name: 'Shilan',
                  email: 'shilan@example.com',
                  phone: '07501234567',
                  address: null,
                  ticket: { id: '6', min: 3, max: 6, price: 25000 },
                  workshop: { id: '2', title: 'Hand-poured soy candles', image: '', date: '2026-12-05T14:00:00Z', past: false },
                }
              : null,
          };
        }
        default:
          return {};
      }
    })();
    return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
  };
  return { sent, fetch };
}

function renderTickets(options: { shown?: TicketWorkshop[]; lang?: Lang; workshop?: string; cancel?: boolean; track?: WorkshopTicketsOptions['track'] } = {}) {
  const shop = fakeShop(options.shown ?? [soy()]);
  const created: TicketCreatedDetail[] = [];
  const opened: string[] = [];
  const props: WorkshopTicketsOptions = {
    client: createPublicClient({ endpoint: `${SHOP}/graphql`, fetch: shop.fetch }),
    account: createAccountClient({ endpoint: `${SHOP}/graphql`, fetch: shop.fetch }),
    lang: options.lang ?? 'en',
    storefront: SHOP,
    humanCheck: createLocalHumanCheck({ warn: () => {} }),
    payment: { zaincashPayUrl: `${SHOP}/payments/zaincash/pay`, nasspayCheckoutUrl: `${SHOP}/payments/nasspay/checkout` },
    workshop: options.workshop,
    onTicketCreated: (detail) => {
      created.push(detail);
      return !options.cancel;
    },
    navigate: (href) => opened.push(href),
    track: options.track,
  };
  render(<WorkshopTickets {...props} />);
  return { ...shop, created, opened };
}

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const dialog = (part: string) => document.querySelector<HTMLDialogElement>(`dialog[part="${part}"]`)!;
const mutations = <Call extends { operation: string }>(sent: Call[]) => sent.filter((call) => call.operation === 'Ticket' || call.operation === 'TicketGuest');

beforeEach(() => userLoaded(undefined));
afterEach(cleanup);

describe('WorkshopTickets', () => {
  it('shows a workshop with its Baghdad time, seats left and tiers; a sold-out tier cannot be chosen', async () => {
    renderTickets({ workshop: '2' });
    expect(await screen.findByRole('heading', { name: 'Hand-poured soy candles' })).toBeTruthy();
    expect(screen.getByText('5/12/2026 at 17:00, Baghdad time')).toBeTruthy();
    expect(screen.getByText('8 seats left')).toBeTruthy();
    const tiers = screen.getByRole('group', { name: 'Tickets' });
    expect(within(tiers).getAllByRole('radio')).toHaveLength(3);
    const pair = within(tiers).getByRole('radio', { name: /For 2 people/ }) as HTMLInputElement;
    expect(pair.disabled).toBe(true);
    expect(pair.closest('label')!.textContent).toContain('Sold out');
    expect(
      within(tiers)
        .getByRole('radio', { name: /For 3 to 6 people/ })
        .closest('label')!.textContent,
    ).toContain('25,000 IQD per person');
  });

  it('writes Arabic with Arabic-Indic digits, right to left', async () => {
    const { container } = { container: document.body };
    renderTickets({ lang: 'ar' });
    expect(await screen.findByText('٥/١٢/٢٠٢٦ الساعة ١٧:٠٠ بتوقيت بغداد')).toBeTruthy();
    expect(container.querySelector('[part="base"]')!.getAttribute('dir')).toBe('rtl');
  });

  it("offers the tier's people count and totals people × price per person", async () => {
    renderTickets();
    fireEvent.click(await screen.findByRole('radio', { name: /For 3 to 6 people/ }));
    const people = (await screen.findByLabelText('People')) as HTMLSelectElement;
    expect([...people.options].map((option) => option.value)).toEqual(['3', '4', '5', '6']);
    expect(screen.getByText('75,000 IQD')).toBeTruthy();
    fireEvent.input(people, { target: { value: '5' } });
    expect(await screen.findByText('125,000 IQD')).toBeTruthy();
  });

  it('says so before payment when fewer seats are left than people', async () => {
    renderTickets({ shown: [soy({ seatsLeft: 4 })] });
    fireEvent.click(await screen.findByRole('radio', { name: /For 3 to 6 people/ }));
    fireEvent.input(await screen.findByLabelText('People'), { target: { value: '5' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Not enough seats are left for that many people.');
    fireEvent.click(screen.getByRole('button', { name: 'Buy ticket' }));
    expect(dialog('payment-modal').open).toBe(false);
  });

  it("buys a guest's cash ticket and shows it in place: QR code, reference and calendar link", async () => {
    const { sent, created, opened } = renderTickets();
    fireEvent.click(await screen.findByRole('radio', { name: /For 3 to 6 people/ }));
    fireEvent.input(await screen.findByLabelText('People'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy ticket' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    type('Name', 'Shilan');
    type('Phone', '07501234567');
    type('Email', 'shilan@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Buy ticket' }));
    await waitFor(() => expect(dialog('payment-modal').open).toBe(true));
    fireEvent.click(within(dialog('payment-modal')).getByRole('button', { name: 'Confirm ticket' }));
    const qr = (await screen.findByRole('img', { name: 'QR code of your ticket' })) as HTMLImageElement;
    expect(qr.src).toBe(QR);
    expect(screen.getByText('Reference: \u2068u-9\u2069')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toBe(`${SHOP}/tickets/u-9.ics`);
    expect(mutations(sent)).toEqual([
      {
        operation: 'TicketGuest',
        variables: expect.objectContaining({ ticket_id: '6', people: 4, method: 'cash', name: 'Shilan', email: 'shilan@example.com', token: 'local-unverified' }),
      },
    ]);
    expect(created).toEqual([
      expect.objectContaining({
        id: '9',
        uuid: 'u-9',
        email: 'shilan@example.com',
        operation_type: 'ticket',
        method: 'cash',
        people: 4,
        total: 100000,
        to: 'guestTicket',
        href: `${SHOP}/workshops?id=9&token=u-9&email=shilan%40example.com&type=ticket`,
      }),
    ]);
    expect(opened).toEqual([]);
  });

  it('leaves the outcome to the page when it cancels the event', async () => {
    loggedIn({ id: '1', name: 'Shilan', email: 'shilan@example.com', phone: '07501234567' });
    const { created } = renderTickets({ cancel: true });
    fireEvent.click(await screen.findByRole('radio', { name: /For one person/ }));
    expect(screen.queryByLabelText('Name')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Buy ticket' }));
    await waitFor(() => expect(dialog('payment-modal').open).toBe(true));
    fireEvent.click(within(dialog('payment-modal')).getByRole('button', { name: 'Confirm ticket' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ to: 'ticketDetails', href: `${SHOP}/tickets/9`, email: null });
    expect(screen.queryByRole('img', { name: 'QR code of your ticket' })).toBeNull();
  });

  it('reports buy_tickets with the workshop, tier, people and the ticket id as its transaction', async () => {
    loggedIn({ id: '1', name: 'Shilan', email: 'shilan@example.com', phone: '07501234567' });
    const tracked: Parameters<NonNullable<WorkshopTicketsOptions['track']>>[] = [];
    const { created } = renderTickets({ cancel: true, track: (...event) => tracked.push(event) });
    fireEvent.click(await screen.findByRole('radio', { name: /For one person/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Buy ticket' }));
    await waitFor(() => expect(dialog('payment-modal').open).toBe(true));
    expect(tracked).toEqual([]);
    fireEvent.click(within(dialog('payment-modal')).getByRole('button', { name: 'Confirm ticket' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(tracked).toEqual([['buy_tickets', [{ item_id: '2', item_name: 'Hand-poured soy candles', item_category: 'workshop', item_variant: '4', price: 35000, quantity: 1 }], { transaction_id: '9' }]]);
  });

  it('takes a gift card: its share and what is left shown, the rest paid as chosen, the codes sent and buy_tickets carrying gift_card', async () => {
    loggedIn({ id: '1', name: 'Shilan', email: 'shilan@example.com', phone: '07501234567' });
    const tracked: Parameters<NonNullable<WorkshopTicketsOptions['track']>>[] = [];
    const { sent, created } = renderTickets({ cancel: true, track: (...event) => tracked.push(event) });
    fireEvent.click(await screen.findByRole('radio', { name: /For one person/ }));
    fireEvent.click(await screen.findByText('Pay with a gift card'));
    await screen.findByLabelText('Gift card code');
    type('Gift card code', CARD_25K);
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText(/25,000 IQD left, pays 25,000 IQD/)).toBeTruthy();
    expect(document.querySelector('[part="left-to-pay"]')!.textContent).toBe('10,000 IQD');
    fireEvent.click(screen.getByRole('button', { name: 'Buy ticket' }));
    await waitFor(() => expect(dialog('payment-modal').open).toBe(true));
    fireEvent.click(within(dialog('payment-modal')).getByRole('button', { name: 'Confirm ticket' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(mutations(sent)[0]!.variables).toMatchObject({ ticket: '4', method: 'cash', giftCards: [CARD_25K] });
    expect(tracked.at(-1)![2]).toEqual({ transaction_id: '9', gift_card: 25_000 });
  });

  it('buys a ticket a gift card pays wholly without asking how to pay', async () => {
    loggedIn({ id: '1', name: 'Shilan', email: 'shilan@example.com', phone: '07501234567' });
    const { sent, created } = renderTickets({ cancel: true });
    fireEvent.click(await screen.findByRole('radio', { name: /For one person/ }));
    fireEvent.click(await screen.findByText('Pay with a gift card'));
    await screen.findByLabelText('Gift card code');
    type('Gift card code', CARD_100K);
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    // The ticket form's own words, not the checkout's order ones.
    expect(await screen.findByText('Your gift cards pay for the tickets: no payment is needed.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Buy ticket' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(dialog('payment-modal')?.open ?? false).toBe(false);
    expect(mutations(sent)[0]!.variables).toMatchObject({ method: 'cash', giftCards: [CARD_100K] });
  });

  it('passes an axe check', async () => {
    renderTickets();
    fireEvent.click(await screen.findByRole('radio', { name: /For 3 to 6 people/ }));
    await screen.findByLabelText('People');
    const results = await axe.run(document.querySelector<HTMLElement>('[part="base"]')!, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
  });
});
