import type { Kysely } from 'kysely';
import { MAIL_RETRY_LOCK_CLASS } from '../../db/repositories/sweeper-lock.js';
import type { Database } from '../../db/types.js';
import { maskEmail } from '../../internal/recipient-mask.js';
import type { RetryBox } from '../retry-seal.js';
import { keepingFailedSends, resendDue, RETRY_INTERVAL_MS, startResending, type RetriedKind } from '../send-retries.js';
import type { MailMessage, Mailer } from './mail.js';

export { MAX_ATTEMPTS as MAIL_MAX_ATTEMPTS, retryPause } from '../send-retries.js';

/** Mails wait in `mail_retries`. */
const MAILS: RetriedKind<MailMessage> = {
  table: 'mail_retries',
  lockClass: MAIL_RETRY_LOCK_CLASS,
  name: 'mail',
  describe: (message) => `mail "${message.subject}" to ${maskEmail(message.to)}`,
};

/** The mailer that keeps what it could not send (adapters/send-retries.ts). */
export function retryingMailer(db: Kysely<Database>, transport: Mailer, box: RetryBox, log: (line: string) => void = console.error): Mailer {
  return { kind: transport.kind, send: keepingFailedSends(db, (message) => transport.send(message), MAILS, box, log) };
}

/** One pass of the mail retrier. @returns how many mails went out */
export function resendDueMails(db: Kysely<Database>, transport: Mailer, box: RetryBox, now = new Date(), log: (line: string) => void = console.error): Promise<number> {
  return resendDue(db, (message) => transport.send(message), MAILS, box, now, log);
}

/** Runs the mail retrier every `intervalMs`; call the answer to stop. */
export function startMailRetrier(db: Kysely<Database>, transport: Mailer, box: RetryBox, intervalMs = RETRY_INTERVAL_MS, log: (line: string) => void = console.error): () => Promise<void> {
  return startResending(db, (message) => transport.send(message), MAILS, box, intervalMs, log);
}
