import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../db/types.js';
import { renderAccountMail } from './account-mail.js';
import { confirmationTemplateParams, renderConfirmationMail, renderConfirmationText } from './confirmation-mail.js';
import { renderHoldMail } from './hold-mail.js';
import { renderPersonalizedMail } from './personalized-mail.js';
import { renderRefillMail } from './refill-mail.js';
import { renderStatusMail } from './status-mail.js';
import { renderSubscriptionMail } from './subscription-mail.js';
import { renderTicketMail } from './ticket-mail.js';
import { renderWaitlistMail } from './waitlist-mail.js';
import { renderWhiteLabelMail } from './white-label-mail.js';

// SECURITY-REVIEW-2 N3, N2: every message that greets a customer by the name they typed carries
// it through nameForMessage, so no template lets a visitor write a link or a number in the shop's name.
const NAME = 'Ali. Your candleshop order is blocked: pay at http://evil.example/pay call ٠٧٧٠١٢٣٠٠٠١ or 07701230001';
const when = new Date('2026-12-01T15:00:00Z');
const link = 'https://shop.test/x';

const rendered = (lang: Lang, name: string): Record<string, string> => ({
  account: renderAccountMail('verify', lang, { name, link }).text,
  confirmationMail: renderConfirmationMail(lang, { kind: 'refill', name, id: 8, total: 25_000, link, days: 3 }).text,
  confirmationText: renderConfirmationText(lang, { kind: 'refill', name, id: 8, total: 25_000, link, days: 3 }),
  templateName: confirmationTemplateParams(lang, { kind: 'refill', name, id: 8, total: 25_000, link, days: 3 })[0]!,
  hold: renderHoldMail('order', lang, { name, id: 8, hours: 48 }).text,
  personalized: renderPersonalizedMail('received', lang, { name, id: 8, link }).text,
  refill: renderRefillMail(lang, { name, id: 8, total: 25_000, quantity: 1, link }).text,
  status: renderStatusMail('order', lang, { name, id: 8, status: 'pending', link }).text,
  subscription: renderSubscriptionMail(lang, { name, id: 8, package: 'Box', total: 25_000, dates: [], gift: name, link }).text,
  ticket: renderTicketMail(lang, { name, id: 8, code: 'T-8', workshop: 'Pouring', startsAt: when, people: 1, total: 25_000, link }).text,
  waitlist: renderWaitlistMail(lang, { name, workshop: 'Pouring', startsAt: when, people: 1, holdUntil: when, link }).text,
  whiteLabel: renderWhiteLabelMail(lang, { name, id: 8, quantity: 50, total: 250_000, label: null }).text,
});

describe.each(['en', 'ku', 'ar'] as const)('customer names in every template, in %s', (lang) => {
  it.each(Object.keys(rendered(lang, 'x')))('%s carries no link, address or number from the name', (template) => {
    const text = rendered(lang, NAME)[template]!;
    expect(text).not.toContain('evil.example');
    expect(text).not.toContain('http://evil');
    expect(text).not.toContain('07701230001');
    expect(text).not.toContain('٠٧٧٠١٢٣٠٠٠١');
    expect(text).not.toContain('pay at');
  });
});
