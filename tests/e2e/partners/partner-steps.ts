import { expect, type Page } from '@playwright/test';
import { backOfficeLink, type StaffLang } from '../accounts/staff-sign-in.js';

// The owner's steps on the back office's partner registry (issue 26), shared by the registry's
// journey and the partner attribution one.

const LABELS = {
  en: {
    partners: 'Partners',
    name: 'Name',
    contact: 'Contact (email or phone)',
    origins: 'Allowed origins',
    percent: 'Commission (%)',
    add: 'Add a partner',
    added: 'The partner was added. Its public key is below.',
    open: (name: string) => `Open ${name}`,
    issue: 'Issue a link',
    address: 'Report address',
  },
  ar: {
    partners: 'الشركاء',
    name: 'الاسم',
    contact: 'التواصل (بريد إلكتروني أو هاتف)',
    origins: 'الأصول المسموح بها',
    percent: 'العمولة (%)',
    add: 'إضافة شريك',
    added: 'تمت إضافة الشريك. مفتاحه العام أدناه.',
    open: (name: string) => `فتح ${name}`,
    issue: 'إصدار رابط',
    address: 'عنوان التقرير',
  },
} as const;

/** What the owner writes of a new partner; `lang` is the partner's own (its report page speaks it). */
export interface NewPartner {
  name: string;
  contact: string;
  origins: string[];
  percent: string;
  lang: 'en' | 'ku' | 'ar';
}

/** The back office's partners page, opened from its navigation by an owner signed in in `lang`. */
export async function openPartners(owner: Page, lang: StaffLang) {
  await (await backOfficeLink(owner, LABELS[lang].partners)).click();
}

/** The link to a partner's own page in the registry's list. */
export const partnerLink = (owner: Page, lang: StaffLang, name: string) => owner.getByRole('link', { name: LABELS[lang].open(name) });

/** Adds `partner` on the registry's page the owner is on; answers its public key, read from its row. */
export async function addPartner(owner: Page, lang: StaffLang, partner: NewPartner): Promise<string> {
  const text = LABELS[lang];
  await owner.getByLabel(text.name).fill(partner.name);
  await owner.getByLabel(text.contact).fill(partner.contact);
  await owner.getByLabel(text.origins).fill(partner.origins.join('\n'));
  await owner.getByLabel(text.percent).fill(partner.percent);
  await owner.locator('#admin-partner-new-lang').selectOption(partner.lang);
  await owner.getByRole('button', { name: text.add }).click();
  await expect(owner.getByText(text.added)).toBeVisible();
  const key = (await owner
    .getByRole('row', { name: new RegExp(partner.name) })
    .locator('code')
    .textContent())!;
  expect(key).toMatch(/^cp_[A-Za-z0-9_-]{16}$/);
  return key;
}

/** Opens the partner's page from the registry's list and issues its private report link; answers the link's address. */
export async function issueReportLink(owner: Page, lang: StaffLang, name: string): Promise<string> {
  await partnerLink(owner, lang, name).click();
  await owner.getByRole('button', { name: LABELS[lang].issue }).click();
  return owner.getByLabel(LABELS[lang].address).inputValue();
}
