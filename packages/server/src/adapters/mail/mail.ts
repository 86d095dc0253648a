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
}

/** Sends mail (DESIGN §4): SMTP in production, the local outbox offline. */
export interface Mailer {
  /** `local` keeps mail in the outbox table and says so in the log. */
  readonly kind: 'smtp' | 'local';
  send(message: MailMessage): Promise<void>;
}
