import { atom, type ReadableAtom } from 'nanostores';
import type { AccountClient } from '../api/account-client.js';
import { MyCartReminders, SaveCartForReminder } from '../api/operations/cart-reminders/cart-reminders.js';
import type { Lang } from '../i18n/languages.js';
import { guestLines } from '../orders/payload.js';
import { $cart } from '../stores/cart.js';
import { $refillCart } from '../stores/refill-cart.js';
import { $savedCartRef, keepSavedCartRef, queueCartSave } from './saved-cart-ref.js';

/** A guest's contact as the checkout's contact step has it so far (the server keeps the valid fields). */
export interface ReminderContact {
  name?: string;
  email?: string;
  phone?: string;
}

/** Settings of {@link createCartReminderBox}. */
export interface CartReminderBoxOptions {
  client: AccountClient;
  lang: () => Lang;
  /** A signed-in customer's box is their account's answer; a guest's is whether a cart is kept. */
  signedIn: boolean;
}

/** The checkout's "remind me of this cart if I leave it" box, headless. */
export interface CartReminderBoxModel {
  /** Whether the box is ticked. */
  $consent: ReadableAtom<boolean>;
  /** A save is under way. */
  $busy: ReadableAtom<boolean>;
  /** The message key of the last save's failure. */
  $error: ReadableAtom<string | undefined>;
  /** Reads the starting answer (the account's when signed in, else whether this browser keeps a cart), and saves the cart as it is now when yes. */
  start(contact?: ReminderContact): Promise<void>;
  /** Ticks (keeps the cart and its contact) or unticks (forgets them: the server answers null). */
  set(consent: boolean, contact?: ReminderContact): Promise<void>;
  /** The cart or the contact changed: saves them again while the box is ticked. */
  sync(contact?: ReminderContact): Promise<void>;
}

/**
 * Issue 37 item 2: the box is unticked until the shopper ticks it (or their account said yes).
 * While ticked, every change of the cart or of a guest's contact is saved under the reference the
 * server gave, kept in `$savedCartRef` (localStorage) for the order's `cartRef`; unticking tells the
 * server to forget the cart (and, signed in, sets the account's answer) and forgets the reference.
 * Saves run one after another, so the reference of one is the next one's, and wait while an order is placed (saved-cart-ref.ts).
 * @example const box = createCartReminderBox({ client, lang: () => 'en', signedIn: false }); await box.set(true, { email });
 */
export function createCartReminderBox({ client, lang, signedIn }: CartReminderBoxOptions): CartReminderBoxModel {
  const $consent = atom(false);
  const $busy = atom(false);
  const $error = atom<string | undefined>(undefined);
  let touched = false;

  const save = async (consent: boolean, contact: ReminderContact | undefined) => {
    const lines = guestLines($cart.get().items, $refillCart.get().items);
    // The server keeps no empty cart; an untick still tells it to forget the one it has.
    if (consent && !lines.products.length && !lines.refillItems.length) return;
    $busy.set(true);
    const result = await client.mutate(SaveCartForReminder, { ref: $savedCartRef.get() ?? null, consent, ...(consent ? lines : {}), contact: signedIn || !consent ? null : (contact ?? null) }, lang());
    $busy.set(false);
    $error.set(result.error && 'cartReminder.saveFailed');
    if (result.data) keepSavedCartRef(result.data.saveCartForReminder?.ref);
  };
  const enqueue = (consent: boolean, contact?: ReminderContact) => queueCartSave(() => save(consent, contact));
  const sync = (contact?: ReminderContact) => ($consent.get() ? enqueue(true, contact) : Promise.resolve());

  return {
    $consent,
    $busy,
    $error,
    async start(contact) {
      const answer = signedIn ? (await client.query(MyCartReminders, {}, lang())).data?.myCartReminders : Boolean($savedCartRef.get());
      // The shopper's own tick, made before the starting answer came, stands (and was saved).
      if (touched || answer === undefined) return;
      $consent.set(answer);
      // A cart kept before may have changed since: the server gets it as it is now.
      return sync(contact);
    },
    set(consent, contact) {
      touched = true;
      $consent.set(consent);
      return enqueue(consent, contact);
    },
    sync,
  };
}
