import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { urls } from '../../../playwright.config.js';
import { ownerApiSession } from '../accounts/staff-sign-in.js';
import { expectNoSeriousAxeViolations, gql, localized, newPerson, outboxLink, untilHydrated, useShopLanguage } from '../helpers.js';

// Issue 27 item 4: a guest joins the waiting list of a sold-out workshop from its page's
// <candle-workshop-tickets>, staff cancel a ticket, and the link of the mail the guest gets (read
// from the local outbox) buys the seats held for them. Each run makes its own two-seat workshop
// through the back office's API and fills it with one guest's cash ticket.

const TEXT = {
  en: { open: 'Join the waiting list', join: 'Join the waiting list', joined: 'You are on the waiting list', held: 'Seats held for you', buy: 'Book the held seats', ticket: 'Your ticket' },
  ar: { open: 'انضم إلى قائمة الانتظار', join: 'انضم إلى قائمة الانتظار', joined: 'أنت الآن في قائمة الانتظار', held: 'مقاعد محجوزة لك', buy: 'احجز المقاعد المحجوزة لك', ticket: 'تذكرتك' },
} as const;

const texts = (title: string) => ({ en: title, ku: `${title} (ku)`, ar: `${title} (ar)` });

/** A new workshop of two seats whose one tier is taken by a guest's cash ticket; answers its id and the ticket's. */
async function fullWorkshop(staff: APIRequestContext): Promise<{ workshop: string; ticket: string }> {
  const input = {
    title: texts(`Waiting list ${Date.now()}`),
    description: texts('Two seats only, for the waiting-list journey.'),
    date: '2031-06-01T17:00:00+03:00',
    durationMinutes: 120,
    seats: 2,
    tiers: [{ min: 1, max: 2, price: 20_000, soldout: false }],
  };
  const saved = await gql<{ adminSaveWorkshop: { id: string; tiers: Array<{ id: string }> } }>(staff, 'mutation S($input: AdminWorkshopInput!) { adminSaveWorkshop(input: $input) { id tiers { id } } }', { input });
  const holder = newPerson('Seat Holder');
  const bought = await gql<{ ticketGuest: { id: string } }>(
    staff,
    'mutation T($tier: ID!, $name: String!, $email: String!, $phone: String!) { ticketGuest(ticket_id: $tier, people: 2, method: "cash", name: $name, email: $email, phone: $phone, token: "local-unverified") { id } }',
    { tier: saved.adminSaveWorkshop.tiers[0]!.id, ...holder },
  );
  return { workshop: saved.adminSaveWorkshop.id, ticket: bought.ticketGuest.id };
}

const widget = (page: Page) => page.locator('candle-workshop-tickets');

for (const lang of ['en', 'ar'] as const) {
  for (const width of [360, 1280]) {
    test(`a guest joins a sold-out workshop's waiting list in ${lang} at ${width} px, a ticket is cancelled, and the mailed link buys the held seats`, async ({ page, playwright }) => {
      const text = TEXT[lang];
      const staff = await playwright.request.newContext({ baseURL: urls.shop });
      await ownerApiSession(staff, 'Waitlist Owner');
      const { workshop, ticket } = await fullWorkshop(staff);
      const guest = newPerson('Waiting Guest');

      await useShopLanguage(page, lang);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(localized(`/workshops/${workshop}`, lang));
      await untilHydrated(page);
      await widget(page).getByRole('button', { name: text.open }).click();
      const form = widget(page).locator('[part="waitlist"]');
      await expect(form.getByRole('heading', { name: text.join })).toBeVisible();
      await form.locator('select').last().selectOption('2');
      await form.locator('input[autocomplete="name"]').fill(guest.name);
      await form.locator('input[autocomplete="tel"]').fill(guest.phone);
      await form.locator('input[autocomplete="email"]').fill(guest.email);
      await expectNoSeriousAxeViolations(page);
      await form.locator('[part="waitlist-join"]').click();
      await expect(form.getByRole('status')).toContainText(text.joined);

      // Staff cancel the ticket that filled the workshop: its two seats are offered to the guest.
      await gql(staff, 'mutation M($id: ID!) { adminMoveRequest(kind: "ticket", id: $id, status: "cancelled", version: 0) { status } }', { id: ticket });
      const link = new URL(await outboxLink(page, guest.email, 'offer='));
      expect(link.pathname).toBe(`/workshops/${workshop}`);

      // Issue 37 item 3: the offer's HTML part reads in the guest's direction and fits the phone.
      const outbox = await (await page.request.get(`${urls.shop}/dev/outbox`)).text();
      const item = outbox.split('<li>').find((entry) => entry.includes(guest.email) && entry.includes('offer='))!;
      await page.goto(`${urls.shop}${/href="(\/dev\/outbox\/mail\/\d+)"/.exec(item)![1]}`);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('link', { name: /offer=/ })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      await expectNoSeriousAxeViolations(page);

      await page.goto(localized(`${link.pathname}`, lang) + link.search);
      await untilHydrated(page);
      const held = page.locator('section.held-seats');
      await expect(held.getByRole('heading', { name: text.held })).toBeVisible();
      // Issue 36 item 4: the widget would say "No seats left" under the held seats: it steps aside.
      await expect(widget(page)).toBeHidden();
      // Issue 36 item 4: prefilled with what they joined with (the phone in its one stored form).
      await expect(held.locator('input[autocomplete="name"]')).toHaveValue(guest.name);
      await expect(held.locator('input[autocomplete="tel"]')).toHaveValue(/^\+964/);
      await expect(held.locator('input[autocomplete="email"]')).toHaveValue(guest.email);
      await held.locator('input[value="cash"]').check();
      await expectNoSeriousAxeViolations(page);
      await held.getByRole('button', { name: text.buy }).click();

      // A guest's cash ticket opens on /workshops?…&type=ticket (SPEC §2), for the two held seats.
      await page.waitForURL(/type=ticket/);
      await expect(page.locator('#guest-ticket-title')).toHaveText(text.ticket);
      const list = await gql<{ adminWaitlist: Array<{ email: string; status: string; boughtTicket: string | null }> }>(staff, 'query L($id: ID!) { adminWaitlist(workshop: $id) { email status boughtTicket } }', {
        id: workshop,
      });
      expect(list.adminWaitlist).toEqual([{ email: guest.email, status: 'bought', boughtTicket: expect.any(String) }]);
      await staff.dispose();
    });
  }
}
