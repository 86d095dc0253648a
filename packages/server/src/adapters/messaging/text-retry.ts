import type { Kysely } from 'kysely';
import { deleteTextRetry, dueTextRetries, insertTextRetry, postponeTextRetry } from '../../db/repositories/text-messages.js';
import { withSweeperLock } from '../../db/repositories/sweeper-lock.js';
import type { Database } from '../../db/types.js';
import { MAIL_MAX_ATTEMPTS, MAIL_RETRY_INTERVAL_MS, retryPause } from '../mail/mail-retry.js';
import type { Texter } from './messaging.js';

// The texts' twin of the mail retrier (mail-retry.ts): the same pauses and the same number of
// attempts, its own table and its own lock, so a provider away for a while loses no text.

/** The lock class of the text retrier: one instance resends at a time. */
const TEXT_RETRY_LOCK_CLASS = 0x74_65_78_74; // "text"
const BATCH = 50;

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * The texter that keeps what it could not send: a failed send is written to `text_retries` and
 * counts as sent for the caller; {@link resendDueTexts} tries it again later.
 */
export function retryingTexter(db: Kysely<Database>, transport: Texter, log: (line: string) => void = console.error): Texter {
  return {
    kind: transport.kind,
    async send(message) {
      try {
        await transport.send(message);
      } catch (error) {
        await insertTextRetry(db, message, new Date(Date.now() + retryPause(1)), reason(error));
        log(`candleshop: text to ${message.to} could not be sent now (${reason(error)}); kept and tried again later`);
      }
    },
  };
}

/**
 * One pass of the text retrier, on one instance at a time: sends the texts that are due; one that
 * fails again waits longer, and after the mail retrier's number of attempts is logged as lost.
 * @returns how many texts went out
 */
export async function resendDueTexts(db: Kysely<Database>, transport: Texter, now = new Date(), log: (line: string) => void = console.error): Promise<number> {
  const run = await withSweeperLock(
    db,
    async () => {
      let sent = 0;
      for (const row of await dueTextRetries(db, now, BATCH)) {
        try {
          await transport.send(row.message);
          await deleteTextRetry(db, row.id);
          sent += 1;
        } catch (error) {
          const attempts = row.attempts + 1;
          if (attempts >= MAIL_MAX_ATTEMPTS) {
            log(`candleshop: ALERT text to ${row.message.to} lost after ${attempts} attempts (${reason(error)})`);
            await deleteTextRetry(db, row.id);
          } else {
            await postponeTextRetry(db, row.id, attempts, new Date(now.getTime() + retryPause(attempts)), reason(error));
          }
        }
      }
      return sent;
    },
    TEXT_RETRY_LOCK_CLASS,
  );
  return run.ran ? run.result : 0;
}

/** Runs {@link resendDueTexts} every `intervalMs`; call the answer to stop. */
export function startTextRetrier(db: Kysely<Database>, transport: Texter, intervalMs = MAIL_RETRY_INTERVAL_MS, log: (line: string) => void = console.error): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = resendDueTexts(db, transport, new Date(), log).catch((error) => log(`candleshop: text retrier pass failed (${reason(error)}); next in ${intervalMs / 1000} s`));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
