import { beforeEach, describe, expect, it } from 'vitest';
import { testDatabases, useTestDatabase } from '../../test/databases.js';
import { createLocalTexter } from './local-text-outbox.js';
import { textQuietly, type TextMessage } from './messaging.js';
import { guardTexter, phoneCountKey, TEXTS_PER_PHONE_DAY, TextLimitReached } from './text-guard.js';

// SECURITY-REVIEW-2 N3: no phone gets more than a few texts a day from the shop, however its
// number is written and however many instances send at once.
const text = (to: string): TextMessage => ({ to, lang: 'en', text: `Hello, please confirm: http://shop.test/confirm/${to}`, template: { name: 'sale_confirmation', params: ['Ali'] } });

describe('the key a phone is counted under', () => {
  it('is the same for every way of writing one number, and holds no digits of it', () => {
    const keys = ['07701230001', '7701230001', '+964 770 123 0001', '009647701230001', '٠٧٧٠١٢٣٠٠٠١', '+9647701230001'].map(phoneCountKey);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).not.toContain('7701230001');
    expect(phoneCountKey('07701230002')).not.toBe(keys[0]);
  });
});

describe.each(testDatabases())('the per-phone text limit on $name', (database) => {
  const opened = useTestDatabase(database, 'migrated');
  beforeEach(async () => {
    await opened.db.deleteFrom('rate_events').execute();
    await opened.db.deleteFrom('text_outbox').execute();
  });

  const outbox = () => opened.db.selectFrom('text_outbox').select('recipient').execute();

  it(`sends ${TEXTS_PER_PHONE_DAY} texts a day to one phone, written any way, and refuses the next`, async () => {
    const texter = guardTexter(
      opened.db,
      createLocalTexter(opened.db, () => {}),
    );
    for (const to of ['07701230001', '+964 770 123 0001', '٠٧٧٠١٢٣٠٠٠١']) await texter.send(text(to));
    await expect(texter.send(text('7701230001'))).rejects.toThrow(TextLimitReached);
    await texter.send(text('07701230002'));
    expect(await outbox()).toHaveLength(TEXTS_PER_PHONE_DAY + 1);
  });

  it('logs a refused text once, the phone masked, and the caller goes on', async () => {
    const texter = guardTexter(
      opened.db,
      createLocalTexter(opened.db, () => {}),
      { perDay: 1 },
    );
    const lines: string[] = [];
    const log = (line: string, error: unknown) => lines.push(`${line}: ${error instanceof Error ? error.message : ''}`);
    expect(await textQuietly(texter, 'the order confirmation link', text('07701230001'), log)).toBe(true);
    expect(await textQuietly(texter, 'the order confirmation link', text('07701230001'), log)).toBe(false);
    expect(lines).toEqual(['candleshop: the order confirmation link could not be texted to +96477*****001: candleshop: no more texts to this phone today (SECURITY-REVIEW-2 N3, 1 a day)']);
  });

  it('counts a day back: a text of yesterday no longer counts', async () => {
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000 - 1000);
    const key = phoneCountKey('07701230001');
    await opened.db
      .insertInto('rate_events')
      .values(Array.from({ length: TEXTS_PER_PHONE_DAY }, () => ({ kind: 'text', key, created_at: yesterday })))
      .execute();
    await guardTexter(
      opened.db,
      createLocalTexter(opened.db, () => {}),
    ).send(text('07701230001'));
    expect(await outbox()).toHaveLength(1);
  });

  it('lets at most the limit through when many instances text one phone at once', async () => {
    // Each send its own guard, as on separate instances; they share only the database.
    const sends = Array.from({ length: 12 }, () =>
      guardTexter(
        opened.db,
        createLocalTexter(opened.db, () => {}),
      ).send(text('07701230001')),
    );
    const results = await Promise.allSettled(sends);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(TEXTS_PER_PHONE_DAY);
    expect(await outbox()).toHaveLength(TEXTS_PER_PHONE_DAY);
  });
});
