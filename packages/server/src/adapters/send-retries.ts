import type { Kysely } from 'kysely';
import { deleteRetry, dueRetries, insertRetry, postponeRetry, type RetryTableName } from '../db/repositories/send-retries.js';
import { withSweeperLock } from '../db/repositories/sweeper-lock.js';
import type { Database } from '../db/types.js';
import { maskContacts } from '../internal/recipient-mask.js';
import { openMessage, sealMessage, type RetryBox } from './retry-seal.js';

// Issue 23: a mail server or a messaging provider away for a while loses nothing. A send that
// fails is kept in its table and counts as sent for the caller; one instance at a time (a
// database lock, DESIGN §8) sends again what is due, with a growing pause, and gives a message up
// loudly after MAX_ATTEMPTS. Mails and texts are retried alike, each in its own table and lock.
// A kept message is sealed in `box` (retry-seal.ts, SECURITY-REVIEW-2 N13), and log lines name
// its recipient masked.

/** How often a retrier looks for messages due again, in ms. */
export const RETRY_INTERVAL_MS = 30_000;
/** Messages one pass sends at most (the rest wait for the next pass). */
const BATCH = 50;
/** After this many failures a message stops being tried and is logged as lost (about two days of pauses). */
export const MAX_ATTEMPTS = 12;

/** The pause before attempt `attempts + 1`: 1, 2, 4… minutes, at most 6 hours. */
export function retryPause(attempts: number): number {
  return Math.min(60_000 * 2 ** (attempts - 1), 6 * 60 * 60 * 1000);
}

/** One kind of message retried: where it waits, its lock, and how a log line names one. */
export interface RetriedKind<Message> {
  table: RetryTableName;
  lockClass: number;
  /** `mail`, `text`: the retrier's name in its log lines. */
  name: string;
  /** How a log line names a message: its recipient masked (internal/recipient-mask.ts). */
  describe(message: Message): string;
}

type Send<Message> = (message: Message) => Promise<void>;
type Log = (line: string) => void;

// What a provider answered may quote the recipient ("<noor@example.org>: rejected"): masked too.
const reason = (error: unknown) => maskContacts((error instanceof Error ? error.message : String(error)).slice(0, 500));

/**
 * `send` that keeps what it could not send, to be sent again by {@link resendDue}. Only when the
 * database cannot keep it either does the send fail (the caller logs it).
 */
export function keepingFailedSends<Message>(db: Kysely<Database>, send: Send<Message>, kind: RetriedKind<Message>, box: RetryBox, log: Log): Send<Message> {
  return async (message) => {
    try {
      await send(message);
    } catch (error) {
      await insertRetry(db, kind.table, sealMessage(box, message), new Date(Date.now() + retryPause(1)), reason(error));
      log(`candleshop: ${kind.describe(message)} could not be sent now (${reason(error)}); kept and tried again later`);
    }
  };
}

/**
 * One pass of a retrier, on one instance at a time: sends the messages that are due; one that
 * fails again waits longer, and after {@link MAX_ATTEMPTS} is logged as lost and dropped.
 * @returns how many went out
 */
export async function resendDue<Message>(db: Kysely<Database>, send: Send<Message>, kind: RetriedKind<Message>, box: RetryBox, now: Date, log: Log): Promise<number> {
  const run = await withSweeperLock(
    db,
    async () => {
      let sent = 0;
      for (const row of await dueRetries<unknown>(db, kind.table, now, BATCH)) {
        let message: Message;
        try {
          message = openMessage<Message>(box, row.message);
        } catch (error) {
          // Sealed under another STAFF_SECRET_KEY: no later attempt can read it either.
          log(`candleshop: ALERT a ${kind.name} kept for retry could not be opened (${reason(error)}; STAFF_SECRET_KEY changed?) and is lost`);
          await deleteRetry(db, kind.table, row.id);
          continue;
        }
        try {
          await send(message);
          await deleteRetry(db, kind.table, row.id);
          sent += 1;
        } catch (error) {
          const attempts = row.attempts + 1;
          if (attempts >= MAX_ATTEMPTS) {
            log(`candleshop: ALERT ${kind.describe(message)} lost after ${attempts} attempts (${reason(error)})`);
            await deleteRetry(db, kind.table, row.id);
          } else {
            await postponeRetry(db, kind.table, row.id, attempts, new Date(now.getTime() + retryPause(attempts)), reason(error));
          }
        }
      }
      return sent;
    },
    kind.lockClass,
  );
  return run.ran ? run.result : 0;
}

/** Runs {@link resendDue} every `intervalMs`; a failed pass (the database away) waits for the next. Call the answer to stop. */
export function startResending<Message>(db: Kysely<Database>, send: Send<Message>, kind: RetriedKind<Message>, box: RetryBox, intervalMs: number, log: Log): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = resendDue(db, send, kind, box, new Date(), log).catch((error) => log(`candleshop: ${kind.name} retrier pass failed (${reason(error)}); next in ${intervalMs / 1000} s`));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
