import type { CombinedError } from '@urql/core';

/** Message keys (core's i18n resources) a failed call maps to. */
export type ErrorKey = 'errors.network' | 'errors.notFound' | 'errors.badRequest' | 'errors.unexpected';

/**
 * Normalises a failed call once, for every screen: the server sends message keys (DESIGN §3), the
 * UI shows translated texts.
 */
export function errorKey(error: CombinedError): ErrorKey {
  if (error.networkError) return 'errors.network';
  const first = error.graphQLErrors[0];
  const code = first?.extensions?.code;
  if (first?.message === 'not.found' || code === 'NOT_FOUND') return 'errors.notFound';
  if (first?.message === 'bad.request' || code === 'BAD_USER_INPUT') return 'errors.badRequest';
  return 'errors.unexpected';
}
