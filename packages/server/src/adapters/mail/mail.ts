/** A file sent with a mail: text content (a calendar file), or base64 (a PNG picture). */
export interface MailAttachment {
  filename: string;
  /** `image/png`, `text/calendar; charset=utf-8; method=PUBLISH`, … */
  contentType: string;
  content: string;
  /** `base64` when `content` is binary written so; text otherwise. */
  encoding?: 'base64';
  /** The content id the HTML part shows it by (`<img src="cid:…">`): an inline picture. */
  cid?: string;
}

/** One mail (render.ts writes its subject, text and HTML), with files attached when it needs them. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same as HTML (issue 37 item 3); a mail without it goes as plain text. */
  html?: string;
  attachments?: MailAttachment[];
  /** A newsletter mail's unsubscribe link: also sent as the List-Unsubscribe header (RFC 2369). */
  unsubscribeUrl?: string;
  /**
   * RFC 8058: a POST to `unsubscribeUrl` stops what this mail is (a cart reminder), with no
   * sign-in and no page to read, so mail programs may offer their own one-click stop: sent as
   * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` beside List-Unsubscribe.
   */
  oneClickUnsubscribe?: true;
  /**
   * A mail staff's own action sends (a status change, a quote), so bounded by staff's work: not
   * counted by the per-recipient limit (SECURITY-REVIEW M3), which every other mail is. Whatever
   * a visitor's action sends (a sale's mail, its confirm-or-cancel link, a waiting-list offer) is
   * counted, receipt or not: the address was typed by that visitor and nobody verified it
   * (SECURITY-REVIEW-2 N2, N3).
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
 * The one way to send a mail that must not fail what it tells of (a sale, a request, an account
 * change). The mailer already keeps a mail the mail server refused and sends it again later
 * (mail-retry.ts); what fails even so (the per-recipient limit, the database away, a template that
 * could not be filled) is logged as `what`, and the caller goes on.
 * @returns whether the mailer took the mail
 * @example await sendQuietly(mailer, 'the refill confirmation', { to, ...renderRefillMail(lang, values) });
 */
export async function sendQuietly(mailer: Mailer, what: string, message: MailMessage | (() => Promise<MailMessage>), log: (line: string, error: unknown) => void = console.error): Promise<boolean> {
  try {
    await mailer.send(typeof message === 'function' ? await message() : message);
    return true;
  } catch (error) {
    log(`candleshop: ${what} could not be sent`, error);
    return false;
  }
}
