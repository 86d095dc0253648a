import type { Kysely } from 'kysely';
import { reserveRateEvent } from '../../db/repositories/accounts/rate-events.js';
import {
  accountCartReminders,
  deleteSavedCart,
  findAccountContact,
  findOrderTotal,
  insertSavedCart,
  markCartOrdered,
  reminderFigures,
  restoreSavedCart,
  setAccountCartReminders,
  updateSavedCart,
} from '../../db/repositories/cart-reminders/saved-carts.js';
import { throttleKey } from '../../auth/client-address.js';
import type { Viewer } from '../../auth/viewer.js';
import type { Database, Lang } from '../../db/types.js';
import type { HandoffLines } from '../../db/tables/handoff.js';
import { badRequest, refused } from '../../errors.js';
import { checkedLines, linesPricedNow } from '../handoff/handoff-lines.js';
import type { CartItemView, RefillCartItemView } from '../sales/carts.js';
import { SAVED_CARTS_PER_ADDRESS_HOUR } from './cart-reminder-settings.js';
import { stopCartReminders } from './cart-reminder-stop.js';
import { sweepCartReminders, type CartReminderSenderOptions } from './cart-reminder-sender.js';
import { periodRange, type DashboardPeriod } from '../dashboard/dashboard-period.js';
import { isRef, newRef, refHash } from './saved-cart-refs.js';

/** What the checkout sends as its cart changes (issue 37 item 2). */
export interface SaveCartInput {
  /** The reference an earlier save answered; absent (or unknown, or ordered) starts a new saved cart. */
  ref?: string | null;
  /** The box "remind me of this cart if I leave it": without it nothing is kept. */
  consent: boolean;
  lines: HandoffLines;
  /** A guest's contact as typed so far (parsed by the resolver); a customer's comes from the account. */
  contact: { name?: string | null; email?: string | null; phone?: string | null };
}

/** A restored cart: its lines priced now. */
export interface RestoredCart {
  items: CartItemView[];
  refillItems: RefillCartItemView[];
}

/** What the saved carts need of the request. */
export interface SavedCartsOptions {
  lang: Lang;
  clientAddress: string;
  viewer(): Promise<Viewer | undefined>;
  requireViewer(): Promise<Viewer>;
  now?: () => Date;
  /** Where the shop command's pass sends reminders from (the request's guarded mailer and texter). */
  sending?: Pick<CartReminderSenderOptions, 'publicUrl' | 'mailer' | 'texter'>;
}

/**
 * Carts kept with the shopper's consent for one reminder (issue 37 item 2): the checkout saves the
 * browser's cart here as it changes, under an unguessable reference it keeps; the reminder's link
 * carries the reference and restores the cart on any device, priced again; an order carrying it
 * closes the cart, so no reminder follows.
 */
export function createSavedCarts(db: Kysely<Database>, options: SavedCartsOptions) {
  const now = () => options.now?.() ?? new Date();

  async function contactOf(input: SaveCartInput) {
    const viewer = await options.viewer();
    if (!viewer) return { userId: null, name: input.contact.name ?? null, email: input.contact.email ?? null, phone: input.contact.phone ?? null };
    const user = await findAccountContact(db, viewer.userId);
    return { userId: viewer.userId, name: user.name, email: user.email, phone: user.phone };
  }

  return {
    /**
     * Saves (or updates) the cart and answers its reference; without consent forgets it and
     * answers null. A new saved cart counts against the client's address (rate.limited past
     * SAVED_CARTS_PER_ADDRESS_HOUR an hour). A signed-in customer's answer is also their account's.
     * @throws bad.request for an empty cart or a line the shop does not sell
     */
    async save(input: SaveCartInput): Promise<{ ref: string } | null> {
      const contact = await contactOf(input);
      if (contact.userId !== null) await setAccountCartReminders(db, contact.userId, input.consent);
      const known = input.ref && isRef(input.ref) ? input.ref : undefined;
      if (!input.consent) {
        if (known) await deleteSavedCart(db, refHash(known));
        return null;
      }
      if (!input.lines.products.length && !input.lines.refills.length) throw badRequest({ products: ['input.cart.empty'] });
      const cart = { lines: await checkedLines(db, input.lines), ...contact, lang: options.lang };
      if (known && (await updateSavedCart(db, refHash(known), cart, now()))) return { ref: known };
      const key = `address:${throttleKey(options.clientAddress)}`;
      if (!(await reserveRateEvent(db, 'savedCart', key, SAVED_CARTS_PER_ADDRESS_HOUR, 3_600_000, now()))) throw refused('rate.limited');
      const ref = newRef();
      await insertSavedCart(db, refHash(ref), cart, now());
      return { ref };
    },

    /** A saved cart's lines with today's prices, for its reminder's link; null for an unknown or ordered reference. */
    async restore(ref: string): Promise<RestoredCart | null> {
      if (!isRef(ref)) return null;
      const lines = await restoreSavedCart(db, refHash(ref), now());
      return lines ? linesPricedNow(db, lines) : null;
    },

    /** Closes the saved cart an order carried (its total as placed counts as recovered when a reminder brought the cart back). */
    async ordered(ref: string | null | undefined, orderId: number): Promise<void> {
      if (!ref || !isRef(ref)) return;
      const order = await findOrderTotal(db, orderId);
      if (order) await markCartOrdered(db, refHash(ref), order, now());
    },

    /**
     * One pass of the reminder sender now, for carts left unchanged `afterHours` (the shop command
     * `npm run shop -- cart-reminders send`): the timer's pass, lock, claims and limits included.
     * @returns how many reminders went out
     */
    sendDue(afterHours: number): Promise<number> {
      if (!options.sending) throw new Error('candleshop: the saved carts were made without a mailer and texter to send reminders with');
      return sweepCartReminders(db, { ...options.sending, settings: { afterHours }, ...(options.now ? { now: options.now() } : {}) });
    },

    /** A reminder's one-click stop (cart-reminder-stop.ts): needs no sign-in. */
    stop: (token: string) => stopCartReminders(db, token),

    /** The dashboard's figures of a period (issue 37 item 2); revenue only for those who see the money. */
    async figures(period: DashboardPeriod, money: boolean): Promise<{ sent: number; recovered: number; revenue: number | null }> {
      const { from, until } = periodRange(period, now());
      const figures = await reminderFigures(db, from, until);
      return { ...figures, revenue: money ? figures.revenue : null };
    },

    /** The signed-in customer's answer as account settings show it. */
    async accountConsent(): Promise<boolean> {
      const viewer = await options.requireViewer();
      return accountCartReminders(db, viewer.userId);
    },

    /** The signed-in customer's answer in account settings. */
    async setAccountConsent(consent: boolean): Promise<boolean> {
      const viewer = await options.requireViewer();
      await setAccountCartReminders(db, viewer.userId, consent);
      return consent;
    },
  };
}

/** The saved carts of one request. */
export type SavedCarts = ReturnType<typeof createSavedCarts>;
