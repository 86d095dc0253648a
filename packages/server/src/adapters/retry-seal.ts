// SECURITY-REVIEW-2 N13: a message waiting in mail_retries or text_retries is the whole message,
// with the confirm-or-cancel link's token, a reset link, an offer's link: tokens the shop keeps
// only hashed everywhere else. So the row holds it sealed (auth/retry-box.ts: AES-256-GCM under a
// key derived from STAFF_SECRET_KEY): a copy of the database alone reads no link. Re-minting the
// link at retry time was the other way; it would need every sender's token logic in the retrier.

/** Seals and opens the messages kept for a retry (auth/retry-box.ts makes the shop's one). */
export interface RetryBox {
  seal(plain: string): string;
  /** @throws when sealed under another key, or altered */
  open(sealed: string): string;
}

/** A message as a retry row keeps it. */
export interface SealedMessage {
  sealed: string;
}

/** A message sealed for its retry row. */
export function sealMessage(box: RetryBox, message: unknown): SealedMessage {
  return { sealed: box.seal(JSON.stringify(message)) };
}

/**
 * The message a retry row holds: opened when sealed; a row kept before messages were sealed is
 * the message itself, read as it is.
 * @throws when the row was sealed under another key, or altered
 */
export function openMessage<Message>(box: RetryBox, stored: unknown): Message {
  if (stored && typeof stored === 'object' && typeof (stored as SealedMessage).sealed === 'string') {
    return JSON.parse(box.open((stored as SealedMessage).sealed)) as Message;
  }
  return stored as Message;
}
