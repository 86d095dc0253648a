import type { Kysely } from 'kysely';
import { deleteMailRetry, dueMailRetries, insertMailRetry, postponeMailRetry } from '../../db/repositories/mail-retries.js';
import { MAIL_RETRY_LOCK_CLASS, withSweeperLock } from '../../db/repositories/sweeper-lock.js';
import type { Database } from '../../db/types.js';
import type { Mailer } from './mail.js';

/** How often the retrier looks for mails due again, in ms. */
export const MAIL_RETRY_INTERVAL_MS = 30_000;
/** Mails one pass sends at most (the rest wait for the next pass). */
const BATCH = 50;
/** After this many failures a mail stops being tried and is logged as lost (about two days of pauses). */
export const MAIL_MAX_ATTEMPTS = 12;

/** The pause before attempt `attempts + 1`: 1, 2, 4… minutes, at most 6 hours. */
export function retryPause(attempts: number): number {
  return Math.min(60_000 * 2 ** (attempts - 1), 6 * 60 * 60 * 1000);
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * The mailer that keeps what it could not send (issue 23: a mail server or network away for a
 * while loses no mail): a failed send is written to `mail_retries` and counts as sent for the
 * caller, and {@link resendDueMails} tries it again later. Only when the database cannot keep it
 * either does the send fail (the caller logs it, as before).
 */
export function retryingMailer(db: Kysely<Database>, transport: Mailer, log: (line: string) => void = console.error): Mailer {
  return {
    kind: transport.kind,
    async send(message) {
      try {
        await transport.send(message);
      } catch (error) {
        await insertMailRetry(db, message, new Date(Date.now() + retryPause(1)), reason(error));
        log(`candleshop: mail "${message.subject}" could not be sent now (${reason(error)}); kept and tried again later`);
      }
    },
  };
}

/**
 * One pass of the retrier, on one instance at a time (a database lock, DESIGN §8): sends the mails
 * that are due; a mail that fails again waits longer, and after {@link MAIL_MAX_ATTEMPTS} is logged
 * as lost and dropped.
 * @returns how many mails went out
 */
export async function resendDueMails(db: Kysely<Database>, transport: Mailer, now = new Date(), log: (line: string) => void = console.error): Promise<number> {
  const run = await withSweeperLock(
    db,
    async () => {
      let sent = 0;
      for (const row of await dueMailRetries(db, now, BATCH)) {
        try {
          await transport.send(row.message);
          await deleteMailRetry(db, row.id);
          sent += 1;
        } catch (error) {
          const attempts = row.attempts + 1;
          if (attempts >= MAIL_MAX_ATTEMPTS) {
            log(`candleshop: ALERT mail "${row.message.subject}" to ${row.message.to} lost after ${attempts} attempts (${reason(error)})`);
            await deleteMailRetry(db, row.id);
          } else {
            await postponeMailRetry(db, row.id, attempts, new Date(now.getTime() + retryPause(attempts)), reason(error));
          }
        }
      }
      return sent;
    },
    MAIL_RETRY_LOCK_CLASS,
  );
  return run.ran ? run.result : 0;
}

/** Runs {@link resendDueMails} every `intervalMs`; a failed pass (the database away) waits for the next. Call the answer to stop. */
export function startMailRetrier(db: Kysely<Database>, transport: Mailer, intervalMs = MAIL_RETRY_INTERVAL_MS, log: (line: string) => void = console.error): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = resendDueMails(db, transport, new Date(), log).catch((error) => log(`candleshop: mail retrier pass failed (${reason(error)}); next in ${intervalMs / 1000} s`));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
