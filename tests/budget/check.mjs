// Prints the gzip bytes of the SDK a partner page downloads, and fails when a budget is exceeded.
// Budgets live in budgets.json; the README quotes them and this check keeps the two in step.
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';

const root = new URL('../../', import.meta.url);
const budgets = JSON.parse(await readFile(new URL('tests/budget/budgets.json', root), 'utf8'));
const manifest = JSON.parse(await readFile(new URL('dist/sdk/manifest.json', root), 'utf8'));
const gzipBytes = async (file) => gzipSync(await readFile(new URL(`dist/sdk/${file}`, root)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const loader = await gzipBytes(manifest.loader);
const largestLanguage = Math.max(...(await Promise.all(Object.values(manifest.languages).map(gzipBytes))));
const measured = { loader };
for (const [widget, files] of Object.entries(manifest.widgets)) {
  const sizes = await Promise.all(files.map(gzipBytes));
  // A page downloads the loader, the widget with its runtime, and the messages of one language.
  measured[widget] = loader + sizes.reduce((a, b) => a + b, 0) + largestLanguage;
}

let failed = false;
console.log('SDK size (gzip -9)');
for (const [name, bytes] of Object.entries(measured)) {
  const budget = budgets[name];
  const verdict = !budget ? 'no budget' : bytes > budget.limit ? 'OVER BUDGET' : bytes > budget.goal ? 'within budget, above goal' : 'within goal';
  if (budget && bytes > budget.limit) failed = true;
  console.log(`  ${name.padEnd(14)} ${String(bytes).padStart(6)} B  ${kb(bytes).padStart(8)}  limit ${budget ? kb(budget.limit) : '-'}, goal ${budget ? kb(budget.goal) : '-'}: ${verdict}`);
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
