import { describe, expect, it } from 'vitest';
import { planCycleTemplateParams, renderPlanCycleMail, renderPlanCycleText } from './plan-cycle-mail.js';

const VALUES = { name: 'Sara', planId: 12, dueOn: '2026-12-05', total: 45000, cash: true, link: 'http://shop.test/ar/confirm/p.abc', days: 3 };

describe('the refill plan cycle message', () => {
  it('tells the day, the price and the link in English, with an HTML part', () => {
    const mail = renderPlanCycleMail('en', VALUES);
    expect(mail.subject).toBe('Your refill plan no. 12: confirm or skip the refill of December 5, 2026');
    expect(mail.text).toContain('it costs 45,000 IQD');
    expect(mail.text).toContain('You pay in cash at the door.');
    expect(mail.text).toContain('Confirm or skip here:\nhttp://shop.test/ar/confirm/p.abc');
    expect(mail.html).toContain('href="http://shop.test/ar/confirm/p.abc"');
  });

  it('writes Arabic right to left with Arabic-Indic digits and an isolated Latin name', () => {
    const mail = renderPlanCycleMail('ar', { ...VALUES, cash: false });
    expect(mail.text).toContain('٤٥٬٠٠٠ دينار');
    expect(mail.text).toContain('\u2068Sara\u2069');
    expect(mail.text).toContain('بعد التأكيد تدفع من صفحة حسابك.');
    expect(mail.html).toContain('dir="rtl"');
    expect(renderPlanCycleText('ku', VALUES)).toContain('http://shop.test/ar/confirm/p.abc');
    expect(planCycleTemplateParams('ku', VALUES)).toHaveLength(4);
  });
});
