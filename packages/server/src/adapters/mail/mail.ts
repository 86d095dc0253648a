/** A file sent with a mail; text content (an SVG picture, a calendar file). */
export interface MailAttachment {
  filename: string;
  /** `image/svg+xml`, `text/calendar; charset=utf-8; method=PUBLISH`, … */
  contentType: string;
  content: string;
}

/** One plain-text mail, with files attached when it needs them. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
  /** A newsletter mail's unsubscribe link: also sent as the List-Unsubscribe header (RFC 2369). */
  unsubscribeUrl?: string;
  /**
   * A transactional receipt (an order, a ticket, a subscription, a refill, a status change): not
   * counted by the per-recipient limit (SECURITY-REVIEW M3), which every other mail is.
   */
  receipt?: true;
}

/** Sends mail (DESIGN §4): SMTP in production, the local outbox offline. */
export interface Mailer {
  /** `local` keeps mail in the outbox table and says so in the log. */
  readonly kind: 'smtp' | 'local';
  send(message: MailMessage): Promise<void>;
}

/**
 * Sends a mail that must not fail what it tells of (a sale, a request): a mail that cannot be
 * written or sent is logged as `what` and the caller goes on.
 * @example await mailQuietly('refill confirmation', () => mailer.send(message));
 */
export async function mailQuietly(what: string, send: () => Promise<unknown>): Promise<void> {
  try {
    await send();
  } catch (error) {
    console.error(`candleshop: ${what} could not be sent`, error);
  }
}
