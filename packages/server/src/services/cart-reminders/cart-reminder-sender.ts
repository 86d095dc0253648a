import type { Kysely } from 'kysely';
import { sendQuietly } from '../../adapters/mail/mail.js';
import { cartReminderTemplateParams, renderCartReminderMail, renderCartReminderText } from '../../adapters/mail/templates/cart-reminders/cart-reminder-mail.js';
import { textQuietly } from '../../adapters/messaging/messaging.js';
import { phoneCountKey } from '../../adapters/messaging/text-guard.js';
import { accountCartReminders, claimDueCarts, closeCartsOrderedElsewhere, setReminderLinks, stoppedRecipients, type DueCart } from '../../db/repositories/cart-reminders/saved-carts.js';
import { reserveRecipientSlot } from '../../db/repositories/recipient-limits.js';
import { CART_REMINDER_LOCK_CLASS, withSweeperLock } from '../../db/repositories/sweeper-lock.js';
import type { CustomerMessaging } from '../customer-messaging.js';
import type { Database } from '../../db/types.js';
import { repeatPass } from '../../internal/repeat-pass.js';
import { linesPricedNow } from '../handoff/handoff-lines.js';
import type { CartReminderSettings } from './cart-reminder-settings.js';
import { newRef, refHash, restoreLink, stopLink } from './saved-cart-refs.js';

/** The name of the provider's template the reminder's text is sent with (registered in WhatsApp Manager; its button opens the cart). */
export const CART_REMINDER_TEMPLATE = 'cart_reminder';
/** How often the sender looks for carts whose reminder is due, in ms. */
export const CART_REMINDER_INTERVAL_MS = 5 * 60 * 1000;
/** Cart reminders one recipient gets a day, however many carts they leave: a shopper is reminded, never chased. */
export const CART_REMINDERS_PER_RECIPIENT_DAY = 1;
const DAY_MS = 24 * 60 * 60 * 1000;
/** At most this many carts a pass (the next pass takes the rest). */
const BATCH = 100;

/**
 * What sending reminders needs: its links are the restore and stop links; its mailer counts per
 * recipient (mail-guard.ts), as every mail a visitor's action sends, its texter per phone (text-guard.ts).
 */
export interface CartReminderSenderOptions extends CustomerMessaging {
  settings: CartReminderSettings;
}

/** The keys a cart's recipients are stopped and counted under: the address as written lower-case, the phone's count key. */
export const mailRecipient = (email: string) => `mail:${email.trim().toLowerCase()}`;
export const phoneRecipient = (phone: string) => `phone:${phoneCountKey(phone)}`;

/**
 * Sends the reminders now due (issue 37 item 2): carts saved with consent, unchanged for
 * `afterHours`, never reminded and never ordered (an order the shopper placed since, by account or
 * address, closes theirs first). Each cart is claimed once (saved-carts.ts), so it gets one
 * reminder however many instances sweep; a recipient who stopped reminders, or had one today, is
 * skipped; an account that took its consent back is skipped.
 * @returns how many reminders went out
 */
export async function sendCartRemindersDue(db: Kysely<Database>, options: CartReminderSenderOptions): Promise<number> {
  const now = options.now ?? new Date();
  await closeCartsOrderedElsewhere(db, now);
  const carts = await claimDueCarts(db, new Date(now.getTime() - options.settings.afterHours * 3_600_000), now, BATCH);
  let sent = 0;
  for (const cart of carts) if (await remind(db, cart, options, now)) sent += 1;
  return sent;
}

async function stillConsents(db: Kysely<Database>, cart: DueCart): Promise<boolean> {
  if (cart.userId === null) return true;
  return accountCartReminders(db, cart.userId);
}

async function remind(db: Kysely<Database>, cart: DueCart, options: CartReminderSenderOptions, now: Date): Promise<boolean> {
  if (!(await stillConsents(db, cart))) return false;
  const stopped = await stoppedRecipients(
    db,
    [cart.email && mailRecipient(cart.email), cart.phone && phoneRecipient(cart.phone)].filter((key): key is string => Boolean(key)),
  );
  const allowed = async (key: string) => !stopped.has(key) && (await reserveRecipientSlot(db, 'cartReminder', key, CART_REMINDERS_PER_RECIPIENT_DAY, DAY_MS, now));
  const email = cart.email && (await allowed(mailRecipient(cart.email))) ? cart.email : null;
  const phone = cart.phone && (await allowed(phoneRecipient(cart.phone))) ? cart.phone : null;
  if (!email && !phone) return false;
  const { items, refillItems } = await linesPricedNow(db, cart.lines);
  const lines = [...items, ...refillItems];
  // Nothing in it can still be bought: nothing to come back for.
  if (!lines.length) return false;
  const ref = newRef();
  const token = newRef();
  // The browser's reference is not known here (only its hash): the link carries one of its own.
  await setReminderLinks(db, cart.id, { link: refHash(ref), stop: refHash(token) });
  const { lang } = cart;
  const values = {
    name: cart.name ?? '',
    items: lines.reduce((sum, line) => sum + line.quantity, 0),
    total: lines.reduce((sum, line) => sum + line.total, 0),
    link: restoreLink(options.publicUrl, lang, ref),
    stop: stopLink(options.publicUrl, lang, token),
  };
  const log = options.log ?? console.error;
  const what = `the reminder of saved cart ${cart.id}`;
  let went = false;
  if (email) {
    went = await sendQuietly(options.mailer, what, { to: email, ...renderCartReminderMail(lang, values), unsubscribeUrl: values.stop, oneClickUnsubscribe: true }, log);
  }
  if (phone) {
    const template = { name: CART_REMINDER_TEMPLATE, params: cartReminderTemplateParams(lang, values), urlSuffix: ref };
    went = (await textQuietly(options.texter, what, { to: phone, lang, text: renderCartReminderText(lang, values), template }, log)) || went;
  }
  // The dashboard counts reminders that went out: one refused by every channel is not one.
  if (!went) await setReminderLinks(db, cart.id, null);
  return went;
}

/**
 * One pass of the sender on one instance at a time (a database lock, as the other sweepers); the
 * claim keeps each cart to one reminder even so.
 * @returns how many reminders went out (0 when another instance holds the lock)
 */
export async function sweepCartReminders(db: Kysely<Database>, options: CartReminderSenderOptions): Promise<number> {
  const run = await withSweeperLock(db, () => sendCartRemindersDue(db, options), CART_REMINDER_LOCK_CLASS);
  return run.ran ? run.result : 0;
}

/** Runs {@link sweepCartReminders} every `intervalMs`; call the answer to stop (it resolves once a running pass ends). */
export function startCartReminderSender(db: Kysely<Database>, options: Omit<CartReminderSenderOptions, 'now'>, intervalMs = CART_REMINDER_INTERVAL_MS): () => Promise<void> {
  const log = options.log ?? console.error;
  return repeatPass(
    () => sweepCartReminders(db, { ...options }),
    intervalMs,
    (error) => log('candleshop: the cart reminder sender failed', error),
  );
}
