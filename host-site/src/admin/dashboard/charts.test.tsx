import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'preact-render-to-string';
import { I18nProvider } from '@candleshop/ui';
import { createTranslator, type Lang } from '@candleshop/core';
import { BarChart } from './bar-chart.js';
import { LineChart } from './line-chart.js';
import { chartPoints } from './dashboard-points.js';
import { CHART } from './chart-geometry.js';

// The dashboard's charts render to markup with no window or document (both taken away while
// rendering here): SVG whose time axis runs from the reading's start, mirrored in ku and ar, and a table of
// the same figures for screen readers.

const points = chartPoints(
  [
    { start: '2026-11-24T00:00:00+03:00', orders: 1, revenue: 10_000 },
    { start: '2026-11-25T00:00:00+03:00', orders: 4, revenue: -2_000 },
    { start: '2026-11-26T00:00:00+03:00', orders: 2, revenue: 30_000 },
  ],
  'day',
  (point) => point.revenue ?? 0,
  'en',
);

function draw(chart: 'bar' | 'line', lang: Lang, dir: 'ltr' | 'rtl', values = points) {
  const Chart = chart === 'bar' ? BarChart : LineChart;
  vi.stubGlobal('window', undefined);
  vi.stubGlobal('document', undefined);
  try {
    return renderToString(
      <I18nProvider value={{ lang, dir, t: createTranslator(lang, {}) }}>
        <Chart id="c" title="Revenue" points={values} format={(value) => `${value} IQD`} timeHeading="Day" valueHeading="Revenue" />
      </I18nProvider>,
    );
  } finally {
    vi.unstubAllGlobals();
  }
}

const numbers = (markup: string, pattern: RegExp) => [...markup.matchAll(pattern)].map((match) => Number(match[1]));

describe('the dashboard charts', () => {
  it('draws the oldest bar at the left in en and at the right in ar, the newest opposite', () => {
    const ltr = numbers(draw('bar', 'en', 'ltr'), /<rect[^>]*\bx="([\d.]+)"/g);
    const rtl = numbers(draw('bar', 'ar', 'rtl'), /<rect[^>]*\bx="([\d.]+)"/g);
    expect(ltr).toHaveLength(3);
    expect(ltr[0]).toBeLessThan(ltr[1]!);
    expect(ltr[1]).toBeLessThan(ltr[2]!);
    expect(rtl[0]).toBeGreaterThan(rtl[1]!);
    expect(rtl[1]).toBeGreaterThan(rtl[2]!);
    // A mirror image: each bar sits as far from the right edge in ar as from the left in en.
    const width = Number(/<rect[^>]*\bwidth="([\d.]+)"/.exec(draw('bar', 'en', 'ltr'))![1]);
    rtl.forEach((x, index) => expect(CHART.width - x - width).toBeCloseTo(ltr[index]!, 5));
  });

  it('hangs a day with more refunds than takings below the zero line', () => {
    const markup = draw('bar', 'en', 'ltr');
    expect(markup).toMatch(/class="chart-bar chart-bar-negative"/);
    expect(markup.match(/class="chart-bar"/g)).toHaveLength(2);
  });

  it('runs the line from the right in ku and from the left in en', () => {
    const orders = chartPoints(
      [
        { start: '2026-11-26T09:00:00+03:00', orders: 1, revenue: null },
        { start: '2026-11-26T10:00:00+03:00', orders: 3, revenue: null },
      ],
      'hour',
      (point) => point.orders,
      'ku',
    );
    const xs = (markup: string) => numbers(markup, /<circle[^>]*\bcx="([\d.]+)"/g);
    const [first, second] = xs(draw('line', 'ku', 'rtl', orders));
    expect(first).toBeGreaterThan(second!);
    const [start, end] = xs(draw('line', 'en', 'ltr', orders));
    expect(start).toBeLessThan(end!);
  });

  it('hides the picture from screen readers and gives them the figures as a table under the caption', () => {
    const markup = draw('bar', 'en', 'ltr');
    expect(markup).toMatch(/<figure[^>]*aria-labelledby="c-title"/);
    expect(markup).toMatch(/<figcaption id="c-title">Revenue<\/figcaption>/);
    expect(markup).toMatch(/<svg[^>]*aria-hidden="true"/);
    const rows = [...markup.matchAll(/<tr><th scope="row">([^<]+)<\/th><td>([^<]+)<\/td><\/tr>/g)].map((match) => [match[1], match[2]]);
    expect(rows).toEqual([
      ['24/11/2026', '10000 IQD'],
      ['25/11/2026', '-2000 IQD'],
      ['26/11/2026', '30000 IQD'],
    ]);
  });

  it('labels days and hours in Arabic-Indic digits in ar and ku', () => {
    const days = chartPoints([{ start: '2026-11-26T00:00:00+03:00', orders: 2, revenue: 0 }], 'day', (point) => point.orders, 'ar');
    expect(days[0]).toEqual({ label: '٢٦/١١', long: '٢٦/١١/٢٠٢٦', value: 2 });
    const hours = chartPoints([{ start: '2026-11-26T13:00:00+03:00', orders: 2, revenue: 0 }], 'hour', (point) => point.orders, 'ku');
    expect(hours[0]).toEqual({ label: '١٣', long: '٢٦/١١/٢٠٢٦ ١٣:٠٠', value: 2 });
  });
});
