import type { Kysely } from 'kysely';
import { findStopRecipient, insertReminderStops, setAccountCartReminders } from '../../db/repositories/cart-reminders/saved-carts.js';
import type { Database } from '../../db/types.js';
import { mailRecipient, phoneRecipient } from './cart-reminder-sender.js';
import { isRef, refHash } from './saved-cart-refs.js';

/**
 * The one-click stop of a cart reminder (issue 37 item 2, RFC 8058): the token of the reminder's
 * stop link stops every later reminder to its address and phone, and an account's own consent,
 * with no sign-in. Answering the same token again changes nothing.
 * @returns whether the token was a reminder's
 */
export async function stopCartReminders(db: Kysely<Database>, token: string): Promise<boolean> {
  if (!isRef(token)) return false;
  const recipient = await findStopRecipient(db, refHash(token));
  if (!recipient) return false;
  const keys = [recipient.email && mailRecipient(recipient.email), recipient.phone && phoneRecipient(recipient.phone)].filter((key): key is string => Boolean(key));
  await insertReminderStops(db, keys);
  if (recipient.userId !== null) await setAccountCartReminders(db, recipient.userId, false);
  return true;
}
