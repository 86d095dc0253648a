/** Message keys (core's i18n resources) a failed query maps to. */
export type ErrorKey = 'errors.network' | 'errors.notFound' | 'errors.badRequest' | 'errors.unexpected';

/** What the SDK reads of a GraphQL error: a message key and its extensions (DESIGN §3). */
export interface GraphQLErrorLike {
  message: string;
  extensions?: Record<string, unknown>;
}

/** The action that failed: each shows its own messages (SPEC §8). */
export type ErrorAction =
  | 'query'
  | 'order'
  | 'buyNow'
  | 'newsletter'
  | 'register'
  | 'signIn'
  | 'addToCart'
  | 'cart'
  | 'review'
  | 'resendEmail'
  | 'forgotPassword'
  | 'resetPassword'
  | 'phone';

/** A failure as the UI shows it: message keys to translate, never sentences. */
export interface DescribedError {
  title: string;
  message: string;
  /** A second line (SPEC §8 Registration: "with the extra message …"). */
  extra?: string;
  /** SPEC §8 `stock.{index}`: the cart line at fault; put its product title in `title`'s `{{product}}`. */
  index?: number;
  /** SPEC §8: the first error's debug message was `Unauthorized.phone`, so the phone popup re-opens. */
  phone?: true;
}

const FAIL = 'feedback.fail';
// SPEC §8: "everything else" gives the action's own generic message.
const GENERIC: Record<ErrorAction, string> = {
  query: 'errors.unexpected',
  order: 'order.failed',
  buyNow: 'order.failed',
  newsletter: 'newsletter.fail',
  register: 'errors.tryAgain',
  signIn: 'errors.tryAgain',
  addToCart: 'cart.addToCartFail',
  cart: 'errors.errorOccurred',
  review: 'review.reviewFail',
  resendEmail: 'errors.errorOccurred',
  forgotPassword: 'errors.errorOccurred',
  resetPassword: 'errors.tryAgain',
  // SPEC §8: phone update failure shows phone taken.
  phone: 'validation.phoneTaken',
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The GraphQL errors of a failure: urql's `CombinedError`, a response's `errors`, or a bare list. */
function graphQLErrors(error: unknown): GraphQLErrorLike[] {
  const list = Array.isArray(error) ? error : isRecord(error) ? (error.graphQLErrors ?? error.errors) : undefined;
  return Array.isArray(list) ? list.filter((item): item is GraphQLErrorLike => isRecord(item) && typeof item.message === 'string') : [];
}

const isNetworkError = (error: unknown): boolean =>
  error instanceof TypeError || (isRecord(error) && error.networkError !== undefined && error.networkError !== null);

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

function describeRegistration(key: string | undefined): DescribedError {
  // SPEC §8 Registration: the alert title is always 'Fail'.
  if (key === 'input.email.duplicate') return { title: FAIL, message: 'register.emailTaken', extra: 'register.emailTakenHint' };
  if (key === 'input.phone.duplicate') return { title: FAIL, message: 'register.phoneTaken', extra: 'register.phoneTakenHint' };
  if (key === 'bad.request') return { title: FAIL, message: 'errors.badRequest', extra: 'errors.tryAgainLater' };
  return { title: FAIL, message: GENERIC.register };
}

function describeOrder(key: string | undefined, action: 'order' | 'buyNow'): DescribedError {
  if (key === 'stock') return { title: FAIL, message: 'order.moreThanStock' };
  const line = key?.match(/^stock\.(\d+)$/);
  if (line) return { title: 'order.itemFail', message: 'order.moreThanStock', index: Number(line[1]) };
  // SPEC §8: only a single buy-now names bad.request; a cart order shows the generic message.
  if (key === 'bad.request' && action === 'buyNow') return { title: 'errors.badRequest', message: 'errors.tryAgainLater' };
  return { title: FAIL, message: GENERIC[action] };
}

/**
 * Normalises any failure once, for every screen (SPEC §8, DESIGN §3): a network error, urql's
 * `CombinedError`, a response's error list or a thrown value becomes message keys for `action`.
 * @example describeError(error, 'order') // { title: 'order.itemFail', message: 'order.moreThanStock', index: 2 }
 */
export function describeError(error: unknown, action: ErrorAction): DescribedError {
  const errors = graphQLErrors(error);
  const first = errors[0];
  const phone = first?.extensions?.debugMessage === 'Unauthorized.phone' ? { phone: true as const } : {};
  if (!first && isNetworkError(error)) return { title: FAIL, message: 'errors.network' };
  const key = first?.message;
  let described: DescribedError;
  if (action === 'register') described = describeRegistration(firstValidationKey(errors) ?? key);
  else if (action === 'order' || action === 'buyNow') described = describeOrder(key, action);
  else if (action === 'newsletter' && key === 'bad.request') described = { title: 'errors.badRequest', message: 'errors.tryAgainLater' };
  // SPEC §8: sign-in and reset-password failures show the server's own message (a key) under the field.
  else if ((action === 'signIn' || action === 'resetPassword') && key) described = { title: FAIL, message: key };
  else if (action === 'query') described = { title: FAIL, message: errorKey({ graphQLErrors: errors, networkError: undefined }) };
  else described = { title: FAIL, message: GENERIC[action] };
  return { ...described, ...phone };
}

/**
 * The message key of a failed query, for screens that show one line (urql's `CombinedError` fits).
 */
export function errorKey(error: { networkError?: unknown; graphQLErrors: readonly GraphQLErrorLike[] }): ErrorKey {
  if (error.networkError) return 'errors.network';
  const first = error.graphQLErrors[0];
  const code = first?.extensions?.code;
  if (first?.message === 'not.found' || code === 'NOT_FOUND') return 'errors.notFound';
  if (first?.message === 'bad.request' || code === 'BAD_USER_INPUT') return 'errors.badRequest';
  return 'errors.unexpected';
}
