import type { ReadableAtom } from 'nanostores';
import type { ApiError } from '../api/api-error.js';
import type { PaymentMethod } from '../orders/payment-methods.js';
import type { PaymentResult, PaymentRouteOf } from '../orders/payment-route.js';
import type { FieldErrors } from '../validation/validate.js';
import type { TicketTier, TicketWorkshop } from './ticket-rules.js';

/** The workshops: being fetched, found (upcoming, or the one asked for), or a message key. */
export type WorkshopsState = { loading: true } | { workshops: readonly TicketWorkshop[] } | { failed: string };

/** The shopper's pick: a workshop's tier and how many people (within the tier's min..max). */
export interface TicketChoice {
  workshop: string;
  tier: string;
  people: number;
}

/** A guest's contact as typed; kept whole across failures. */
export interface TicketValues {
  name: string;
  email: string;
  phone: string;
  address: string;
}

/** Choosing (and typing), the payment modal open, or the ticket being bought. */
export type TicketStep = 'choosing' | 'paying' | 'placing';

/** A message over the buy button: keys to translate. */
export interface TicketAlert {
  kind: 'info' | 'fail' | 'success';
  title?: string;
  message: string;
  /** The server's refusal behind a failure: a gift card's is shown on the card field (issue 35). */
  error?: ApiError;
}

/** A bought ticket: the server's answer and where the payment continues (SPEC §4). */
export interface PlacedTicket {
  result: PaymentResult;
  method: PaymentMethod;
  route: PaymentRouteOf<'ticket'>;
  /** Bought by a guest (ticketGuest). */
  guest: boolean;
}

/** The ticket widget's state as stores, and what the shopper can do with it. */
export interface TicketBookingModel {
  $workshops: ReadableAtom<WorkshopsState>;
  $choice: ReadableAtom<TicketChoice | undefined>;
  /** The chosen workshop and tier with the people count, once a tier is chosen. */
  $selected: ReadableAtom<{ workshop: TicketWorkshop; tier: TicketTier; people: number } | undefined>;
  /** people × the tier's price per person (core's `ticketTotal`), once a tier is chosen. */
  $total: ReadableAtom<number | undefined>;
  /** Why the choice cannot be bought now (past, sold out, people outside min..max, too few seats left). */
  $problem: ReadableAtom<string | undefined>;
  $values: ReadableAtom<TicketValues>;
  /** Field → message key, shown under the field. */
  $errors: ReadableAtom<FieldErrors>;
  $alert: ReadableAtom<TicketAlert | undefined>;
  $method: ReadableAtom<PaymentMethod>;
  $step: ReadableAtom<TicketStep>;
  /** Loads the upcoming workshops, or the one with `id`; again after a purchase (seats left). */
  load(id?: string): Promise<void>;
  /**
   * Takes the workshops the page was rendered with on the server, if any (core's query snapshot),
   * so the first frame shows them; a later {@link load} asks again for the seats left.
   */
  prime(id?: string): void;
  /** Chooses a tier of a workshop; the people count starts at the tier's min. */
  choose(workshop: string, tier: string): void;
  /** The people count, kept within the tier's min..max. */
  setPeople(people: number | string): void;
  /** Drops the choice (back to the list). */
  cancel(): void;
  edit(name: keyof TicketValues, value: string): void;
  chooseMethod(method: PaymentMethod): void;
  /** Checks the choice and a guest's contact, then opens the payment modal. */
  review(): void;
  closePayment(): void;
  /**
   * Buys the ticket with the chosen method, and the gift cards' codes if any (issue 35: drawn with
   * the ticket); answers where the payment continues, or undefined after a failure (in `$alert`).
   */
  place(giftCards?: readonly string[]): Promise<PlacedTicket | undefined>;
}
