// Lines of test per line of code in a folder (default host-site/src), counted as `wc -l` does:
// the host site's component tests (*.test.tsx) stay at 0.25 a line of code or more (issue 25
// item 5; tests/architecture/conventions.test.ts holds it). The other tests (*.test.ts) and the
// helpers only tests import (*test-support.tsx) are shown apart, and count as neither.
// Usage: node scripts/test-ratio.mjs [folder]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The least component-test lines a line of the host site's code. */
export const MIN_COMPONENT_TEST_RATIO = 0.25;

function kind(name) {
  if (name.endsWith('.test.tsx')) return 'componentTests';
  if (name.endsWith('.test.ts')) return 'otherTests';
  if (/test-support\.tsx?$/.test(name)) return 'helpers';
  return 'code';
}

/** Lines of code, of component tests, of other tests and of test helpers under `root`. */
export function testLines(root) {
  const lines = { code: 0, componentTests: 0, otherTests: 0, helpers: 0 };
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) lines[kind(entry.name)] += readFileSync(path, 'utf8').split('\n').length - 1;
    }
  };
  walk(root);
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? 'host-site/src';
  const lines = testLines(root);
  console.log(`${root}: ${lines.code} lines of code; ${lines.componentTests} of component tests (*.test.tsx), ${lines.otherTests} of other tests, ${lines.helpers} of test helpers`);
  console.log(`component tests per line of code: ${(lines.componentTests / lines.code).toFixed(2)}`);
}
