import { atom, type ReadableAtom } from 'nanostores';
import type { AccountClient } from '../api/account-client.js';
import { PromotionQuote as QuoteQuery } from '../api/operations/orders.js';
import type { Lang } from '../i18n/languages.js';
import { $cart } from '../stores/cart.js';
import { $refillCart } from '../stores/refill-cart.js';
import { buyNowLine, guestLines, type BuyNowItem } from './payload.js';

// The server's validation keys of a refused code (SECURITY-REVIEW L9, issue 35), as texts; its
// keys are server keys, not message keys.
const CODE_REFUSALS: Record<string, string> = {
  'input.discountCode.invalid': 'checkoutForm.codeInvalid',
  'input.discountCode.notYours': 'checkoutForm.codeNotYours',
  'input.discountCode.throttled': 'checkoutForm.codeThrottled',
  'input.discountCode.notApplicable': 'checkoutForm.codeNotApplicable',
  'input.discountCode.exhausted': 'checkoutForm.codeExhausted',
};

/** The message key of a refused discount code, or undefined for another failure. */
export function codeRefusal(validation: string | undefined): string | undefined {
  return validation ? CODE_REFUSALS[validation] : undefined;
}

/** What the server will take off the order (issue 35): the applied code's promotion, or the automatic one. */
export interface PromotionQuote {
  /** Integer IQD off the items (never the delivery). */
  discount: number;
  name: string | null;
  /** The code applied, or null for an automatic promotion. */
  code: string | null;
  /** The automatic promotion the code replaces (one promotion per sale), or null. */
  replaces: string | null;
}

/** The checkout's discount-code box and promotion (issues 13, 35): what is typed, applied and quoted. */
export interface DiscountCodeModel {
  $typed: ReadableAtom<string>;
  /** The code applied, normalised. */
  $applied: ReadableAtom<string | undefined>;
  /** The server's quote for the current lines and code; undefined until it answered. */
  $quote: ReadableAtom<PromotionQuote | undefined>;
  $checking: ReadableAtom<boolean>;
  /** The box's message key: a refused code, or no answer. */
  $error: ReadableAtom<string | undefined>;
  type(text: string): void;
  /** Asks the server what the typed code takes off these lines; applies it when it takes something. */
  apply(): Promise<void>;
  remove(): Promise<void>;
  /** The lines changed (`item` for buy now, else the carts): the quote is asked again. */
  quote(item?: BuyNowItem): Promise<void>;
  /** The server refused the applied code with the order (used meanwhile, another email's): it is taken off, `message` shown. */
  refused(message?: string): Promise<void>;
}

/**
 * The discount-code box of a checkout: the server quotes the lines with the code (or without, for
 * the automatic promotion) by the rule it charges by, so the summary shows what the order will
 * take off; a code is applied only once the server took it. A refused code keeps what was typed.
 */
export function createDiscountCode(options: { client: AccountClient; lang: () => Lang }): DiscountCodeModel {
  const $typed = atom('');
  const $applied = atom<string | undefined>(undefined);
  const $quote = atom<PromotionQuote | undefined>(undefined);
  const $checking = atom(false);
  const $error = atom<string | undefined>(undefined);
  let item: BuyNowItem | undefined;
  let asked = 0;
  // The code being applied: lines that change meanwhile are quoted with it, so it is not lost.
  let trying: string | undefined;

  // Only the latest question's answer counts: the lines may change while one is on its way.
  async function ask(code: string | undefined): Promise<void> {
    const question = ++asked;
    const lines = item ? { products: [buyNowLine(item)] } : guestLines($cart.get().items, $refillCart.get().items);
    const answer = await options.client.query(QuoteQuery, { ...lines, discountCode: code ?? null }, options.lang());
    if (question !== asked) return;
    trying = undefined;
    $checking.set(false);
    if (!answer.error) {
      $applied.set(answer.data.promotionQuote.code ?? undefined);
      return $quote.set(answer.data.promotionQuote);
    }
    if (!code) return $quote.set(undefined);
    $error.set(answer.error.network ? answer.error.key : (codeRefusal(answer.error.validation) ?? 'checkoutForm.codeFailed'));
    // A code the new lines no longer allow comes off; the automatic promotion is asked for.
    if ($applied.get() === code) await model.remove();
  }

  const model: DiscountCodeModel = {
    $typed,
    $applied,
    $quote,
    $checking,
    $error,
    type(text) {
      $typed.set(text);
      $error.set(undefined);
    },
    apply() {
      // The server normalises it (case, spaces, dashes) and answers the code as applied.
      const code = $typed.get().trim();
      if (!code || $checking.get()) return Promise.resolve();
      $checking.set(true);
      $error.set(undefined);
      return ask((trying = code));
    },
    remove() {
      $applied.set(undefined);
      return ask(undefined);
    },
    quote(next) {
      item = next;
      return ask(trying ?? $applied.get());
    },
    refused(message = 'checkoutForm.codeInvalid') {
      $error.set(message);
      return model.remove();
    },
  };
  return model;
}
