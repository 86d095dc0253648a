// `npm run bench`, storefront part (issue 14): Lighthouse (mobile, default throttling, Debian's
// Chromium) on the key pages in en and ar, the JavaScript each page downloads, and the time to
// first byte of a server-rendered product page under 50 concurrent visitors on PostgreSQL.
import { spawn } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { MEASURED_PAGES, pageJavaScript } from '../budget/page-javascript.mjs';
import { createBenchSchema } from './bench-schema.mjs';
import { load } from './load.mjs';

const PORT = 18291;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const GOALS = { performance: 95, accessibility: 100, seo: 100, 'best-practices': 100 };

async function startShop(env) {
  const child = spawn(process.execPath, ['dist/server/main.js'], { env: { ...process.env, PORT: String(PORT), NODE_ENV: 'production', SHOP_DEMO: 'on', ...env }, stdio: 'ignore' });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (
      await fetch(`http://127.0.0.1:${PORT}/readyz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return child;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the shop did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const localized = (path, lang) => (lang === 'en' ? path : `/${lang}${path === '/' ? '' : path}`);
const database = (await createBenchSchema('bench')) ?? { url: undefined, drop: async () => {} };
const shop = await startShop(database.url ? { DATABASE_URL: database.url } : { DATA_DIR: 'memory://' });
const base = `http://localhost:${PORT}`;
try {
  // Time to first byte of a rendered product page, 50 visitors at once.
  const ttfb = await load({ url: `${base}/products/1`, connections: 50, seconds: SECONDS, firstByte: true });
  console.log(`\nServer-rendered product page, 50 concurrent visitors, ${SECONDS} s, ${database.url ? 'PostgreSQL' : 'PGlite'}`);
  console.log(`  ${ttfb.rps.toFixed(0)} pages/s, time to first byte p50 ${ttfb.ttfb50.toFixed(1)} ms, p95 ${ttfb.ttfb95.toFixed(1)} ms, errors ${ttfb.errors}`);

  // The JavaScript each page downloads (gzip -9 of each script).
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new') });
  console.log('\nJavaScript a page downloads (gzip -9)');
  for (const lang of ['en', 'ar']) {
    for (const path of MEASURED_PAGES) {
      const page = await browser.newPage();
      const { total, files } = await pageJavaScript(page, `${base}${localized(path, lang)}`);
      console.log(
        `  ${lang} ${path.padEnd(12)} ${(total / 1024).toFixed(1).padStart(6)} KB in ${files.length} files; largest ${files
          .slice(0, 3)
          .map((file) => `${file.path.split('/').at(-1)} ${(file.bytes / 1024).toFixed(1)} KB`)
          .join(', ')}`,
      );
      await page.close();
    }
  }
  await browser.close();

  // Lighthouse, mobile with its default throttling.
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  console.log('\nLighthouse (mobile, default throttling)');
  console.log(`  ${'page'.padEnd(16)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'seo'.padStart(5)} ${'b.p.'.padStart(5)} ${'CLS'.padStart(6)} ${'LCP s'.padStart(6)} ${'FCP s'.padStart(6)} ${'TBT ms'.padStart(7)}`);
  const below = [];
  try {
    for (const lang of ['en', 'ar']) {
      for (const path of MEASURED_PAGES) {
        const { lhr } = await lighthouse(`${base}${localized(path, lang)}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(GOALS) });
        const score = (name) => Math.round((lhr.categories[name]?.score ?? 0) * 100);
        const audit = (name) => lhr.audits[name]?.numericValue ?? NaN;
        const name = `${lang} ${path}`;
        console.log(
          `  ${name.padEnd(16)} ${String(score('performance')).padStart(5)} ${String(score('accessibility')).padStart(5)} ${String(score('seo')).padStart(5)} ${String(score('best-practices')).padStart(5)} ${audit('cumulative-layout-shift').toFixed(3).padStart(6)} ${(audit('largest-contentful-paint') / 1000).toFixed(2).padStart(6)} ${(audit('first-contentful-paint') / 1000).toFixed(2).padStart(6)} ${audit('total-blocking-time').toFixed(0).padStart(7)}`,
        );
        for (const [category, goal] of Object.entries(GOALS)) if (score(category) < goal) below.push(`${name} ${category} ${score(category)}`);
        for (const [category, ref] of Object.entries(lhr.categories)) {
          if (ref.score === 1) continue;
          const failing = ref.auditRefs.filter((item) => item.weight > 0 && (lhr.audits[item.id]?.score ?? 1) < 1).map((item) => item.id);
          if (failing.length) console.log(`    ${category} loses on: ${failing.join(', ')}`);
        }
      }
    }
  } finally {
    await chrome.kill();
  }
  console.log(`  goals: performance ${GOALS.performance}+, accessibility 100, SEO 100, CLS < 0.05, LCP < 2.5 s${below.length ? `; below goal: ${below.join('; ')}` : ''}`);
} finally {
  shop.kill();
  await new Promise((resolve) => shop.once('exit', resolve));
  await database.drop();
}
