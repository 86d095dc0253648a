// `npm run bench`, storefront part (issues 14 and 38): the time to first byte of a server-rendered
// product page under 50 concurrent visitors on PostgreSQL; on the key pages in en and ar, the
// JavaScript each downloads and Lighthouse (lighthouse.mjs: mobile, median of 3 runs); and the
// embed's cost, a partner page with the grid against the same page without it (partner-pages.mjs).
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { MEASURED_PAGES, pageJavaScript } from '../budget/page-javascript.mjs';
import { createBenchSchema } from './bench-schema.mjs';
import { lighthouseHeader, lighthouseRow, startLighthouse } from './lighthouse.mjs';
import { load } from './load.mjs';
import { startPartnerPages } from './partner-pages.mjs';

const PORT = 18291;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const GOALS = { performance: 95, accessibility: 100, seo: 100, 'best-practices': 100 };
const LANGUAGES = ['en', 'ar'];
const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

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

  // The JavaScript each page downloads (gzip -9 of each script), measured before Lighthouse runs.
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new') });
  const javascript = new Map();
  for (const lang of LANGUAGES) {
    for (const path of MEASURED_PAGES) {
      const page = await browser.newPage();
      javascript.set(`${lang} ${path}`, await pageJavaScript(page, `${base}${localized(path, lang)}`));
      await page.close();
    }
  }
  await browser.close();

  const lighthouse = await startLighthouse(CHROMIUM, CHROME_FLAGS);
  const partner = await startPartnerPages({ port: PORT + 1, shopOrigin: base });
  const below = [];
  try {
    console.log(`\nKey pages: JavaScript downloaded (gzip -9) and Lighthouse (mobile, default throttling, median of 3 runs); load average ${loadAverage()}`);
    console.log(lighthouseHeader(`  ${'page'.padEnd(16)} ${'JS KB'.padStart(6)} ${'files'.padStart(5)}`));
    for (const lang of LANGUAGES) {
      for (const path of MEASURED_PAGES) {
        const name = `${lang} ${path}`;
        const { total, files } = javascript.get(name);
        const figures = await lighthouse.measure(`${base}${localized(path, lang)}`);
        console.log(lighthouseRow(`  ${name.padEnd(16)} ${(total / 1024).toFixed(1).padStart(6)} ${String(files.length).padStart(5)}`, figures));
        console.log(
          `      largest scripts ${files
            .slice(0, 3)
            .map((file) => `${file.path.split('/').at(-1)} ${(file.bytes / 1024).toFixed(1)} KB`)
            .join(', ')}`,
        );
        for (const [category, goal] of Object.entries(GOALS)) if (figures[category] < goal) below.push(`${name} ${category} ${figures[category]}`);
      }
    }
    console.log(`  goals: performance ${GOALS.performance}+, accessibility, SEO and best practices 100, CLS < 0.05, LCP < 2.5 s${below.length ? `; below goal: ${below.join('; ')}` : ''}`);

    // The embed's cost: the partner shop page with the grid against the same page without it.
    console.log(`\nThe embed's cost: examples/partner-shop with and without the embed (median of 3 runs); load average ${loadAverage()}`);
    console.log(lighthouseHeader(`  ${'page'.padEnd(16)}`));
    const withEmbed = await lighthouse.measure(partner.with);
    console.log(lighthouseRow(`  ${'with the grid'.padEnd(16)}`, withEmbed));
    const withoutIt = await lighthouse.measure(partner.without);
    console.log(lighthouseRow(`  ${'without it'.padEnd(16)}`, withoutIt));
    const manifest = JSON.parse(await readFile('dist/sdk/manifest.json', 'utf8'));
    const loader = gzipSync(await readFile(`dist/sdk/${manifest.loader}`), { level: 9 }).length;
    const lost = withoutIt.performance - withEmbed.performance;
    console.log(`  the embed costs ${lost} performance points (goal: at most 2), ${(withEmbed.tbt - withoutIt.tbt).toFixed(0)} ms of blocking time; the loader is ${loader} B gzip (goal < 1536 B)`);
  } finally {
    await lighthouse.close();
    await partner.close();
  }
} finally {
  shop.kill();
  await new Promise((resolve) => shop.once('exit', resolve));
  await database.drop();
}
