import type { AccountClient } from '../api/account-client.js';
import { toApiError, UNEXPECTED, type ApiError, type Result } from '../api/api-error.js';
import { RefillRequest, RefillRequestGuest } from '../api/operations/refills.js';
import type { RefillDraft } from '../cart/types.js';
import type { HumanCheck } from '../human-check/human-check.js';
import type { Lang } from '../i18n/languages.js';
import { createIdempotencyKeys } from '../orders/idempotency-keys.js';
import type { GuestContact, OrderOptions } from '../orders/payload.js';
import type { PaymentResult } from '../orders/payment-route.js';
import { keepFibPayment } from '../stores/fib-payment.js';
import { humanCheckNeeded } from '../session/human-check-needed.js';
import { refillRequestGuestPayload, refillRequestPayload } from './refill-request-payload.js';

/** One submit of a refill request form. */
export interface RefillRequestSubmission extends OrderOptions {
  /** The refill as built: its materials and quantity. */
  draft: RefillDraft;
  /** The guest's contact; absent when someone is signed in (the server then uses the account). */
  guest?: GuestContact;
}

/** The server's payment result, or the failure for `describeError(error, shopFailures.refillRequest)`. */
export type RefillRequestOutcome = { result: PaymentResult; error?: undefined } | { result?: undefined; error: ApiError };

/** Settings of {@link createRefillRequestSender}. */
export interface RefillRequestSenderOptions {
  client: AccountClient;
  /** Gives guests' human-check tokens, anew for every attempt (SPEC §4, §7). */
  humanCheck: HumanCheck;
  /** Makes idempotency keys (default `crypto.randomUUID`). */
  newKey?: () => string;
}

/** Sends refill requests, one form's worth: see {@link createRefillRequestSender}. */
export interface RefillRequestSender {
  submit(submission: RefillRequestSubmission, lang: Lang): Promise<RefillRequestOutcome>;
}

type Variables = Record<string, unknown>;

function variablesOf(submission: RefillRequestSubmission, token: string | undefined): Variables {
  if (submission.guest) return refillRequestGuestPayload({ ...submission, guest: submission.guest, token: token ?? '' });
  return token ? { ...refillRequestPayload(submission), token } : refillRequestPayload(submission);
}

/**
 * Sends refillRequest (a customer) or refillRequestGuest (a guest, with a fresh human-check token)
 * as the order placer sends orders: the idempotency key stays while the same request is retried
 * (a lost answer never makes a second request) and changes once one succeeded or the form
 * changed. A FIB answer's token is kept for the FIB page. The refill cart is left alone: a
 * requested refill was never in it.
 * @example await createRefillRequestSender({ client, humanCheck }).submit({ draft, method: 'cash', place }, 'en');
 */
export function createRefillRequestSender({ client, humanCheck, newKey }: RefillRequestSenderOptions): RefillRequestSender {
  const keys = createIdempotencyKeys(newKey);
  return {
    async submit(submission, lang) {
      // The token is left out of the fingerprint: it is new on every attempt (SPEC §4).
      const idempotencyKey = keys.keyFor(JSON.stringify(variablesOf(submission, '')));
      let outcome: Result<Record<string, PaymentResult | undefined>>;
      try {
        // SECURITY-REVIEW-2 N3: an unverified account passes the human check too.
        const token = submission.guest || humanCheckNeeded() ? await humanCheck.token('submit') : undefined;
        const variables = { ...variablesOf(submission, token), idempotencyKey };
        const document = submission.guest ? RefillRequestGuest : RefillRequest;
        // The variables were built by the payload builders of SPEC §7; the documents check their shape.
        outcome = (await client.mutate(document as typeof RefillRequest, variables as never, lang)) as Result<Record<string, PaymentResult | undefined>>;
      } catch (error) {
        // The human check failed: nothing was sent.
        outcome = { error: toApiError(error) };
      }
      if (outcome.error) return { error: outcome.error };
      const result = Object.values(outcome.data)[0];
      if (!result) return { error: UNEXPECTED };
      keys.done();
      if (submission.method === 'fib') keepFibPayment(result.fibToken ?? undefined);
      return { result };
    },
  };
}
