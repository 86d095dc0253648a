import { atom } from 'nanostores';
import { describeError, type ErrorAction } from '../api/errors.js';
import type { MessageValues } from '../i18n/translate.js';
import { pageTimers, type Timers } from '../internal/timers.js';
import { openPhonePopup } from './phone-popup.js';
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
 * Shows a failure of `action` as feedback (SPEC §8) and re-opens the phone popup when the server
 * asked for a phone. `values` fill the title's slots, such as `product` for a `stock.{index}` error.
 */
export function showError(error: unknown, action: ErrorAction, values?: MessageValues, timers?: Timers): void {
  const { phone, index: _index, ...described } = describeError(error, action);
  if (phone) openPhonePopup();
  showFeedback({ kind: 'fail', ...described, ...(values ? { values } : {}) }, timers);
}
