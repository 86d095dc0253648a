import { describe, expect, it } from 'vitest';
import { describeError } from './errors.js';
import { staffFailures } from './staff-failures.js';

describe('staffFailures', () => {
  it.each([
    ['a refused move', { key: 'admin.moveNotAllowed' }, 'admin.errors.moveNotAllowed'],
    ['no staff rights', { key: 'forbidden', code: 'FORBIDDEN' }, 'admin.errors.forbidden'],
    ['no answer', { key: 'errors.network', network: true as const }, 'errors.network'],
    ['a refused value', { key: 'bad.request', validation: 'input.price.invalid' }, 'admin.errors.invalid'],
    ['seats already taken', { key: 'bad.request', validation: 'input.seats.taken' }, 'admin.errors.seatsTaken'],
    ['a sold tier', { key: 'admin.tierSold' }, 'admin.errors.tierSold'],
    ['a missing record', { key: 'x', code: 'NOT_FOUND' }, 'errors.notFound'],
    ['anything else', { key: 'something.else' }, 'admin.errors.failed'],
  ])('describes %s', (_name, error, message) => {
    expect(describeError(error, staffFailures).message).toBe(message);
  });
});
