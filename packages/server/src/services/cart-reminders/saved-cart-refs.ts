import { createHash, randomBytes } from 'node:crypto';
import type { Lang } from '../../db/types.js';

// 32 random bytes, base64url, as a cart hand-off's: as hard to guess as a session id, and only
// its hash is stored.
const REF = /^[A-Za-z0-9_-]{43}$/;

/** A new unguessable reference (a saved cart's, a stop link's token). */
export const newRef = (): string => randomBytes(32).toString('base64url');

/** Whether `ref` has the shape of one of ours (anything else is unknown without a query). */
export const isRef = (ref: string): boolean => REF.test(ref);

/** The SHA-256 (hex) a reference is kept as. */
export const refHash = (ref: string): string => createHash('sha256').update(ref).digest('hex');

const langPath = (lang: Lang) => (lang === 'en' ? '' : `/${lang}`);

/** The storefront page that fills the cart from a saved reference, on any device (README "Language URLs"). */
export function restoreLink(publicUrl: string, lang: Lang, ref: string): string {
  return `${publicUrl}${langPath(lang)}/cart?saved=${ref}`;
}

/** The one-click stop link of a reminder (RFC 8058: a POST to it stops; opening it shows a button that does). */
export function stopLink(publicUrl: string, lang: Lang, token: string): string {
  return `${publicUrl}/cart-reminders/stop/${token}?lang=${lang}`;
}
