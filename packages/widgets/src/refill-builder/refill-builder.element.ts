import type { ElementDescription } from '../internal/element-description.js';

// Event details are written out here (see cart-drawer.element.ts): the public contract.
/** The builder's choices: material ids, or null while a step is not chosen. */
export interface RefillChoicesDetail {
  container: string | null;
  size: string | null;
  color: string | null;
  scent: string | null;
  wick: string | null;
  quantity: number;
}

/** Detail of `candle-refill-change`. */
export interface RefillChangeDetail {
  choices: RefillChoicesDetail;
  /** The total in integer IQD (SPEC §5 Totals), or null until every step is chosen. */
  total: number | null;
}

/** Detail of `candle-add-to-refill-cart`. */
export interface AddToRefillCartDetail {
  choices: RefillChoicesDetail;
  /** The line's total in integer IQD. */
  total: number;
}

/** Detail of `candle-refill-requested`: the new refill request and where the widget goes next. */
export interface RefillRequestedDetail {
  /** The request's number. */
  id: string;
  uuid: string;
  method: 'cash' | 'nasspay' | 'zaincash' | 'fib' | 'fastpay';
  /** Where the payment continues: the provider's page, the FIB page, the request's page (a customer's cash request), the confirmation in the widget (a guest's cash request), or the fail page. */
  to: 'provider' | 'fibPaymentDetails' | 'refillDetails' | 'refillConfirmation' | 'paymentFail';
  /** The address the widget opens unless the event is cancelled; null for the confirmation, which the widget shows itself. */
  href: string | null;
}

/** Detail of `candle-refill-plan-made`: the plan a signed-in customer made of the refill. */
export interface RefillPlanMadeDetail {
  /** The plan's number. */
  id: string;
  /** How often it repeats: 2, 4, 6 or 8 weeks. */
  everyWeeks: number;
  /** Its first refill's day, `YYYY-MM-DD`. */
  firstDate: string;
}

const choice = (name: string, what: string) => ({
  name,
  type: 'string',
  default: 'none',
  description: `Preset ${what} (an id of the materials queries); an id the materials do not offer is ignored.`,
  prop: name,
});

/** `<candle-refill-builder>`: the one description its docs, manifest and typings come from. */
export const refillBuilderElement = {
  tag: 'candle-refill-builder',
  className: 'CandleRefillBuilderElement',
  summary: 'A refill built step by step (SPEC §2 /refill), added to the shared refill cart or requested at once.',
  description:
    "Steps: refill container, size (only the sizes that container comes in), colour swatches (only refill colours), scent with its picture, wick with its price, and quantity (a whole number from 1, no upper bound). The live price is core's refill rule (SPEC §5 Totals), the same the server charges. Add to refill cart puts the line on the account for a signed-in customer, or in `localStorage` (`refill-cart`) for a guest; the cart drawer and badge show it at once. Request now opens a form (its own chunk, downloaded on the first click): a guest's contact (name, phone, email; only when no one is signed in), delivery (city, address) or pickup (a selling point that takes pickups), notes and the checkout's payment-method modal (cash, NassPay, ZainCash, FIB; FastPay when enabled); guests send a human-check token. The request goes through the checkout's payment routing: the provider's pay page, the storefront's FIB page, a customer's `/refills/{id}`, or, for a guest's cash request, a confirmation with the request's number in the widget. A signed-in customer can also make the refill a plan (issue 37 item 1; its own chunk, downloaded on the first click of Make this a plan): the same refill every 2, 4, 6 or 8 weeks from a first day (one period from today unless changed), delivered or picked up, paid in cash on arrival or online from their account once they confirm each refill; `createRefillPlan` makes it, a refusal says why and keeps every choice. A signed-out shopper sees nothing of plans unless the page sets `plans-href`. Attributes preset any choice, so a partner can link to a ready refill; the shopper's choices are written back to them.",
  attributes: [
    choice('container', 'the refill container'),
    choice('size', 'the size (one the container comes in)'),
    choice('color', 'the colour (a refill colour)'),
    choice('scent', 'the scent'),
    choice('wick', 'the wick'),
    { name: 'quantity', type: 'number', default: '1', description: 'Preset quantity: a whole number from 1; anything else is 1.', prop: 'quantity' },
    { name: 'lang', type: "'en' | 'ku' | 'ar'", default: "the loader's data-lang", description: 'The language, for this element only.', prop: 'lang' },
    {
      name: 'fastpay',
      type: 'boolean',
      default: 'false',
      description: 'Present: Request now offers FastPay (also the loader\'s `data-fastpay="on"`).',
      prop: 'request.fastpay',
    },
    {
      name: 'plans-href',
      type: 'string',
      default: 'none',
      description:
        "The address of the customer's refill plans on the page's site (the storefront's `/account/orderHistory#refill-plans`). Present: a made plan links there, and a signed-out shopper sees a link there to sign in and make the refill a plan. Absent (a partner's page): a signed-out shopper sees nothing of plans.",
      prop: 'request.plansHref',
    },
  ],
  properties: [],
  events: [
    {
      name: 'candle-refill-change',
      detailType: 'RefillChangeDetail',
      cancelable: false,
      description: 'The shopper changed a choice; `total` is the new price, or null until every step is chosen.',
    },
    {
      name: 'candle-add-to-refill-cart',
      detailType: 'AddToRefillCartDetail',
      cancelable: false,
      description: 'A refill line went into the refill cart.',
    },
    {
      name: 'candle-refill-requested',
      detailType: 'RefillRequestedDetail',
      cancelable: true,
      description:
        "The server took a refill request (Request now); unless cancelled, the browser goes to `href`: the provider's pay page (ZainCash, NassPay, FastPay, through the shop's `/payments/<provider>/…`), the storefront's `/fib-payment-details`, or a customer's `/refills/{id}` (`to` says which). A guest's cash request has no page: the widget shows its number (`href` is null).",
    },
    {
      name: 'candle-refill-plan-made',
      detailType: 'RefillPlanMadeDetail',
      cancelable: false,
      description: 'A signed-in customer made the refill a plan (Make this a plan); the widget says so, with a link to `plans-href` when set.',
    },
  ],
  analytics:
    "`add_to_cart` when a refill goes into the refill cart, `request_refill` (`transaction_id`: the request's id; `gift_card`: what gift cards paid, if any) when Request now is placed, before any online payment.",
  parts: [
    { name: 'base', description: 'The whole widget.' },
    { name: 'step', description: 'One step: a group of choices with its legend.' },
    { name: 'step-legend', description: "A step's legend." },
    { name: 'choice', description: 'One choice of a step (pill, swatch or card).' },
    { name: 'quantity', description: 'The quantity field.' },
    { name: 'summary', description: 'The price and the add button.' },
    { name: 'price', description: 'The live total.' },
    { name: 'add', description: 'The Add to refill cart button.' },
    { name: 'added', description: 'The status shown for 6 s after adding.' },
    { name: 'error', description: 'Why adding failed, or the step still to choose.' },
    { name: 'request-now', description: 'The Request now button.' },
    { name: 'make-plan', description: "A signed-in customer's Make this a plan button." },
    { name: 'plan-sign-in', description: "A signed-out shopper's link to sign in and make the refill a plan (only with `plans-href`)." },
    { name: 'plan', description: 'The Make this a plan form.' },
    { name: 'plan-payment', description: 'How each refill of the plan is paid: cash or a gateway.' },
    { name: 'plan-submit', description: 'The make-the-plan button.' },
    { name: 'plan-made', description: 'The made plan: its number, a link to `plans-href` and its first day.' },
    { name: 'request', description: 'The Request now form.' },
    { name: 'contact', description: "A guest's contact block." },
    { name: 'shipping', description: 'The delivery or pickup block.' },
    { name: 'field', description: 'One form field.' },
    { name: 'field-error', description: "A field's error message." },
    { name: 'alert', description: 'A message about the request (any kind).' },
    { name: 'alert-info', description: 'An informative message.' },
    { name: 'alert-fail', description: 'A failure message.' },
    { name: 'alert-success', description: 'A success message.' },
    { name: 'confirmation', description: "A guest's cash request: its number." },
    { name: 'request-submit', description: 'The send-request button.' },
    { name: 'payment-modal', description: 'The payment-method dialog.' },
    { name: 'method', description: 'One payment method (the payment dialog, or the plan form).' },
    { name: 'confirm', description: "The payment dialog's confirm button." },
    { name: 'wait-modal', description: 'The dialog shown while the request is sent.' },
  ],
  slots: [],
} as const satisfies ElementDescription;
