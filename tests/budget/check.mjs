// Prints the gzip bytes of the SDK a partner page downloads, and fails when a budget is exceeded.
// Budgets live in budgets.json; the README quotes them and this check keeps the two in step.
import { readdir, readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';

const root = new URL('../../', import.meta.url);
const budgets = JSON.parse(await readFile(new URL('tests/budget/budgets.json', root), 'utf8'));
const manifest = JSON.parse(await readFile(new URL('dist/sdk/manifest.json', root), 'utf8'));
const gzipBytes = async (file) => gzipSync(await readFile(new URL(`dist/sdk/${file}`, root)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const loader = await gzipBytes(manifest.loader);
const languages = Object.keys(manifest.languages);
// The top-level sections of each message area (core/src/i18n/resources/<area>/en.ts), read from
// the sources: an area no widget loads has no chunk to read them from.
const resources = new URL('packages/core/src/i18n/resources/', root);
const areaSections = {};
for (const entry of await readdir(resources, { withFileTypes: true })) {
  if (!entry.isDirectory()) continue;
  const source = await readFile(new URL(`${entry.name}/en.ts`, resources), 'utf8');
  areaSections[entry.name] = [...source.matchAll(/^ {2}(\w+): /gm)].map((match) => match[1]);
}
const measured = { loader };
const areasOf = {};
let failed = false;
for (const [widget, files] of Object.entries(manifest.widgets)) {
  const sizes = await Promise.all(files.map(gzipBytes));
  // A page downloads the loader, the widget with its runtime, and the messages of one language:
  // the shop-wide ones and those of each message area the widget's code imports (manifest
  // widgetMessages, read from the bundle's dynamic imports). Counted for the heaviest language.
  const areas = manifest.widgetMessages[widget] ?? [];
  areasOf[widget] = areas;
  const messages = await Promise.all(
    languages.map(async (lang) => {
      const parts = [manifest.languages[lang], ...areas.map((area) => manifest.messageAreas[area][lang])];
      return (await Promise.all(parts.map(gzipBytes))).reduce((a, b) => a + b, 0);
    }),
  );
  measured[widget] = loader + sizes.reduce((a, b) => a + b, 0) + Math.max(...messages);
  // A widget whose code names an area's keys must load that area, or it shows raw keys.
  const code = (await Promise.all(files.map((file) => readFile(new URL(`dist/sdk/${file}`, root), 'utf8')))).join('\n');
  for (const [area, sections] of Object.entries(areaSections)) {
    if (areas.includes(area)) continue;
    const named = sections.filter((section) => new RegExp(`["'\`]${section}\\.[A-Za-z]`).test(code));
    if (named.length) {
      console.error(`${widget} uses message keys of the ${area} area (${named.join(', ')}) but does not load it: pass ${area}Messages to useMessages`);
      failed = true;
    }
  }
}

console.log('SDK size (gzip -9)');
for (const [name, bytes] of Object.entries(measured)) {
  const budget = budgets[name];
  const verdict = !budget ? 'no budget' : bytes > budget.limit ? 'OVER BUDGET' : bytes > budget.goal ? 'within budget, above goal' : 'within goal';
  if (budget && bytes > budget.limit) failed = true;
  const areas = areasOf[name] ? `  messages: base${areasOf[name].map((area) => ` + ${area}`).join('')}` : '';
  console.log(`  ${name.padEnd(14)} ${String(bytes).padStart(6)} B  ${kb(bytes).padStart(8)}  limit ${budget ? kb(budget.limit) : '-'}, goal ${budget ? kb(budget.goal) : '-'}: ${verdict}${areas}`);
}

const readme = await readFile(new URL('README.md', root), 'utf8');
for (const [name, budget] of Object.entries(budgets)) {
  const quoted = `| ${name} | ${budget.limit / 1024} KB | ${budget.goal / 1024} KB |`;
  if (!readme.includes(quoted)) {
    console.error(`README.md must quote the ${name} budget as "${quoted}"`);
    failed = true;
  }
}
if (failed) process.exit(1);
