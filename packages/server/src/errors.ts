import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';

// Errors are created through yoga, not with `new GraphQLError` from 'graphql': graphql 16 ships
// CJS and ESM copies, and an error class from the other copy fails yoga's instanceof check and
// would be masked as "Unexpected error." (this happens under vitest).

/** Field name → message keys, the shape validation failures carry (DESIGN §3). */
export type Validation = Record<string, string[]>;

/** The thing asked for does not exist: message `not.found`, code NOT_FOUND (never a 500). */
export function notFound(): GraphQLError {
  return createGraphQLError('not.found', { extensions: { code: 'NOT_FOUND' } });
}

/** The arguments are invalid: message `bad.request` with the failing fields in `validation`. */
export function badRequest(validation: Validation): GraphQLError {
  return createGraphQLError('bad.request', { extensions: { code: 'BAD_USER_INPUT', validation } });
}

/** The call needs a signed-in customer: message `unauthorized`, code UNAUTHENTICATED. */
export function unauthorized(): GraphQLError {
  return createGraphQLError('unauthorized', { extensions: { code: 'UNAUTHENTICATED' } });
}

/**
 * A business rule refused the call: the message is the key the client translates (DESIGN §3),
 * e.g. `stock`, `stock.2`, `bad.request`, `input.email.duplicate`.
 */
export function refused(message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return createGraphQLError(message, { extensions: { code: 'REFUSED', ...extensions } });
}

/**
 * The caller may not do this (issue 15: the back office): message `forbidden`, code FORBIDDEN;
 * `reason` says why when it helps the client (secondFactor, origin, role).
 */
export function forbidden(reason?: string): GraphQLError {
  return createGraphQLError('forbidden', { extensions: { code: 'FORBIDDEN', ...(reason ? { reason } : {}) } });
}

/** Seconds a client is asked to wait before it tries again while the database is away. */
export const RETRY_AFTER_SECONDS = 1;

/**
 * The database is away for a moment (issue 23): message `service.unavailable`, code
 * SERVICE_UNAVAILABLE, HTTP 503 with Retry-After (yoga sets the status from `extensions.http` and
 * does not send that extension on), so clients and balancers know to try again.
 */
export function serviceUnavailable(): GraphQLError {
  return createGraphQLError('service.unavailable', {
    extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503, headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } } },
  });
}
