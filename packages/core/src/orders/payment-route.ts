import type { FibToken } from '@candleshop/rules';
import type { PaymentMethod } from './payment-methods.js';

/** What the server answers when an order is created (SPEC §3 Payment result). */
export interface PaymentResult {
  id?: string | null;
  token?: string | null;
  uuid?: string | null;
  email?: string | null;
  operation_type?: string | null;
  fibToken?: FibToken | null;
  /** FastPay's pay page (SPEC §4: fastpay goes to the returned url). */
  url?: string | null;
}

/** Where the providers' pages are; they come from the loader's or host's settings. */
export interface PaymentSettings {
  /** ZainCash's pay page; the token goes in its `id` parameter. */
  zaincashPayUrl: string;
  /** NassPay's wallet checkout; the parsed `transactionId` and `token` go in its parameters. */
  nasspayCheckoutUrl: string;
}

/** The shop server's payment routes at `base` (its origin, or its GraphQL endpoint), which redirect to the providers (DESIGN §4). */
export function paymentUrls(base: string): PaymentSettings {
  const origin = new URL(base).origin;
  return { zaincashPayUrl: `${origin}/payments/zaincash/pay`, nasspayCheckoutUrl: `${origin}/payments/nasspay/checkout` };
}

/**
 * Where to go after an order, a refill request or a ticket was created; the host decides how to
 * navigate. A customer's cash refill request goes to its page (/refills/{id}); a guest has no
 * refill page, so the form shows a confirmation with the request's number instead. A customer's
 * cash ticket goes to /tickets/{id}, a guest's to SPEC §2's route (id, token, email, type).
 */
export type PaymentRoute =
  | { to: 'provider'; method: 'zaincash' | 'fastpay' | 'nasspay'; url: string }
  | { to: 'fibPaymentDetails'; fibToken: FibToken }
  | { to: 'orderDetails'; uuid: string; email: string }
  | { to: 'refillDetails'; id: string }
  | { to: 'refillConfirmation'; id: string }
  | { to: 'ticketDetails'; id: string }
  | { to: 'guestTicket'; id: string; uuid: string; email: string }
  | { to: 'personalizedDetails'; id: string }
  | { to: 'subscriptionDetails'; id: string }
  | { to: 'home' }
  | { to: 'paymentFail' };

/** What a payment is for (SPEC §7 payLater's type). */
export type PayableKind = 'order' | 'refill' | 'ticket' | 'personalized' | 'subscription';

// The cash routes of each kind; every other route (provider, FIB, fail) is any kind's.
interface CashRoutes {
  order: 'orderDetails' | 'home';
  refill: 'refillDetails' | 'refillConfirmation';
  ticket: 'ticketDetails' | 'guestTicket';
  personalized: 'personalizedDetails';
  subscription: 'subscriptionDetails';
}

/** The routes a payment of `Kind` can take. */
export type PaymentRouteOf<Kind extends PayableKind> = Exclude<PaymentRoute, { to: Exclude<CashRoutes[PayableKind], CashRoutes[Kind]> }>;

/** What payment routing needs to know. */
export interface PaymentRouteOptions<Kind extends PayableKind = PayableKind> {
  /** What was created: the form knows (default order); the answer's operation_type is not trusted for it. */
  kind?: Kind;
  method: PaymentMethod;
  result: PaymentResult;
  signedIn: boolean;
  settings: PaymentSettings;
}

// Provider addresses come from a server answer: only web addresses may be followed, never a
// javascript: or data: URL.
function webUrl(base: string | null | undefined, params: Record<string, string> = {}): string | undefined {
  if (!base) return undefined;
  try {
    const url = new URL(base);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return url.href;
  } catch {
    return undefined;
  }
}

// SPEC §4: nasspay's token is structured data holding transactionId and token.
function nasspayToken(token: string | null | undefined): { transactionId: string; token: string } | undefined {
  try {
    const data: unknown = JSON.parse(token ?? '');
    if (typeof data !== 'object' || data === null) return undefined;
    const { transactionId, token: inner } = data as Record<string, unknown>;
    if ((typeof transactionId !== 'string' && typeof transactionId !== 'number') || typeof inner !== 'string') return undefined;
    return { transactionId: String(transactionId), token: inner };
  } catch {
    return undefined;
  }
}

/**
 * Where to go once an order, refill request or ticket is created (SPEC §4 Payment routing):
 * ZainCash's pay page with the token, FastPay's returned url, NassPay's wallet checkout, the FIB
 * details page with its token, a guest's cash order's details, or home for a signed-in shopper. A
 * cash refill request goes to its page for a customer and to a confirmation for a guest; a cash
 * ticket to the customer's ticket or the guest's ticket route. An answer that cannot be followed
 * leads to the payment-fail page.
 * @example paymentRoute({ method: 'cash', result, signedIn: false, settings }) // { to: 'orderDetails', uuid, email }
 */
export function paymentRoute<Kind extends PayableKind = 'order'>(options: PaymentRouteOptions<Kind>): PaymentRouteOf<Kind> {
  return route(options) as PaymentRouteOf<Kind>;
}

function route({ kind = 'order', method, result, signedIn, settings }: PaymentRouteOptions): PaymentRoute {
  const fail = { to: 'paymentFail' } as const;
  switch (method) {
    case 'zaincash': {
      const url = result.token ? webUrl(settings.zaincashPayUrl, { id: result.token }) : undefined;
      return url ? { to: 'provider', method, url } : fail;
    }
    case 'fastpay': {
      const url = webUrl(result.url);
      return url ? { to: 'provider', method, url } : fail;
    }
    case 'nasspay': {
      const parsed = nasspayToken(result.token);
      const url = parsed && webUrl(settings.nasspayCheckoutUrl, parsed);
      return url ? { to: 'provider', method, url } : fail;
    }
    case 'fib':
      // SPEC §4: fib keeps its token and stays off the home page after success.
      return result.fibToken ? { to: 'fibPaymentDetails', fibToken: result.fibToken } : fail;
    case 'cash':
      // Only customers accept quotes and buy subscriptions (SPEC §6): their pages need sign-in.
      if (kind === 'personalized') return result.id ? { to: 'personalizedDetails', id: result.id } : fail;
      if (kind === 'subscription') return result.id ? { to: 'subscriptionDetails', id: result.id } : fail;
      if (kind === 'ticket') {
        if (!result.id) return fail;
        if (signedIn) return { to: 'ticketDetails', id: result.id };
        return result.uuid && result.email ? { to: 'guestTicket', id: result.id, uuid: result.uuid, email: result.email } : fail;
      }
      if (kind === 'refill') {
        if (!result.id) return fail;
        return signedIn ? { to: 'refillDetails', id: result.id } : { to: 'refillConfirmation', id: result.id };
      }
      if (signedIn) return { to: 'home' };
      return result.uuid && result.email ? { to: 'orderDetails', uuid: result.uuid, email: result.email } : { to: 'home' };
  }
}
