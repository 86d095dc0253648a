import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/preact';
import { failThenRetry, network, partnerStatement, renderIn, stubNetwork } from '../test-support.js';
import { PartnerReportPage } from './partner-report-page.js';

stubNetwork();

// Issue 26 item 4: a partner's private page of its own month, read only, no buyer's data.

const report = {
  name: 'Candle Corner',
  lang: 'ku',
  commissionPercent: 12.5,
  status: 'active',
  statement: partnerStatement,
};

describe('the partner’s report page', () => {
  it('loads its month through the link’s token, with the figures, the chart and each sale', async () => {
    await failThenRetry(<PartnerReportPage token="T0KEN" search={{ month: '2026-11' }} />, 'PartnerReport', () => ({ data: { partnerReport: report } }));
    expect(await screen.findByRole('heading', { name: 'Candle Corner: commission report' })).toBeTruthy();
    expect(screen.getByText('Commission rate today: 12.5%')).toBeTruthy();
    expect(screen.getAllByText('5,000 IQD').length).toBeGreaterThan(1);
    expect(screen.getByText('Sales that earn nothing (not paid yet, cancelled or refunded): 1')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Commission by kind of sale' })).toBeTruthy();
    expect(network.sent.find((call) => call.operation === 'PartnerReport')?.variables).toEqual({ token: 'T0KEN', month: '2026-11' });
  });

  it('says a revoked or unknown link does not work', async () => {
    network.answers.PartnerReport = () => ({ data: { partnerReport: null } });
    await renderIn(<PartnerReportPage token="OLD" search={{}} />);
    expect((await screen.findByRole('alert')).textContent).toContain('This report link does not work.');
  });

  it('is in Kurdish right to left with Arabic-Indic digits, and says when the partnership is paused', async () => {
    network.answers.PartnerReport = () => ({ data: { partnerReport: { ...report, status: 'paused' } } });
    await renderIn(<PartnerReportPage token="T0KEN" search={{ month: '2026-11' }} />, 'ku');
    expect(await screen.findByText('هاوبەشییەکە ڕاگیراوە: فرۆشتنە نوێیەکان بۆی تۆمار ناکرێن.')).toBeTruthy();
    expect(screen.getByText('ڕێژەی کۆمیسیۆنی ئەمڕۆ: ١٢٫٥٪')).toBeTruthy();
    expect(screen.getByRole('img').querySelector('text')!.getAttribute('direction')).toBe('rtl');
  });
});
