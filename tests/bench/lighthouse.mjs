// Lighthouse for `npm run bench` (issue 38): mobile with its default throttling, Debian's Chromium,
// each figure the median of 3 runs (single runs on this machine spread by 30 points), and what
// loses points in at least 2 of the 3.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const METRICS = { cls: 'cumulative-layout-shift', lcp: 'largest-contentful-paint', fcp: 'first-contentful-paint', tbt: 'total-blocking-time' };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The audits of one run that cost its categories points: weighted audits below 1, and the performance audits that estimate savings on a metric. */
function losses(lhr) {
  const lost = new Set();
  for (const [category, ref] of Object.entries(lhr.categories)) {
    for (const item of ref.auditRefs) {
      const audit = lhr.audits[item.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      const saves = Object.values(audit.metricSavings ?? {}).some((value) => value > 0);
      if (item.weight > 0 || (category === 'performance' && saves && audit.score < 0.9)) lost.add(`${category} ${item.id}`);
    }
  }
  return lost;
}

const refOf = (lhr, { category, id }) => lhr.categories[category].auditRefs.find((item) => item.id === id);
const weight = (lhr, loss) => (refOf(lhr, loss)?.weight ?? 0) > 0;
const order = (lhr, loss) => lhr.categories[loss.category].auditRefs.indexOf(refOf(lhr, loss));

/**
 * Opens a Chromium for Lighthouse; `measure(url)` answers the median of RUNS runs of the page:
 * the four category scores (0–100), CLS, LCP, FCP and TBT (ms), and the audits that lose points.
 * @example const lh = await startLighthouse(); const figures = await lh.measure(url); await lh.close();
 */
export async function startLighthouse(chromePath, chromeFlags) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const measure = async (url) => {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
      if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
      runs.push(lhr);
    }
    const figures = {};
    for (const category of CATEGORIES) figures[category] = median(runs.map((lhr) => Math.round((lhr.categories[category]?.score ?? 0) * 100)));
    for (const [name, id] of Object.entries(METRICS)) figures[name] = median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? NaN));
    const counts = new Map();
    for (const lhr of runs) for (const id of losses(lhr)) counts.set(id, (counts.get(id) ?? 0) + 1);
    // Weighted audits (the metrics) first, then the rest, each in the order Lighthouse lists them.
    figures.losses = [...counts]
      .filter(([, count]) => count * 2 > runs.length)
      .map(([key]) => ({ category: key.split(' ')[0], id: key.split(' ')[1] }))
      .sort((a, b) => weight(runs[0], b) - weight(runs[0], a) || order(runs[0], a) - order(runs[0], b));
    return figures;
  };
  return { measure, close: () => chrome.kill() };
}

const COLUMNS = [
  ['perf', 5, (f) => f.performance],
  ['a11y', 5, (f) => f.accessibility],
  ['SEO', 5, (f) => f.seo],
  ['b.p.', 5, (f) => f['best-practices']],
  ['CLS', 6, (f) => f.cls.toFixed(3)],
  ['LCP s', 6, (f) => (f.lcp / 1000).toFixed(2)],
  ['FCP s', 6, (f) => (f.fcp / 1000).toFixed(2)],
  ['TBT ms', 7, (f) => f.tbt.toFixed(0)],
];

/** The header of the Lighthouse columns, after `lead` (the page and its own columns). */
export const lighthouseHeader = (lead) => `${lead} ${COLUMNS.map(([name, width]) => name.padStart(width)).join(' ')}`;

/** One page's Lighthouse columns after `lead`, and a line under it naming what loses points. */
export function lighthouseRow(lead, figures) {
  const row = `${lead} ${COLUMNS.map(([, width, value]) => String(value(figures)).padStart(width)).join(' ')}`;
  const byCategory = CATEGORIES.map((category) => [category, figures.losses.filter((loss) => loss.category === category).map((loss) => loss.id)]).filter(([, ids]) => ids.length);
  return byCategory.length ? `${row}\n      loses points on ${byCategory.map(([category, ids]) => `${category}: ${ids.join(', ')}`).join('; ')}` : row;
}
