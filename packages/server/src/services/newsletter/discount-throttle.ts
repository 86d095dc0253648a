import type { Kysely } from 'kysely';
import { releaseAttempt, reserve, withGuessLimit } from '../../auth/throttle.js';
import type { Database } from '../../db/types.js';
import { badRequest } from '../../errors.js';

// The validation keys of a refused discount code: only these count as a wrong guess.
const CODE_REFUSALS = new Set(['input.discountCode.invalid', 'input.discountCode.notYours']);

const refusesCode = (error: unknown) => {
  const validation = (error as { extensions?: { validation?: Record<string, unknown> } } | undefined)?.extensions?.validation;
  const keys = validation?.discountCode;
  return Array.isArray(keys) && keys.some((key) => CODE_REFUSALS.has(String(key)));
};

/**
 * Places an order that names a discount code under the client address's limit of wrong codes
 * (SECURITY-REVIEW L9: codes hold about 50 bits, worth a limiter): the attempt is reserved
 * first, in one step, and given back unless the code was refused.
 * @throws bad.request (discountCode: input.discountCode.throttled) past 20 wrong codes in 15 minutes
 */
export async function withDiscountThrottle<T>(db: Kysely<Database>, address: string, code: string | undefined, place: () => Promise<T>): Promise<T> {
  if (code === undefined) return place();
  return withGuessLimit(db, 'discount', address, { throttled: () => badRequest({ discountCode: ['input.discountCode.throttled'] }), isGuess: refusesCode }, place);
}

/**
 * Looks a code up under the same limit (the `discountCode` query): a code that is not found counts.
 * @throws bad.request (discountCode: input.discountCode.throttled) past the limit
 */
export async function lookUpThrottled<T>(db: Kysely<Database>, address: string, find: () => Promise<T | null>): Promise<T | null> {
  const attempt = await reserve(db, 'discount', '', address);
  if (attempt.id === undefined) throw badRequest({ discountCode: ['input.discountCode.throttled'] });
  const found = await find();
  if (found) await releaseAttempt(db, attempt.id);
  return found;
}
