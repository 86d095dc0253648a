import { describe, expect, it } from 'vitest';
import { renderWorkshopDateMail, renderWorkshopDateText, workshopDateTemplateParams } from './workshop-date-mail.js';

describe('the new time of a workshop, told to its ticket holders', () => {
  const values = { name: 'Shilan', ticket: 12, workshop: 'Scent blending', startsAt: new Date('2026-12-19T15:00:00Z'), before: new Date('2026-12-12T15:00:00Z') };

  it('says the new Baghdad time, the old one and that the ticket stays valid', () => {
    const mail = renderWorkshopDateMail('en', values);
    expect(mail.subject).toBe('New time for your workshop: Scent blending');
    expect(mail.text).toContain('New time: Saturday, December 19, 2026 at 6:00 PM (Baghdad time)');
    expect(mail.text).toContain('Was: Saturday, December 12, 2026 at 6:00 PM');
    expect(mail.text).toContain('Your ticket 12 stays valid');
  });

  it.each([
    ['ku', 'کاتی نوێ', '١٢'],
    ['ar', 'الموعد الجديد', '١٢'],
  ] as const)('is written in %s with its digits', (lang, label, ticket) => {
    const mail = renderWorkshopDateMail(lang, values);
    expect(mail.text).toContain(label);
    expect(mail.text).toContain(ticket);
    expect(mail.text).toContain('٢٠٢٦');
    expect(renderWorkshopDateText(lang, values)).toContain('٢٠٢٦');
  });

  it('fills the workshop_moved template', () => {
    expect(workshopDateTemplateParams('ar', values)).toEqual([expect.stringContaining('Shilan'), 'Scent blending', expect.stringContaining('٢٠٢٦'), '١٢']);
  });
});
