import { hkdfSync } from 'node:crypto';
import { LOCAL_STAFF_SECRET_KEY, seal, staffKey, unseal } from '../auth/secret-box.js';

// SECURITY-REVIEW-2 N13: a message waiting in mail_retries or text_retries is the whole message,
// with the confirm-or-cancel link's token, a reset link, an offer's link: tokens the shop keeps
// only hashed everywhere else. So the row holds it sealed (AES-256-GCM, auth/secret-box.ts) under
// a key derived from STAFF_SECRET_KEY: a copy of the database alone reads no link. Re-minting the
// link at retry time was the other way; it would need every sender's token logic in the retrier.

/** A message as a retry row keeps it. */
export interface SealedMessage {
  sealed: string;
}

/**
 * The key retried messages are sealed under: derived from the staff key (HKDF, its own label, so
 * the two uses never share a key), or from the published development key when there is none
 * (outside production, or a production demo).
 */
export function retrySealKey(staff: Buffer | undefined): Buffer {
  return Buffer.from(hkdfSync('sha256', staff ?? staffKey(LOCAL_STAFF_SECRET_KEY), Buffer.alloc(0), 'candleshop send-retries v1', 32));
}

/** A message sealed for its retry row. */
export function sealMessage(key: Buffer, message: unknown): SealedMessage {
  return { sealed: seal(key, JSON.stringify(message)) };
}

/**
 * The message a retry row holds: opened when sealed; a row kept before messages were sealed is
 * the message itself, read as it is.
 * @throws when the row was sealed under another key, or altered
 */
export function openMessage<Message>(key: Buffer, stored: unknown): Message {
  if (stored && typeof stored === 'object' && typeof (stored as SealedMessage).sealed === 'string') {
    return JSON.parse(unseal(key, (stored as SealedMessage).sealed)) as Message;
  }
  return stored as Message;
}
