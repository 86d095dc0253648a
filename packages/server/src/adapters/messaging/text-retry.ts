import type { Kysely } from 'kysely';
import { TEXT_RETRY_LOCK_CLASS } from '../../db/repositories/sweeper-lock.js';
import type { Database } from '../../db/types.js';
import { maskPhone } from '../../internal/recipient-mask.js';
import type { RetryBox } from '../retry-seal.js';
import { keepingFailedSends, resendDue, RETRY_INTERVAL_MS, startResending, type RetriedKind } from '../send-retries.js';
import type { TextMessage, Texter } from './messaging.js';

/** Texts wait in `text_retries`, with the mails' pauses and number of attempts. */
const TEXTS: RetriedKind<TextMessage> = {
  table: 'text_retries',
  lockClass: TEXT_RETRY_LOCK_CLASS,
  name: 'text',
  describe: (message) => `text to ${maskPhone(message.to)}`,
};

/** The texter that keeps what it could not send (adapters/send-retries.ts). */
export function retryingTexter(db: Kysely<Database>, transport: Texter, box: RetryBox, log: (line: string) => void = console.error): Texter {
  return { kind: transport.kind, send: keepingFailedSends(db, (message) => transport.send(message), TEXTS, box, log) };
}

/** One pass of the text retrier. @returns how many texts went out */
export function resendDueTexts(db: Kysely<Database>, transport: Texter, box: RetryBox, now = new Date(), log: (line: string) => void = console.error): Promise<number> {
  return resendDue(db, (message) => transport.send(message), TEXTS, box, now, log);
}

/** Runs the text retrier every `intervalMs`; call the answer to stop. */
export function startTextRetrier(db: Kysely<Database>, transport: Texter, box: RetryBox, intervalMs = RETRY_INTERVAL_MS, log: (line: string) => void = console.error): () => Promise<void> {
  return startResending(db, (message) => transport.send(message), TEXTS, box, intervalMs, log);
}
