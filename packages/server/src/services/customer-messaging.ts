import type { Mailer } from '../adapters/mail/mail.js';
import type { Texter } from '../adapters/messaging/messaging.js';

/**
 * What a job that mails and texts customers by itself needs (a sale's confirm-or-cancel link, the
 * gift-card sender, the refill plan sweeper, cart reminders): where its links lead, its two
 * adapters, its clock and its log.
 */
export interface CustomerMessaging {
  /** Where the links in its messages lead (the storefront). */
  publicUrl: string;
  mailer: Mailer;
  texter: Texter;
  /** The current time (tests move it). */
  now?: Date;
  log?: (line: string, error?: unknown) => void;
}
