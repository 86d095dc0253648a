import type { ApiError } from './api-error.js';
import { ANY_ACTION } from './shared-refusals.js';

// The server's keys for a refused confirm-or-cancel link (issue 28 item 1), as the page's texts.
// Server keys are this table's keys: they are not message keys (resources.test.ts).
const CONFIRMATION_KEYS: Record<string, string> = {
  'confirmation.unknown': 'confirmationPage.unknown',
  'confirmation.expired': 'confirmationPage.expired',
  'confirmation.answered': 'confirmationPage.answered',
  'confirmation.closed': 'confirmationPage.closed',
};

/**
 * The text of a confirm-or-cancel link's failure: the link's own refusals, the shared ones (too
 * many tries), a network failure as itself, anything else "could not be sent, try again".
 * @example confirmationFailure({ key: "confirmation.expired" }) // 'confirmationPage.expired'
 */
export function confirmationFailure(error: ApiError): string {
  return CONFIRMATION_KEYS[error.key] ?? ANY_ACTION[error.key]?.message ?? (error.network ? error.key : 'confirmationPage.failed');
}

/** Whether trying again cannot help (the link is unknown, expired, answered or closed). */
export function isFinalConfirmationFailure(error: ApiError): boolean {
  return error.key in CONFIRMATION_KEYS;
}
