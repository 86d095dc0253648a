import type { ElementDescription } from '../internal/element-description.js';

// Written out, not borrowed from core: the element's public contract ships in the package's
// typings on its own; workshop-tickets.tsx builds it from core's payment result and route, so
// TypeScript checks they still fit.
/** Detail of `candle-ticket-created`: the server's payment result for the new ticket and where the widget goes next. */
export interface TicketCreatedDetail {
  /** The ticket's id (its page is the storefront's `/tickets/{id}`). */
  id: string;
  /** The ticket's reference; a guest finds the ticket with it and the email. */
  uuid: string;
  /** A guest's email; null for a signed-in customer. */
  email: string | null;
  /** Always `ticket`. */
  operation_type: string;
  method: 'cash' | 'nasspay' | 'zaincash' | 'fib' | 'fastpay';
  /** The workshop and tier bought, and for how many people. */
  workshop: string;
  ticket: string;
  people: number;
  /** people × the tier's price per person, integer IQD. */
  total: number;
  /** Where the payment continues: the provider's page, the FIB page, a guest's ticket (cash), the customer's ticket (cash), or the fail page. */
  to: 'provider' | 'fibPaymentDetails' | 'ticketDetails' | 'guestTicket' | 'paymentFail';
  /** The address that follows: the widget opens it unless the event is cancelled (for cash it shows the ticket in place instead). */
  href: string;
}

/** `<candle-workshop-tickets>`: the one description its docs, manifest and typings come from. */
export const workshopTicketsElement = {
  tag: 'candle-workshop-tickets',
  className: 'CandleWorkshopTicketsElement',
  summary: 'Workshop tickets (SPEC §2 /workshops) for any page: the upcoming workshops, or one, and buying a ticket.',
  description:
    "Each workshop shows its picture, title, description, date and time in Baghdad time (in the page's language and digits), the seats left, and its ticket tiers: a tier is for `min` to `max` people at a price per person; sold-out tiers and past workshops cannot be booked. After choosing a tier the shopper picks how many people (within the tier), sees the total (people × price), gives a guest's name, phone, email and optional address (with the human check the server names) and picks a payment method: cash, NassPay, ZainCash, FIB (FastPay when enabled). A tier that no longer fits the seats left says so before payment. After a cash ticket the widget shows the ticket itself (its reference, QR code and an add-to-calendar link) and leaves the page's URL alone; online payments continue on the provider's page or the storefront's FIB page.",
  attributes: [
    { name: 'workshop', type: 'string', default: 'all upcoming', description: 'A workshop id: only that workshop (a past one is shown, not bookable).', prop: 'workshop' },
    { name: 'lang', type: "'en' | 'ku' | 'ar'", default: "the loader's data-lang", description: 'The language, for this element only.', prop: 'lang' },
    { name: 'fastpay', type: 'boolean', default: 'false', description: 'Present: FastPay is offered (also the loader\'s `data-fastpay="on"`).', prop: 'fastpay' },
  ],
  properties: [],
  events: [
    {
      name: 'candle-ticket-created',
      detailType: 'TicketCreatedDetail',
      cancelable: true,
      description:
        "The server created the ticket. Unless cancelled, a cash ticket is shown in the widget (a guest's with its QR code and calendar link) and an online payment goes to `href`: the provider's pay page, or the storefront's `/fib-payment-details`. The storefront cancels it to open the ticket in-app (`/workshops?id=…&token=…&email=…&type=ticket` for a guest).",
    },
  ],
  analytics: "`buy_tickets` (`transaction_id`: the ticket's id; `gift_card`: what gift cards paid, if any) when a ticket is bought, before any online payment.",
  parts: [
    { name: 'base', description: 'The whole widget.' },
    { name: 'workshop', description: 'One workshop.' },
    { name: 'picture', description: "A workshop's picture." },
    { name: 'when', description: "A workshop's date and time." },
    { name: 'seats', description: 'The seats left.' },
    { name: 'tier', description: 'One ticket tier.' },
    { name: 'soldout', description: "A sold-out tier's badge." },
    { name: 'form', description: 'The form under the chosen tier.' },
    { name: 'field', description: 'One form field.' },
    { name: 'field-error', description: "A field's error message." },
    { name: 'total', description: 'The live total.' },
    { name: 'buy', description: 'The buy button.' },
    { name: 'alert', description: 'A message about the purchase.' },
    { name: 'payment-modal', description: 'The payment-method dialog.' },
    { name: 'method', description: 'One payment method.' },
    { name: 'confirm', description: "The payment dialog's confirm button." },
    { name: 'wait-modal', description: 'The dialog shown while the ticket is bought.' },
    { name: 'confirmation', description: 'The ticket shown after a cash purchase.' },
    { name: 'qr', description: "The ticket's QR code." },
    { name: 'calendar', description: 'The add-to-calendar link.' },
    { name: 'waitlist', description: 'The waiting-list form (loaded when opened).' },
    { name: 'waitlist-join', description: "The waiting-list form's join button." },
  ],
  slots: [],
} as const satisfies ElementDescription;
