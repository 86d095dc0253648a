// Its own module: only the pages that offer a retry ship it, not every widget's shared runtime
// (DESIGN §6 budgets).

/**
 * True for the message keys of an `ApiError` marked `network` (worth trying again unchanged): the screen shows it with a retry button
 * instead of saying the thing does not exist.
 * @example isRetryableMessage(query.error) // true for 'errors.network' and 'errors.unavailable'
 */
export function isRetryableMessage(key: string | undefined): key is 'errors.network' | 'errors.unavailable' {
  return key === 'errors.network' || key === 'errors.unavailable';
}
