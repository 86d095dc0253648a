import { describe, expect, it } from 'vitest';
import { awayDatabase } from '../test/away-database.js';
import { captureLog } from '../test/payment-flows.js';
import { PUBLIC_URL } from '../test/shop.js';
import { readPaymentsConfig } from './config.js';
import { createPayments } from './payments.js';
import { releaseUnpaid } from '../services/sale-life/release-unpaid.js';

describe('the payment sweeper while the database is away (issue 23)', () => {
  it('logs each failed pass and keeps its timer: the next pass runs as usual', async () => {
    const db = await awayDatabase();
    const log = captureLog();
    const payments = createPayments({ db, publicUrl: PUBLIC_URL, config: readPaymentsConfig({}, PUBLIC_URL), log, cancelOrder: releaseUnpaid });
    const stop = payments.startSweeper(20);
    try {
      await expect.poll(() => log.alerts.length).toBeGreaterThanOrEqual(3);
    } finally {
      await stop();
      await db.destroy();
    }
    expect(log.alerts[0]).toMatch(/^payments: sweep failed: .*ECONNREFUSED/);
  });
});
