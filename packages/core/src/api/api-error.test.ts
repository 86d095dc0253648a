import { describe, expect, it } from 'vitest';
import { settle, toApiError } from './api-error.js';
import { isRetryableMessage } from './retryable-message.js';

// A GraphQL response's error list, as core's transport passes it on.
const graphQL = (message: string, extensions?: Record<string, unknown>) => ({ errors: [{ message, ...(extensions ? { extensions } : {}) }] });

describe('toApiError', () => {
  it('names a failure without an answer a network error', () => {
    expect(toApiError(new TypeError('Failed to fetch'))).toEqual({ key: 'errors.network', network: true });
  });

  it("keeps the first error's message key and code", () => {
    expect(toApiError(graphQL('stock.2'))).toEqual({ key: 'stock.2' });
    expect(toApiError(graphQL('x', { code: 'NOT_FOUND' }))).toEqual({ key: 'x', code: 'NOT_FOUND' });
  });

  it('keeps the first validation key, whether a list or a single key', () => {
    expect(toApiError(graphQL('validation', { validation: { 'input.email': ['input.email.duplicate', 'input.email.other'] } }))).toEqual({
      key: 'validation',
      validation: 'input.email.duplicate',
    });
    expect(toApiError(graphQL('validation', { validation: { 'input.phone': 'input.phone.duplicate' } })).validation).toBe('input.phone.duplicate');
  });

  it('flags Unauthorized.phone', () => {
    expect(toApiError(graphQL('forbidden', { debugMessage: 'Unauthorized.phone' }))).toEqual({ key: 'forbidden', phone: true });
    expect(toApiError(graphQL('forbidden', { debugMessage: 'Unauthorized' })).phone).toBeUndefined();
  });

  it("reads a response's error list and a bare list", () => {
    expect(toApiError({ errors: [{ message: 'bad.request' }] })).toEqual({ key: 'bad.request' });
    expect(toApiError([{ message: 'stock' }])).toEqual({ key: 'stock' });
  });

  it('answers errors.unexpected for anything else, and passes an ApiError through', () => {
    expect(toApiError(new Error('boom'))).toEqual({ key: 'errors.unexpected' });
    expect(toApiError(undefined)).toEqual({ key: 'errors.unexpected' });
    const error = { key: 'stock.1', phone: true as const };
    expect(toApiError(error)).toBe(error);
  });

  it('gives plain data that survives JSON', () => {
    const error = toApiError(graphQL('validation', { validation: { email: ['input.email.duplicate'] }, debugMessage: 'Unauthorized.phone', code: 'BAD_USER_INPUT' }));
    expect(JSON.parse(JSON.stringify(error))).toEqual(error);
  });
});

describe('settle', () => {
  it('answers data, or the failure normalised', () => {
    expect(settle({ data: { ok: 1 } })).toEqual({ data: { ok: 1 } });
    expect(settle({ data: undefined, error: graphQL('stock') })).toEqual({ error: { key: 'stock' } });
    expect(settle({ data: null })).toEqual({ error: { key: 'errors.unexpected' } });
  });
});

describe('a 503 service.unavailable (issue 23)', () => {
  it("is core's errors.unavailable, worth trying again unchanged as a network error is", () => {
    expect(toApiError(graphQL('service.unavailable', { code: 'SERVICE_UNAVAILABLE' }))).toEqual({ key: 'errors.unavailable', network: true });
    expect([isRetryableMessage('errors.unavailable'), isRetryableMessage('errors.network'), isRetryableMessage('errors.notFound')]).toEqual([true, true, false]);
  });
});
