import { atom } from 'nanostores';
import type { ApiError } from '../api/api-error.js';
import { describeError, type Failures } from '../api/errors.js';
import type { MessageValues } from '../i18n/translate.js';
import { pageTimers, type Timers } from '../internal/timers.js';
import { shared } from './registry.js';

/** SPEC §9: feedback closes after 6000 ms. */
export const FEEDBACK_MS = 6000;

/** A feedback message: keys to translate, with values for their slots. */
export interface Feedback {
  kind: 'success' | 'fail' | 'info';
  title?: string;
  message: string;
  extra?: string;
  values?: MessageValues;
}

/** The feedback message on show, if any (SPEC §2 Shared chrome). */
export const $feedback = shared('feedback', () => atom<Feedback | undefined>(undefined));

/**
 * Shows a feedback message; it closes by itself after 6000 ms (SPEC §9) unless another message
 * replaced it first.
 */
export function showFeedback(feedback: Feedback, timers: Timers = pageTimers): void {
  // A copy, so showing the same message twice restarts its time rather than closing it early.
  const shown = { ...feedback };
  $feedback.set(shown);
  timers.setTimeout(() => {
    if ($feedback.get() === shown) $feedback.set(undefined);
  }, FEEDBACK_MS);
}

/** Closes the feedback message (SPEC §2: also on a backdrop click). */
export function closeFeedback(): void {
  $feedback.set(undefined);
}

/**
 * Shows a failure read by `failures` as feedback (SPEC §8); `undefined` stands for a `status: fail`
 * answer. `values` fill the title's slots, such as `product` for a `stock.{index}` error. (The
 * account client has already re-opened the phone popup if the server asked for a phone.)
 */
export function showError(error: ApiError | undefined, failures: Failures, values?: MessageValues, timers?: Timers): void {
  const { phone: _phone, index: _index, ...described } = describeError(error, failures);
  showFeedback({ kind: 'fail', ...described, ...(values ? { values } : {}) }, timers);
}
