import type { ApiError } from './api-error.js';

/** Message keys (core's i18n resources) a failed query shows. */
export type ErrorKey = 'errors.network' | 'errors.unavailable' | 'errors.notFound' | 'errors.badRequest' | 'errors.tooComplex' | 'errors.unexpected';

/** A failure as the UI shows it: message keys to translate, never sentences. */
export interface DescribedError<Message extends string = string> {
  title: string;
  message: Message;
  /** A second line (SPEC §8 Registration: "with the extra message …"). */
  extra?: string;
  /** SPEC §8 `stock.{index}`: the cart line at fault; put its product title in `title`'s `{{product}}`. */
  index?: number;
  /** SPEC §8: the first error's debug message was `Unauthorized.phone`, so the phone popup re-opens. */
  phone?: true;
}

/**
 * What one action shows for a refusal: its own texts (SPEC §8's table). Each area keeps its own
 * beside its code (`shopFailures.order`, `newsletterFailures`, `ticketFailures`, `staffFailures`…),
 * so a widget ships only the texts of what it does (DESIGN §6 budgets).
 */
export type Failures<Message extends string = string> = (error: ApiError) => DescribedError<Message>;

// The key of a failure that named nothing (core's own, not the server's).
const UNNAMED: ApiError = { key: 'errors.unexpected' };

/**
 * What the UI shows for a failed action (SPEC §8): message keys to translate. `error` is what
 * core's clients answered; `undefined` stands for a call that answered `status: fail`, which shows
 * the action's generic message. No answer, or the shop unavailable for a moment (issue 23), reads
 * the same for every action: try again. The one place a failure becomes texts.
 * @example describeError({ key: 'stock.2' }, shopFailures.order) // { title: 'order.itemFail', message: 'order.moreThanStock', index: 2 }
 */
export function describeError<Message extends string>(error: ApiError | undefined, failures: Failures<Message>): DescribedError<Message> {
  const failure = error ?? UNNAMED;
  const described = failure.network ? { title: 'feedback.fail', message: failure.key as Message } : failures(failure);
  return failure.phone ? { ...described, phone: true } : described;
}
