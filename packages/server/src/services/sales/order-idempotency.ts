import { createHash } from 'node:crypto';
import { refused } from '../../errors.js';

/** SECURITY B1: a client's idempotency key is at most this long. */
export const MAX_IDEMPOTENCY_KEY = 100;

/** How long a retry waits for the first call's payment start before giving up. */
const START_WAIT_MS = 15_000;
const POLL_MS = 50;

// Sorted keys and no undefined: the same request always gives the same text.
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * SHA-256 (hex) of an order request: the operation, who asks (a customer id or `guest`) and its
 * canonical arguments without the key and the human-check token (a retry gets a fresh token).
 */
export function requestHash(operation: string, asker: number | 'guest', args: Record<string, unknown>): string {
  const { idempotencyKey: _key, token: _token, ...rest } = args;
  return createHash('sha256')
    .update(JSON.stringify(canonical({ operation, asker, args: rest })))
    .digest('hex');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a replay needs of a row an idempotency key was first used with (an order or a refill request). */
export interface KeyedRow {
  request_hash: string | null;
  payment_start: unknown;
  status: string;
}

/**
 * The row placed earlier with this key and the same request, once its payment start is recorded
 * (a concurrent first call may still be starting it: wait briefly and re-read).
 * @param find reads the row holding the key
 * @returns undefined when no row holds the key
 * @throws bad.request (reason idempotency) when the key came with another request;
 *   payment.unavailable when the first call's payment could not start
 */
export async function replayedRow<Row extends KeyedRow>(find: () => Promise<Row | undefined>, hash: string): Promise<Row | undefined> {
  const deadline = Date.now() + START_WAIT_MS;
  for (;;) {
    const row = await find();
    if (!row) return undefined;
    if (row.request_hash !== hash) throw refused('bad.request', { reason: 'idempotency' });
    if (row.payment_start !== null) return row;
    if (row.status === 'cancelled') throw refused('payment.unavailable');
    if (Date.now() > deadline) throw refused('bad.request', { reason: 'idempotency.pending' });
    await sleep(POLL_MS);
  }
}

/**
 * The request that starts no payment (a white-label or personalized request) placed earlier with
 * this key and the same arguments, or undefined (see `replayedRow`). Nothing is started after
 * COMMIT, so a saved row is always complete.
 */
export async function replayedUnpaid<Row extends Omit<KeyedRow, 'payment_start'>>(find: (key: string) => Promise<Row | undefined>, idempotency: { key: string; hash: string } | undefined): Promise<Row | undefined> {
  if (!idempotency) return undefined;
  return replayedRow(async () => {
    const found = await find(idempotency.key);
    return found && { ...found, payment_start: {} };
  }, idempotency.hash);
}
