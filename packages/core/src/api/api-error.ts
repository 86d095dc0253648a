/**
 * A failed call, normalised once by the client that made it (DESIGN §3): plain data, so it can be
 * kept in a store, compared in a test or sent across bundles. `describeError(error, failures)` turns
 * it into what the UI shows (SPEC §8).
 */
export interface ApiError {
  /**
   * The first error's message key as the server sent it (`stock.2`, `bad.request`, `auth.failed`),
   * or core's own: `errors.network` when no answer came, `errors.unavailable` when the shop was
   * unavailable for a moment, `errors.unexpected` when the answer named nothing.
   */
  key: string;
  /** The first key of the first error's `extensions.validation` (`input.email.duplicate`). */
  validation?: string;
  /** The first error's `extensions.code` (`NOT_FOUND`, `BAD_USER_INPUT`). */
  code?: string;
  /** SPEC §8: the first error's debug message was `Unauthorized.phone` (the phone popup re-opens). */
  phone?: true;
  /**
   * The same call is worth trying again unchanged: no answer came (offline, refused, cut off;
   * `key` is `errors.network`), or the shop was unavailable for a moment (issue 23: a 503
   * `service.unavailable`; `key` is `errors.unavailable`). Screens show `key` with a retry.
   */
  network?: true;
}

/** The outcome of every call of core's clients: data, or the failure as an {@link ApiError}. Never throws. */
export type Result<Data> = { data: Data; error?: undefined } | { data?: undefined; error: ApiError };

// The server's key while its database is away for a moment (issue 23: HTTP 503). Double-quoted:
// a server key, not a message key (resources.test.ts reads single-quoted keys of core as those).
const UNAVAILABLE = 'service.unavailable';

/** `ApiError` for a call that neither failed visibly nor answered (no data, no error). */
export const UNEXPECTED: ApiError = { key: 'errors.unexpected' };

interface GraphQLErrorLike {
  message: string;
  extensions?: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Whether `value` is already an {@link ApiError} (a backend may rethrow one it received). */
export function isApiError(value: unknown): value is ApiError {
  return isRecord(value) && typeof value.key === 'string';
}

// A response has errors; a list may come bare.
function graphQLErrors(failure: unknown): GraphQLErrorLike[] {
  const list = Array.isArray(failure) ? failure : isRecord(failure) ? failure.errors : undefined;
  return Array.isArray(list) ? list.filter((item): item is GraphQLErrorLike => isRecord(item) && typeof item.message === 'string') : [];
}

// fetch rejects with a TypeError when no answer came.
const isNetworkFailure = (failure: unknown): boolean => failure instanceof TypeError;

// DESIGN §3: validation failures carry extensions.validation, field → message key(s).
function firstValidationKey(errors: GraphQLErrorLike[]): string | undefined {
  for (const error of errors) {
    const validation = error.extensions?.validation;
    if (!isRecord(validation)) continue;
    for (const value of Object.values(validation)) {
      const key = Array.isArray(value) ? value[0] : value;
      if (typeof key === 'string') return key;
    }
  }
  return undefined;
}

/**
 * Normalises any failure into an {@link ApiError}: a response's `errors`, a bare error list, a
 * rejected fetch, or anything thrown. Core's clients call it once per call;
 * an `ApiError` passes through unchanged.
 * @example toApiError(combinedError) // { key: 'stock.2' }
 */
export function toApiError(failure: unknown): ApiError {
  if (isApiError(failure)) return failure;
  const errors = graphQLErrors(failure);
  const first = errors[0];
  if (!first) return isNetworkFailure(failure) ? { key: 'errors.network', network: true } : UNEXPECTED;
  if (first.message === UNAVAILABLE) return { key: 'errors.unavailable', network: true };
  const error: ApiError = { key: first.message };
  const validation = firstValidationKey(errors);
  if (validation) error.validation = validation;
  const code = first.extensions?.code;
  if (typeof code === 'string') error.code = code;
  if (first.extensions?.debugMessage === 'Unauthorized.phone') error.phone = true;
  return error;
}

/** An answer as a {@link Result}: what core's clients answer; the one place a failure is normalised (DESIGN §3). */
export function settle<Data>(answer: { data?: Data | null; error?: unknown }): Result<Data> {
  if (answer.error) return { error: toApiError(answer.error) };
  return answer.data === undefined || answer.data === null ? { error: UNEXPECTED } : { data: answer.data };
}
