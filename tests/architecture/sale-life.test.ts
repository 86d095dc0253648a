import { readFileSync } from 'node:fs';
import { posix, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSources } from './source-imports.js';

const ROOT = resolve(import.meta.dirname, '../..');
const SRC = 'packages/server/src';

// Issue 34 item 2: selling stops growing. What follows a sale (mails, texts, links, gift cards
// sent) is a handler of its events (services/sale-life), never a step of placeAndPay. Stock, seats
// and attribution stay in the sale's own transactions (sale-life/shop-handlers.ts says why).
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
    // The whole server is read: what only services/index.ts imports is no test code.
    const starters = readSources(ROOT, SRC)
      .filter((file) => !file.test && file.path.startsWith(`${SRC}/services/`) && !file.path.includes('/sale-life/') && !file.path.includes('/confirmations/'))
      .filter((file) => file.specifiers.some((specifier) => specifier.endsWith('confirmations/confirmation-start.js')))
      .map((file) => file.path);
    expect(starters).toEqual([]);
  });

  it('every sale placeAndPay sells records its placed event in the transaction that writes it', () => {
    // A placed event recorded after COMMIT is lost with a crash between the two (and its receipt with it).
    const sellers = readSources(ROOT, SRC)
      .filter((file) => !file.test && !file.path.endsWith('/payable-payments.ts'))
      .map((file) => ({ path: file.path, text: readFileSync(resolve(ROOT, file.path), 'utf8') }))
      .filter((file) => /\bplaceAndPay\(/.test(file.text));
    // Orders, refill requests, tickets, personalized requests and subscriptions at least.
    expect(sellers.length).toBeGreaterThanOrEqual(5);
    expect(sellers.filter((file) => !/await recordPlaced\(trx, /.test(file.text)).map((file) => file.path)).toEqual([]);
  });

  it('the receipts and the shop notices are sent only by handlers of a sale event', () => {
    // What a sale's placing mails (its receipt, the shop's notice of a new request): a service that
    // imported one of these would send it inline, outside the outbox's once-after-COMMIT.
    const placedMails = /adapters\/mail\/templates\/(refill-mail|ticket-mail|subscription-mail|white-label-mail|shop-notice)\.js$/;
    // The whole server is read: what only services/index.ts imports is no test code.
    const senders = readSources(ROOT, SRC)
      .filter((file) => !file.test && file.specifiers.some((specifier) => placedMails.test(specifier)))
      .map((file) => ({ path: file.path, handler: /\bbus\.on\('placed'/.test(readFileSync(resolve(ROOT, file.path), 'utf8')) }));
    expect(senders.length).toBeGreaterThanOrEqual(5);
    expect(senders.filter((sender) => !sender.handler)).toEqual([]);
  });
});
