import { posix, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSources } from './source-imports.js';

const ROOT = resolve(import.meta.dirname, '../..');
const SRC = 'packages/server/src';

// Issue 34 item 2: selling stops growing. What follows a sale (mails, texts, links, partner
// counts, stock) is a handler of its events (services/sale-life), never a step of placeAndPay.
const SIDE_EFFECTS = [/\/adapters\/mail\//, /\/adapters\/messaging\//, /\/services\/confirmations\//, /\/services\/partners\//, /\/payments\/release/];

const importedBy = (path: string) => {
  const file = readSources(ROOT, posix.dirname(path)).find((source) => source.path === path);
  if (!file) throw new Error(`candleshop: expected ${path} to exist`);
  return file.specifiers.map((specifier) => posix.normalize(posix.join(posix.dirname(path), specifier)));
};

describe("a sale's life as events (issue 34 item 2)", () => {
  it('placeAndPay imports no mail, text, confirmation or partner module', () => {
    const imports = importedBy(`${SRC}/services/sales/payable-payments.ts`);
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((path) => SIDE_EFFECTS.some((pattern) => pattern.test(`/${path}`)))).toEqual([]);
  });

  it('the sale services start no confirmation themselves', () => {
    const starters = readSources(ROOT, `${SRC}/services`)
      .filter((file) => !file.test && !file.path.includes('/sale-life/') && !file.path.includes('/confirmations/'))
      .filter((file) => file.specifiers.some((specifier) => specifier.endsWith('confirmations/confirmation-start.js')))
      .map((file) => file.path);
    expect(starters).toEqual([]);
  });
});
