import { atom, type ReadableAtom } from 'nanostores';
import type { AccountClient } from '../api/account-client.js';
import { DiscountCodeCheck } from '../api/operations/newsletter.js';
import type { Lang } from '../i18n/languages.js';
import { normalizeDiscountCode } from '../newsletter/discount.js';

// The server's validation keys of a refused code (SECURITY-REVIEW L9), as texts; its keys are
// server keys, not message keys.
const CODE_REFUSALS: Record<string, string> = {
  'input.discountCode.invalid': 'checkoutForm.codeInvalid',
  'input.discountCode.notYours': 'checkoutForm.codeNotYours',
  'input.discountCode.throttled': 'checkoutForm.codeThrottled',
};

/** The message key of a refused discount code, or undefined for another failure. */
export function codeRefusal(validation: string | undefined): string | undefined {
  return validation ? CODE_REFUSALS[validation] : undefined;
}

/** A code the server said an order may use. */
export interface AppliedCode {
  code: string;
  percent: number;
}

/** The checkout's discount-code box (issue 13): what is typed, what is applied. */
export interface DiscountCodeModel {
  $typed: ReadableAtom<string>;
  $applied: ReadableAtom<AppliedCode | undefined>;
  $checking: ReadableAtom<boolean>;
  /** The box's message key: an unknown or used code, or no answer. */
  $error: ReadableAtom<string | undefined>;
  type(text: string): void;
  /** Asks the server whether an order may use the typed code; applies it when so. */
  apply(): Promise<void>;
  remove(): void;
  /** The server refused the applied code with the order (used meanwhile, another email's): it is taken off, `message` shown. */
  refused(message?: string): void;
}

/**
 * The discount-code box of a checkout: the code is checked with the server before it is shown as
 * applied; the order then sends it, and the server takes it (once) by the same rule the summary
 * shows (core discountOf). A refused code keeps what was typed.
 */
export function createDiscountCode(options: { client: AccountClient; lang: () => Lang }): DiscountCodeModel {
  const $typed = atom('');
  const $applied = atom<AppliedCode | undefined>(undefined);
  const $checking = atom(false);
  const $error = atom<string | undefined>(undefined);
  return {
    $typed,
    $applied,
    $checking,
    $error,
    type(text) {
      $typed.set(text);
      $error.set(undefined);
    },
    async apply() {
      const code = normalizeDiscountCode($typed.get());
      if (!code || $checking.get()) return;
      $checking.set(true);
      $error.set(undefined);
      const answer = await options.client.query(DiscountCodeCheck, { code }, options.lang());
      $checking.set(false);
      if (answer.error) return void $error.set(answer.error.network ? answer.error.key : (codeRefusal(answer.error.validation) ?? 'checkoutForm.codeFailed'));
      if (!answer.data.discountCode) return void $error.set('checkoutForm.codeInvalid');
      $applied.set(answer.data.discountCode);
    },
    remove() {
      $applied.set(undefined);
    },
    refused(message = 'checkoutForm.codeInvalid') {
      $applied.set(undefined);
      $error.set(message);
    },
  };
}
