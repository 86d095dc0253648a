// Issue 23: a database that is away for a moment (a PostgreSQL restart, a failover, a pooler's
// idle timeout, connections ended by an administrator) is weather, not a bug: the request is
// answered "try again" (503), not "internal error" (500), and nothing is logged as a crash.

// SQLSTATE classes and codes that say "the server or the connection went away", not "your SQL
// is wrong": class 08 (connection exception), 57P01 admin_shutdown, 57P02 crash_shutdown,
// 57P03 cannot_connect_now (starting up, or in recovery), 53300 too_many_connections.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
// Node's socket errors when the server is not there or the connection was cut.
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);
// What pg and pg-pool say when a connection ends or cannot be had (they give no code), and what
// Kysely and PGlite say once the database is closed (a request that outlives shutdown).
const MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^timeout exceeded when trying to connect$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^driver has already been destroyed$/,
  /^PGlite is closed$/,
  /^PGlite instance is already closed\.$/,
];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function unavailableItself(error: Record<string, unknown>): boolean {
  const { code, message } = error;
  if (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code) || SOCKET_CODES.has(code))) return true;
  return typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * True when `error` (or what it wraps: `cause`, `originalError`, an AggregateError's `errors`)
 * says the database could not be reached or the connection was lost, so the same request may
 * well succeed in a moment. SQL errors (a constraint, a syntax error) are not.
 * @example isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })) // true
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!isRecord(error) || depth > 5) return false;
  if (unavailableItself(error)) return true;
  // fetch's failures carry the socket's code in their cause too; a payment provider or another
  // service out of reach is not the database (and is answered by its own caller).
  if (error.message === 'fetch failed') return false;
  const inner = [error.cause, error.originalError, ...(Array.isArray(error.errors) ? error.errors : [])];
  return inner.some((next) => isDatabaseUnavailable(next, depth + 1));
}
