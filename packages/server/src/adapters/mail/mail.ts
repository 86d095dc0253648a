/** One plain-text mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail (DESIGN §4): SMTP in production, the local outbox offline. */
export interface Mailer {
  /** `local` keeps mail in the outbox table and says so in the log. */
  readonly kind: 'smtp' | 'local';
  send(message: MailMessage): Promise<void>;
}
