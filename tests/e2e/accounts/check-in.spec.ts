import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, gql, localized, registerCustomer } from '../helpers.js';
import { backOfficeLink, newOwner, signInToBackOffice } from './staff-sign-in.js';

// Check-in at the door (issue 27), on a phone at 360 px in English and Arabic: an owner signs in
// with the second factor and opens /admin/check-in; a customer's three unpaid cash tickets are
// checked in there: one by the code printed under its QR code, one by a photo of its QR code fed
// to the scanner (read by @zxing/library: headless Chromium on Linux has no BarcodeDetector), which
// a second scan then shows as already checked in with who and when; then the phone goes offline,
// checks the third ticket in against the list it kept, and sends it when the network is back.

const arabic = (text: string | number) => String(text).replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!);

const TEXT = {
  en: {
    nav: 'Check-in',
    workshop: 'Workshop',
    code: 'Code under the QR code',
    codeMissing: 'Type the code printed under the QR code.',
    find: 'Find the ticket',
    photo: 'Scan a photo of the code',
    payAndCheckIn: /^Take .* in cash and check in$/,
    done: 'Checked in.',
    doneOffline: 'Checked in on this phone; it will be sent when the network is back.',
    already: 'Already checked in',
    by: 'by Shler Owner',
    count: (checkedIn: number, expected: number) => `${checkedIn} of ${expected} people in`,
    offline: 'Offline: check-ins are kept on this phone',
    waiting: '1 check-in waiting to be sent',
    synced: 'Every check-in is sent.',
    name: 'Sara Attendee',
  },
  ar: {
    nav: 'تسجيل الحضور',
    workshop: 'الورشة',
    code: 'الرمز تحت رمز الاستجابة السريعة',
    codeMissing: 'اكتب الرمز المطبوع تحت رمز الاستجابة السريعة.',
    find: 'ابحث عن التذكرة',
    photo: 'امسح صورة للرمز',
    payAndCheckIn: /^استلم .* نقدًا وسجّل الحضور$/,
    done: 'سُجّل الحضور.',
    doneOffline: 'سُجّل الحضور على هذا الهاتف، وسيُرسل عند عودة الشبكة.',
    already: 'سُجّل حضورها من قبل',
    by: 'بواسطة Shler Owner',
    count: (checkedIn: number, expected: number) => `دخل ${arabic(checkedIn)} من ${arabic(expected)} شخصًا`,
    offline: 'غير متصل: تُحفظ تسجيلات الحضور على هذا الهاتف',
    waiting: 'تسجيل حضور واحد بانتظار الإرسال',
    synced: 'أُرسلت كل تسجيلات الحضور.',
    name: 'Sara Attendee',
  },
} as const;

type Lang = keyof typeof TEXT;

/** A workshop starting in two hours (today's door), made through the back office's API as the signed-in owner. */
async function workshopToday(request: APIRequestContext, title: string): Promise<{ id: string; tier: string }> {
  const startsAt = new Date(Date.now() + 2 * 3_600_000).toISOString();
  const { adminSaveWorkshop } = await gql(request, `mutation ($input: AdminWorkshopInput!) { adminSaveWorkshop(input: $input) { id tiers { id } } }`, {
    input: {
      title: { en: title, ku: title, ar: title },
      description: { en: 'Pour your own candle.', ku: 'Pour your own candle.', ar: 'Pour your own candle.' },
      date: startsAt,
      durationMinutes: 90,
      seats: 20,
      tiers: [{ min: 1, max: 4, price: 15_000, soldout: false }],
    },
  });
  return { id: adminSaveWorkshop.id, tier: adminSaveWorkshop.tiers[0].id };
}

/** A customer's three cash tickets of two people each: their ids, door codes and QR pictures. */
async function threeTickets(browser: Browser, tier: string) {
  const context = await browser.newContext();
  await registerCustomer(context.request, { name: TEXT.en.name, verified: true });
  for (let i = 0; i < 3; i++) await gql(context.request, `mutation ($tier: ID!) { ticket(ticket: $tier, people: 2, method: "cash") { id } }`, { tier });
  const { tickets } = await gql<{ tickets: Array<{ id: string; doorCode: string; qrCode: string; ticket: { id: string } }> }>(context.request, '{ tickets { id doorCode qrCode ticket { id } } }');
  await context.close();
  return tickets.filter((ticket) => ticket.ticket.id === tier).sort((a, b) => Number(a.id) - Number(b.id));
}

/** A photo of a QR code: the ticket's own QR picture as the customer's phone shows it, as PNG. */
async function photoOf(browser: Browser, qrCode: string): Promise<Buffer> {
  const page = await browser.newPage();
  await page.setContent(`<body style="margin:0;background:#fff"><img src="${qrCode}" width="320" height="320" style="padding:40px"></body>`);
  const png = await page.locator('img').screenshot();
  await page.close();
  return png;
}

async function findByCode(page: Page, lang: Lang, code: string) {
  await page.getByLabel(TEXT[lang].code).fill(code);
  await page.getByRole('button', { name: TEXT[lang].find }).click();
}

for (const lang of ['en', 'ar'] as const) {
  test.describe(`check-in at the door (${lang}, 360 px)`, () => {
    test.use({ viewport: { width: 360, height: 800 } });

    test('staff check tickets in by code and by a QR photo, see a second scan, and check in offline', async ({ page, browser, context }) => {
      const text = TEXT[lang];
      const { secret } = await newOwner(page, lang);
      await signInToBackOffice(page, lang, secret);
      const title = `Door ${lang} ${Date.now()}`;
      const workshop = await workshopToday(page.request, title);
      const [byCode, byPhoto, offline] = await threeTickets(browser, workshop.tier);

      await (await backOfficeLink(page, text.nav)).click();
      await expect(page).toHaveURL(/\/admin\/check-in$/);
      await page.getByLabel(text.workshop).selectOption(workshop.id);
      const count = page.locator('.door-count');
      await expect(count).toHaveText(text.count(0, 6));
      await expectNoSeriousAxeViolations(page, 'main');

      // No code typed: the field says what to type, and typing clears it (the host site's one form style).
      await page.getByRole('button', { name: text.find }).click();
      await expect(page.getByText(text.codeMissing)).toBeVisible();
      await expect(page.getByLabel(text.code)).toHaveAttribute('aria-invalid', 'true');
      // By the code printed under the QR code: an unpaid cash ticket is paid and checked in in one step.
      await findByCode(page, lang, byCode!.doorCode.toLowerCase());
      await expect(page.getByText(text.codeMissing)).toHaveCount(0);
      await expect(page.locator('.door-ticket')).toContainText(text.name);
      await expectNoSeriousAxeViolations(page, 'main');
      await page.getByRole('button', { name: text.payAndCheckIn }).click();
      await expect(page.getByText(text.done, { exact: true })).toBeVisible();
      await expect(count).toHaveText(text.count(2, 6));

      // By a photo of its QR code fed to the scanner.
      const photo = { name: 'ticket.png', mimeType: 'image/png', buffer: await photoOf(browser, byPhoto!.qrCode) };
      await page.getByLabel(text.photo).setInputFiles(photo);
      await expect(page.locator('.door-ticket')).toContainText(text.name);
      await page.getByRole('button', { name: text.payAndCheckIn }).click();
      await expect(count).toHaveText(text.count(4, 6));
      await expect(page.locator('.door-sync')).toContainText(text.synced);
      // The second scan of the same code says who checked it in and when.
      await page.getByLabel(text.photo).setInputFiles(photo);
      await expect(page.locator('.door-already')).toContainText(text.already);
      await expect(page.locator('.door-already')).toContainText(text.by);
      await expect(page.getByRole('button', { name: text.payAndCheckIn })).toHaveCount(0);
      await expectNoSeriousAxeViolations(page, 'main');

      // Offline: the kept list still finds the ticket, and the check-in waits on the phone.
      await context.setOffline(true);
      await expect(page.locator('.door-sync')).toContainText(text.offline);
      await findByCode(page, lang, offline!.doorCode);
      await expect(page.locator('.door-ticket')).toContainText(text.name);
      await page.getByRole('button', { name: text.payAndCheckIn }).click();
      await expect(page.getByText(text.doneOffline)).toBeVisible();
      await expect(count).toHaveText(text.count(6, 6));
      await expect(page.locator('.door-sync')).toContainText(text.waiting);
      await expectNoSeriousAxeViolations(page, 'main');

      // Back online: the queue is sent and the server has it.
      await context.setOffline(false);
      await expect(page.locator('.door-sync')).toContainText(text.synced);
      // Issue 36 item 1: paid at the door and checked in, each ticket is completed (no longer
      // pending) with the cash taken for it.
      const { adminCheckInList } = await gql(page.request, `query ($id: ID!) { adminCheckInList(workshop: $id) { tickets { id paid status checkedIn total checkIns { cashTaken } } } }`, { id: workshop.id });
      expect(adminCheckInList.tickets).toEqual(
        [byCode!, byPhoto!, offline!].map(({ id }) => ({ id, paid: true, status: 'completed', checkedIn: 2, total: expect.any(Number), checkIns: [{ cashTaken: expect.any(Number) }] })),
      );
      for (const ticket of adminCheckInList.tickets) expect(ticket.checkIns[0].cashTaken).toBe(ticket.total);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  });
}

test('the check-in page is the back office’s at 1280 px too', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { secret } = await newOwner(page, 'en');
  await signInToBackOffice(page, 'en', secret);
  await page.goto(localized('/admin/check-in', 'en'));
  await expect(page.getByRole('heading', { name: 'Check-in at the door' })).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousAxeViolations(page, 'main');
});
