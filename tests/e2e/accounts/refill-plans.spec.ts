import { expect, test, type Page } from '@playwright/test';
import { urls } from '../../../playwright.config.js';
import { expectNoSeriousAxeViolations, gql, localized, outboxLink, registerCustomer } from '../helpers.js';
import { backOfficeLink, newOwner, signInToBackOffice } from './staff-sign-in.js';

// Issue 37 item 1: a signed-in customer with a past refill request repeats it as a plan from the
// account page; the plan's first refill is within PLAN_NOTICE_DAYS (3), so its confirm-or-skip
// message goes out at once (as the plan sweeper would send it) and lands in the local outbox; the
// customer confirms it from the mailed link; staff see it in the plans' coming refills with its
// placed refill request, put it on a delivery run like an order and record it delivered with the
// cash collected; the customer pauses, resumes and ends the plan. In English at 1280 px and in
// Arabic at 360 px, with axe on each page.

const TEXT = {
  en: {
    repeat: (id: string) => `Repeat refill request ${id} as a plan`,
    every: 'Every',
    firstDay: 'First refill on',
    make: 'Make the plan',
    made: /Plan (\d+) is made/,
    plan: (id: string) => `Plan ${id}`,
    awaiting: 'waiting for your answer',
    confirm: 'Confirm this refill',
    confirmed: 'Thank you: this refill is confirmed and placed.',
    cycleConfirmed: ': confirmed',
    pause: 'Pause',
    paused: 'Paused',
    resume: 'Resume',
    active: 'Active',
    end: 'End the plan',
    endYes: 'Yes, end it',
    ended: 'Ended',
    nav: 'Plan refills',
    cycles: 'Refill plans: the next 30 days',
    stateConfirmed: 'Confirmed',
    request: (id: string) => `Refill request ${id}`,
    runs: 'Delivery runs',
    courier: 'Courier',
    city: 'City',
    planRefill: (id: string) => `Plan refill ${id}`,
    build: 'Build the run',
    sheet: 'Run sheet',
    stop: 'Stop 1: Rezan Plans',
    record: 'Record',
  },
  ar: {
    repeat: (id: string) => `كرّر طلب إعادة التعبئة ${id} كخطة`,
    every: 'التكرار',
    firstDay: 'أول تعبئة في',
    make: 'أنشئ الخطة',
    made: /تم إنشاء الخطة ([٠-٩]+)/,
    plan: (id: string) => `الخطة ${id}`,
    awaiting: 'بانتظار ردّك',
    confirm: 'أكّد هذه التعبئة',
    confirmed: 'شكراً: تم تأكيد هذه التعبئة ووضع طلبها.',
    cycleConfirmed: ': مؤكَّدة',
    pause: 'إيقاف مؤقت',
    paused: 'متوقفة مؤقتًا',
    resume: 'استئناف',
    active: 'فعّالة',
    end: 'إنهاء الخطة',
    endYes: 'نعم، أنهِها',
    ended: 'منتهية',
    nav: 'تعبئات الخطط',
    cycles: 'خطط إعادة التعبئة: الأيام الثلاثون القادمة',
    stateConfirmed: 'مؤكَّدة',
    request: (id: string) => `طلب إعادة التعبئة ${id}`,
    runs: 'جولات التوصيل',
    courier: 'المندوب',
    city: 'المدينة',
    planRefill: (id: string) => `إعادة تعبئة الخطة ${id}`,
    build: 'إنشاء الجولة',
    sheet: 'ورقة الجولة',
    stop: 'المحطة ١: Rezan Plans',
    record: 'تسجيل',
  },
} as const;

const ARABIC = '٠١٢٣٤٥٦٧٨٩';
const western = (digits: string) => digits.replace(/[٠-٩]/g, (digit) => String(ARABIC.indexOf(digit)));
const shown = (id: string, lang: 'en' | 'ar') => (lang === 'en' ? id : id.replace(/\d/g, (digit) => ARABIC[Number(digit)]!));
// Tomorrow on Baghdad's calendar: within the notice days, so the first refill is announced at once.
const tomorrow = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Baghdad' }).format(Date.now() + 86_400_000);

/** A cash refill request delivered to the customer's city, placed through the API as the refill page places it. */
async function pastRefillRequest(page: Page, city: string): Promise<string> {
  const materials = await gql<{ refillContainers: { id: string; sizes: { id: string }[] }[]; wicks: { id: string }[]; colors: { id: string }[]; scents: { id: string }[] }>(
    page.request,
    '{ refillContainers { id sizes { id } } wicks { id } colors { id } scents { id } }',
  );
  const container = materials.refillContainers.find((item) => item.sizes.length)!;
  const placed = await gql<{ refillRequest: { id: string } }>(
    page.request,
    `mutation R($container: ID!, $wick: ID!, $size: ID!, $color: ID!, $scent: ID!, $city: ID!) {
      refillRequest(container: $container, wick: $wick, size: $size, color: $color, scent: $scent, quantity: 1, method: "cash", address: "Street 5, house 12", city: $city) { id }
    }`,
    { container: container.id, wick: materials.wicks[0]!.id, size: container.sizes[0]!.id, color: materials.colors[0]!.id, scent: materials.scents[0]!.id, city },
  );
  return placed.refillRequest.id;
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const [lang, viewport] of [
  ['en', { width: 1280, height: 900 }],
  ['ar', { width: 360, height: 780 }],
] as const) {
  test.describe(`refill plans (${lang}, ${viewport.width} px)`, () => {
    test.use({ viewport });

    test('a customer repeats a refill as a plan, confirms its first refill from the mail, staff see it coming and deliver it on a run, and the customer pauses, resumes and ends the plan', async ({ page, browser }) => {
      const text = TEXT[lang];
      await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
      const customer = await registerCustomer(page.request, { name: 'Rezan Plans', verified: true });
      const refill = await pastRefillRequest(page, customer.city);

      // The account's history: "Repeat as a plan" under the past request.
      await page.goto(localized('/account/orderHistory', lang));
      await page.getByRole('button', { name: text.repeat(shown(refill, lang)) }).click({ timeout: 20_000 });
      const form = page.getByRole('form', { name: text.repeat(shown(refill, lang)) });
      await form.getByLabel(text.every).selectOption('2');
      await form.getByLabel(text.firstDay).fill(tomorrow());
      await expectNoSeriousAxeViolations(page, 'main');
      await form.getByRole('button', { name: text.make }).click();
      const made = page.getByText(text.made);
      await expect(made).toBeVisible();
      const planId = western(text.made.exec((await made.textContent()) ?? '')![1]!);
      const card = page.getByRole('listitem', { name: text.plan(shown(planId, lang)) });
      await expect(card.getByText(text.awaiting, { exact: false })).toBeVisible();
      await expect(card.getByText(text.active, { exact: true })).toBeVisible();
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectNoSeriousAxeViolations(page, 'main');

      // The confirm-or-skip mail, in the plan's language, links the sales' link page.
      const link = await outboxLink(page, customer.email, '/confirm/p.');
      expect(new URL(link).pathname).toMatch(lang === 'en' ? /^\/confirm\/p\.[\w-]+$/ : /^\/ar\/confirm\/p\.[\w-]+$/);
      await page.goto(new URL(link).pathname);
      await page.getByRole('button', { name: text.confirm }).click({ timeout: 20_000 });
      await expect(page.getByText(text.confirmed)).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      // The plan's latest refill is confirmed, with its placed request.
      await page.goto(localized('/account/orderHistory', lang));
      await expect(card.getByText(text.cycleConfirmed, { exact: false })).toBeVisible({ timeout: 20_000 });
      const requestLink = card.getByRole('link', { name: new RegExp(`[${lang === 'en' ? '0-9' : '٠-٩'}]+$`) });
      const placed = western(((await requestLink.textContent()) ?? '').replace(/\D*?([0-9٠-٩]+)$/, '$1'));

      // Staff (another browser) see the confirmed refill in the coming ones, with its request.
      const staffContext = await browser.newContext({ viewport, baseURL: urls.shop });
      const staffPage = await staffContext.newPage();
      const { secret } = await newOwner(staffPage, lang);
      await signInToBackOffice(staffPage, lang, secret);
      await expect(staffPage.locator('[data-figure="active-plans"]')).not.toHaveText(lang === 'en' ? '0' : '٠');
      await (await backOfficeLink(staffPage, text.nav)).click();
      await expect(staffPage.getByRole('heading', { name: text.cycles })).toBeVisible({ timeout: 20_000 });
      const row = staffPage
        .getByRole('row')
        .filter({ hasText: 'Rezan Plans' })
        .filter({ has: staffPage.getByRole('link', { name: text.request(shown(placed, lang)) }) });
      await expect(row.getByRole('cell', { name: text.stateConfirmed, exact: true })).toBeVisible();
      await expectNoSeriousAxeViolations(staffPage, 'main');
      expect(await noSidewaysScroll(staffPage)).toBe(true);
      await row.getByRole('link', { name: text.request(shown(placed, lang)) }).click();
      await expect(staffPage).toHaveURL(new RegExp(`/admin/requests/refill/${placed}$`));

      // The confirmed refill goes on a delivery run like an order: a courier of the owner's list
      // (added through the API, as the couriers' page does in the delivery runs journey) delivers it.
      const courier = `Karwan ${Math.random().toString(36).slice(2, 8)}`;
      await gql(staffPage.request, 'mutation ($name: String!) { adminSaveCourier(input: { name: $name, phone: "0780 111 0002" }) { id } }', { name: courier });
      const { adminRequest } = await gql<{ adminRequest: { total: number } }>(staffPage.request, 'query ($id: ID!) { adminRequest(kind: "refill", id: $id) { total } }', { id: placed });
      await (await backOfficeLink(staffPage, text.runs)).click();
      await expect(staffPage).toHaveURL(/\/admin\/delivery-runs$/);
      await staffPage.getByLabel(text.courier, { exact: true }).selectOption({ label: courier });
      await staffPage.getByLabel(text.city, { exact: true }).selectOption(customer.city);
      await staffPage.getByRole('checkbox', { name: new RegExp(`^${text.planRefill(shown(placed, lang))} `) }).check({ timeout: 20_000 });
      await expectNoSeriousAxeViolations(staffPage, 'main');
      await staffPage.getByRole('button', { name: text.build }).click();
      await expect(staffPage).toHaveURL(/\/admin\/delivery-runs\/\d+$/);
      const sheet = staffPage.getByRole('region', { name: text.sheet });
      await expect(sheet.locator('tr[data-stop="1"] td[data-cash]')).toHaveAttribute('data-cash', String(adminRequest.total));
      await expect(sheet.locator('tr[data-stop="1"]')).toContainText('Street 5, house 12');
      await expect(sheet.locator('tr[data-stop="1"]')).toContainText(text.planRefill(shown(placed, lang)));
      await expectNoSeriousAxeViolations(staffPage, 'main');
      expect(await noSidewaysScroll(staffPage)).toBe(true);
      // Delivered, the cash to collect counted: the refill request is completed and paid.
      const stop = staffPage.locator('form.stop-outcome').filter({ has: staffPage.getByRole('heading', { name: text.stop }) });
      await stop.getByRole('button', { name: text.record }).click();
      await expect(sheet.locator('tr[data-stop="1"] td[data-outcome]')).toHaveAttribute('data-outcome', 'delivered');
      await expect(staffPage.locator('.run-cash dd[data-collected]')).toHaveAttribute('data-collected', String(adminRequest.total));
      const after = await gql<{ adminRequest: { status: string; paid: boolean } }>(staffPage.request, 'query ($id: ID!) { adminRequest(kind: "refill", id: $id) { status paid } }', { id: placed });
      expect(after.adminRequest).toEqual({ status: 'completed', paid: true });
      await expectNoSeriousAxeViolations(staffPage, 'main');
      await staffContext.close();

      // Pause, resume, then end (asked first).
      await card.getByRole('button', { name: text.pause }).click();
      await expect(card.getByText(text.paused, { exact: true })).toBeVisible();
      await card.getByRole('button', { name: text.resume }).click();
      await expect(card.getByText(text.active, { exact: true })).toBeVisible();
      await card.getByRole('button', { name: text.end }).click();
      await card.getByRole('button', { name: text.endYes }).click();
      await expect(card.getByText(text.ended, { exact: true })).toBeVisible();
      await expect(card.getByRole('button')).toHaveCount(0);
      await expectNoSeriousAxeViolations(page, 'main');
    });
  });
}
