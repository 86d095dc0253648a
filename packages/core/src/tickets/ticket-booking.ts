import { atom, computed, type ReadableAtom } from 'nanostores';
import type { AccountClient } from '../api/account-client.js';
import { toApiError, UNEXPECTED, type ApiError, type Result } from '../api/api-error.js';
import type { PublicClient } from '../api/client.js';
import { describeError } from '../api/errors.js';
import { shopFailures } from '../api/shop-failures.js';
import { snapshotAnswer } from '../api/query-snapshot.js';
import { Ticket, TicketGuest, Workshop, Workshops } from '../api/operations/tickets.js';
import { ticketTotal } from './ticket-total.js';
import type { HumanCheck } from '../human-check/human-check.js';
import type { Lang } from '../i18n/languages.js';
import { createIdempotencyKeys } from '../orders/idempotency-keys.js';
import { DEFAULT_PAYMENT_METHOD, type PaymentMethod } from '../orders/payment-methods.js';
import type { PaymentResult, PaymentSettings } from '../orders/payment-route.js';
import { startPayment } from '../orders/start-payment.js';
import { $auth } from '../stores/auth.js';
import { keepFibPayment } from '../stores/fib-payment.js';
import { humanCheckNeeded } from '../session/human-check-needed.js';
import type { PlacedTicket, TicketAlert, TicketBookingModel, TicketChoice, TicketStep, TicketValues, WorkshopsState } from './ticket-booking-types.js';
import { guestContactSchema } from '../validation/guest-contact.js';
import { validateFirst, type FieldErrors } from '../validation/validate.js';
import { ticketFailures } from './ticket-errors.js';
import { ticketGuestPayload, ticketPayload, type TicketPurchase } from './ticket-payload.js';
import { clampPeople, tierProblem, type TicketWorkshop } from './ticket-rules.js';
import { rememberPendingPayment } from '../stores/pending-payment.js';

/** Settings of {@link createTicketBooking}. */
export interface TicketBookingOptions {
  /** Loads the workshops (public, cacheable). */
  client: PublicClient;
  /** Buys: with the session cookie, a guest's purchase too (as orders). */
  account: AccountClient;
  /** Gives a guest's human-check token, anew for every attempt. */
  humanCheck: HumanCheck;
  /** Where the payment providers' pages are. */
  payment: PaymentSettings;
  lang: () => Lang;
  /** Makes idempotency keys (tests); `crypto.randomUUID` by default. */
  newKey?: () => string;
}

const EMPTY: TicketValues = { name: '', email: '', phone: '', address: '' };

// The server's validation keys of a guest's contact (TICKETS-ERRORS.md) and the fields they are about.
const CONTACT_FIELDS: Record<string, keyof TicketValues> = {
  'input.name.required': 'name',
  'input.email.invalid': 'email',
  'input.phone.invalid': 'phone',
};

/**
 * Creates the ticket widget's logic (ISSUE 11), headless: the upcoming workshops (or one), a tier
 * and a people count within its min..max, the live total from core's `ticketTotal`, seats left and
 * sold out checked before payment, a guest's contact, the payment method, and the purchase
 * (ticket or ticketGuest) with an idempotency key kept while the shopper retries the same
 * purchase. Where the payment continues is the orders' routing (SPEC §4 `paymentRoute`).
 * @example
 * const booking = createTicketBooking({ client, account, humanCheck, payment, lang: () => 'ku' });
 * await booking.load('2');
 * booking.choose('2', '5'); booking.setPeople(2); booking.review(); await booking.place();
 */
export function createTicketBooking(options: TicketBookingOptions): TicketBookingModel {
  const keys = createIdempotencyKeys(options.newKey);
  const $workshops = atom<WorkshopsState>({ loading: true });
  const $choice = atom<TicketChoice | undefined>(undefined);
  const $values = atom<TicketValues>(EMPTY);
  const $errors = atom<FieldErrors>({});
  const $alert = atom<TicketAlert | undefined>(undefined);
  const $method = atom<PaymentMethod>(DEFAULT_PAYMENT_METHOD);
  const $step = atom<TicketStep>('choosing');
  let requested: string | undefined;

  const $selected = computed([$workshops, $choice], (state, choice) => {
    if (!choice || !('workshops' in state)) return undefined;
    const workshop = state.workshops.find((item) => item.id === choice.workshop);
    const tier = workshop?.tickets.find((item) => item.id === choice.tier);
    return workshop && tier ? { workshop, tier, people: choice.people } : undefined;
  });
  const $total = computed($selected, (selected) => (selected ? ticketTotal(selected.tier.price, selected.people) : undefined));
  const $problem = computed($selected, (selected) => selected && tierProblem(selected.workshop, selected.tier, selected.people));

  // After the first answer the seats left are asked of the server again, never the cache.
  const fetchWorkshops = async (id: string | undefined, fresh: boolean): Promise<Result<readonly TicketWorkshop[]>> => {
    if (id === undefined) {
      const answer = await options.client.query(Workshops, {}, options.lang(), { fresh });
      return answer.error ? answer : { data: answer.data.workshops };
    }
    const answer = await options.client.query(Workshop, { id }, options.lang(), { fresh });
    if (answer.error) return answer;
    return answer.data.workshop ? { data: [answer.data.workshop] } : { error: { key: 'not.found' } };
  };

  // A changed choice or field is a new purchase: an old failure no longer describes it.
  const changed = () => {
    if ($alert.get()?.kind === 'fail') $alert.set(undefined);
  };

  const model: TicketBookingModel = {
    $workshops,
    $choice,
    $selected,
    $total,
    $problem,
    $values,
    $errors,
    $alert,
    $method,
    $step,
    prime(id) {
      const answer = id === undefined ? snapshotAnswer(Workshops, {}, options.lang()) : snapshotAnswer(Workshop, { id }, options.lang());
      if (!answer?.data) return;
      const workshops = 'workshops' in answer.data ? answer.data.workshops : answer.data.workshop ? [answer.data.workshop] : undefined;
      if (!workshops) return;
      requested = id;
      $workshops.set({ workshops });
    },
    async load(id) {
      const fresh = requested === id && 'workshops' in $workshops.get();
      requested = id;
      if (!fresh) $workshops.set({ loading: true });
      const answer = await fetchWorkshops(id, fresh);
      if (requested !== id) return;
      if (answer.error) $workshops.set({ failed: describeError(answer.error, shopFailures.query).message });
      else $workshops.set({ workshops: answer.data });
    },
    choose(workshop, tier) {
      const state = $workshops.get();
      const found = 'workshops' in state ? state.workshops.find((item) => item.id === workshop)?.tickets.find((item) => item.id === tier) : undefined;
      if (!found) return;
      $choice.set({ workshop, tier, people: found.min });
      $errors.set({});
      changed();
    },
    setPeople(people) {
      const selected = $selected.get();
      if (!selected) return;
      $choice.set({ workshop: selected.workshop.id, tier: selected.tier.id, people: clampPeople(selected.tier, people) });
      changed();
    },
    cancel() {
      if ($step.get() === 'placing') return;
      $choice.set(undefined);
      $step.set('choosing');
      $alert.set(undefined);
    },
    edit(name, value) {
      $values.set({ ...$values.get(), [name]: value });
      const errors = $errors.get();
      if (errors[name]) $errors.set({ ...errors, [name]: undefined });
      changed();
    },
    chooseMethod(method) {
      $method.set(method);
    },
    review() {
      if ($step.get() !== 'choosing') return;
      if (!$selected.get()) return $alert.set({ kind: 'info', message: 'tickets.chooseTier' });
      const problem = $problem.get();
      // ISSUE 11: a tier that no longer fits says so before payment, not after.
      if (problem) return $alert.set({ kind: 'fail', message: problem });
      if (!$auth.get().loggedIn) {
        // SPEC §5 Checkout, guests: name, phone, email, checked in that order, one at a time.
        const contact = validateFirst(guestContactSchema, $values.get());
        if (!contact.ok) return $errors.set(contact.errors);
      }
      $errors.set({});
      $alert.set(undefined);
      $step.set('paying');
    },
    closePayment() {
      if ($step.get() === 'paying') $step.set('choosing');
    },
    async place(giftCards) {
      const selected = $selected.get();
      if ($step.get() === 'placing' || !selected) return undefined;
      const problem = $problem.get();
      if (problem) {
        $step.set('choosing');
        $alert.set({ kind: 'fail', message: problem });
        return undefined;
      }
      $step.set('placing');
      $alert.set(undefined);
      const method = $method.get();
      const signedIn = $auth.get().loggedIn;
      const purchase = { tier: selected.tier.id, people: selected.people, method, giftCards };
      const contact = signedIn ? undefined : $values.get();
      // The token is left out of the fingerprint: it is new on every attempt (SPEC §4).
      const idempotencyKey = keys.keyFor(JSON.stringify({ purchase, contact: contact && ticketGuestPayload({ ...purchase, contact, token: '' }) }));
      const outcome = await buy(options, purchase, contact, idempotencyKey);
      $step.set('choosing');
      if (outcome.error) {
        const described = describeError(outcome.error, ticketFailures);
        $alert.set({ kind: 'fail', title: described.title, message: described.message, error: outcome.error });
        // A contact the server refused (phone, email) is also said under its field.
        const field = CONTACT_FIELDS[outcome.error.validation ?? ''];
        if (field && contact) $errors.set({ [field]: described.message });
        // Seats may have gone meanwhile: the shown numbers follow the server again.
        void model.load(requested);
        return undefined;
      }
      keys.done();
      if (method === 'fib') keepFibPayment(outcome.data.fibToken ?? undefined);
      const route = startPayment({ kind: 'ticket', method, result: outcome.data, signedIn, settings: options.payment });
      // SECURITY-REVIEW L11: the provider's return carries no email; the result page reads it here.
      rememberPendingPayment(outcome.data);
      $alert.set(route.to === 'paymentFail' ? { kind: 'fail', message: 'payment.fail' } : { kind: 'success', message: 'tickets.created' });
      void model.load(requested);
      return { result: outcome.data, method, route, guest: !signedIn } satisfies PlacedTicket;
    },
  };
  return model;
}

async function buy(options: TicketBookingOptions, purchase: TicketPurchase, contact: TicketValues | undefined, idempotencyKey: string): Promise<Result<PaymentResult>> {
  try {
    if (!contact) {
      // SECURITY-REVIEW-2 N3: an unverified account passes the human check too.
      const token = humanCheckNeeded() ? await options.humanCheck.token('submit') : undefined;
      const answer = await options.account.mutate(Ticket, { ...ticketPayload(purchase), idempotencyKey, ...(token ? { token } : {}) }, options.lang());
      return answer.error ? answer : answer.data.ticket ? { data: answer.data.ticket } : { error: UNEXPECTED };
    }
    const token = await options.humanCheck.token('submit');
    const variables = { ...ticketGuestPayload({ ...purchase, contact, token }), idempotencyKey };
    const answer = await options.account.mutate(TicketGuest, variables, options.lang());
    return answer.error ? answer : answer.data.ticketGuest ? { data: answer.data.ticketGuest } : { error: UNEXPECTED };
  } catch (error) {
    // The human check failed: nothing was sent.
    return { error: toApiError(error) as ApiError };
  }
}
