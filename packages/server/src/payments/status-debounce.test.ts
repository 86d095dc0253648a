import { describe, expect, it } from 'vitest';
import type { PaymentRow } from '../db/tables/payments.js';
import { debounceStatusChecks } from './status-debounce.js';

const payment = (id: number) => ({ id }) as PaymentRow;

describe('status-check debounce', () => {
  it('asks the provider once per payment in 5 s, however many callers, and again after', async () => {
    let clock = 0;
    const asked: number[] = [];
    const check = debounceStatusChecks(async (p) => (asked.push(p.id), `outcome ${asked.length}`), { now: () => clock });
    const answers = await Promise.all(Array.from({ length: 50 }, () => check(payment(1))));
    expect(new Set(answers)).toEqual(new Set(['outcome 1']));
    await check(payment(2));
    clock = 4999;
    expect(await check(payment(1))).toBe('outcome 1');
    clock = 5000;
    expect(await check(payment(1))).toBe('outcome 3');
    expect(asked).toEqual([1, 2, 1]);
  });

  it('forgets a failed check and remembers a bounded number of payments', async () => {
    let fail = true;
    let calls = 0;
    const check = debounceStatusChecks(
      async () => {
        calls += 1;
        if (fail) throw new Error('provider down');
        return 'ok';
      },
      { limit: 2 },
    );
    await expect(check(payment(1))).rejects.toThrow('provider down');
    fail = false;
    expect(await check(payment(1))).toBe('ok');
    await check(payment(2));
    await check(payment(3));
    await check(payment(1));
    expect(calls).toBe(5);
  });
});
