import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, localized, newPerson, outboxLink } from '../helpers.js';
import { buyGiftCard, mailedGiftCard } from './gift-card-steps.js';

// Issue 35 item 1: a buyer pays for a gift card, opens its page from their mail (the code in the
// link's fragment, gone from the address at once), sees its balance and QR code, prints it on one
// A6 sheet, and sends it to someone today: the recipient's mail and text are in the local outboxes,
// in the recipient's language, with the card page's link. In English at 1280 px and Arabic at 360 px.

const TEXT = {
  en: {
    heading: /^Gift card ending \w{4}$/,
    balance: '25,000',
    qr: 'QR code of the gift card',
    name: 'Their name',
    email: 'Their email',
    phone: /Their mobile number/,
    message: /Your message/,
    language: 'Their language',
    send: 'Send the card',
    sent: (name: string) => `It was sent to ${name}.`,
    recipientLang: 'ar',
    recipientPath: '/ar/gift-card#',
  },
  ar: {
    // Issue 36 item 2: the code's last 4 isolated (FSI … PDI) in a right-to-left heading.
    heading: /^بطاقة هدية تنتهي بـ \u2068\w{4}\u2069$/,
    balance: '٢٥٬٠٠٠',
    qr: 'رمز الاستجابة السريعة لبطاقة الهدية',
    name: 'اسمه',
    email: 'بريده الإلكتروني',
    phone: /رقم هاتفه المحمول/,
    message: /رسالتك/,
    language: 'لغته',
    send: 'أرسل البطاقة',
    sent: (name: string) => `أُرسلت إلى ${name}.`,
    recipientLang: 'en',
    recipientPath: '/gift-card#',
  },
} as const;

for (const [lang, viewport] of [
  ['en', { width: 1280, height: 900 }],
  ['ar', { width: 360, height: 780 }],
] as const) {
  test.describe(`a gift card sent to someone (${lang}, ${viewport.width} px)`, () => {
    test.use({ viewport });

    test('the buyer opens the card from their mail, sees balance and QR code, and sends it today; the recipient gets a mail and a text', async ({ page, request }) => {
      const text = TEXT[lang];
      await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
      const buyer = await buyGiftCard(page, request, lang);

      // The buyer's mail links the card's page, the code in the fragment.
      const { url, code } = await mailedGiftCard(page, buyer.email);
      expect(url.pathname).toBe(localized('/gift-card', lang));
      await page.goto(`${url.pathname}${url.hash}`);
      await expect(page.getByRole('heading', { level: 2, name: text.heading })).toBeVisible({ timeout: 20_000 });
      // Out of the address bar at once, and kept in no history entry.
      expect(new URL(page.url()).hash).toBe('');
      expect(await page.evaluate(() => window.location.href.includes('#'))).toBe(false);
      await expect(page.locator('[data-balance="25000"]')).toContainText(text.balance);
      await expect(page.getByRole('img', { name: text.qr })).toBeVisible();
      await expect(page.locator('.gift-card-code')).toHaveText(code);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expectNoSeriousAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // Printed, the card alone fills one A6 sheet (105 × 148 mm).
      const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
      expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
      const [, width, height] = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf)!;
      expect(Math.round(Number(width))).toBe(298);
      expect(Math.round(Number(height))).toBe(420);

      // Sent to someone for today, by keyboard: name, email, an 078x number, a message, their language.
      const recipient = newPerson('Shilan Recipient');
      const phone = `0780${recipient.phone.slice(-7)}`;
      await page.getByLabel(text.name).fill(recipient.name);
      await page.getByLabel(text.email).fill(recipient.email);
      await page.getByLabel(text.phone).fill(phone);
      await page.getByLabel(text.message).fill('Happy Nowruz');
      await page.getByLabel(text.language).selectOption(text.recipientLang);
      await page.getByRole('button', { name: text.send }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText(text.sent(recipient.name))).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      // The recipient's mail and text, in their language, each with the card's page.
      const mailed = new URL(await outboxLink(page, recipient.email, '/gift-card#'));
      expect(`${mailed.pathname}#`).toBe(text.recipientPath);
      expect(decodeURIComponent(mailed.hash.slice(1))).toBe(code);
      const texted = new URL(await outboxLink(page, `+964${phone.slice(1)}`, '/gift-card#'));
      expect(decodeURIComponent(texted.hash.slice(1))).toBe(code);
    });
  });
}
