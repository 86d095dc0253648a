import type { Kysely } from 'kysely';
import pg from 'pg';
import { CONNECT_TIMEOUT_MS, postgresOf } from './database.js';
import type { Database } from './types.js';

/** What a listener is told: a notification, its connection lost (fall back), or listening again. */
export interface ListenHandlers {
  /** A NOTIFY on the channel, with its payload ('' when it has none). */
  onNotify(payload: string): void;
  /** LISTEN took effect; `again` after a lost connection, when notifications may have been missed. */
  onListening(again: boolean): void;
  /** The connection went away: the caller relies on its own expiry until `onNotify` comes again. */
  onLost(): void;
}

/** A running listener; `listening` says whether notifications reach it now. */
export interface Listener {
  readonly listening: boolean;
  close(): Promise<void>;
}

/** How long a lost listener waits before it connects again. */
export const RELISTEN_MS = 5000;

/**
 * LISTENs on `channel` on its own PostgreSQL connection (a pooled one is shared and cannot keep a
 * LISTEN), for as long as the database is open: `db.destroy()` ends it. A lost connection is told
 * to `onLost` and opened again every few seconds. Undefined on PGlite, which serves one process
 * and has no other instance to hear from.
 * @example const listener = listen(db, 'candleshop_partners_changed', { onNotify: reload, onListening: reload, onLost: () => {} });
 */
export function listen(db: Kysely<Database>, channel: string, handlers: ListenHandlers): Listener | undefined {
  const postgres = postgresOf(db);
  if (!postgres) return undefined;
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let listenedBefore = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const lost = () => {
    if (client === undefined) return;
    const old = client;
    client = undefined;
    old.end().catch(() => {});
    if (listening) handlers.onLost();
    listening = false;
    if (!closed) retry = setTimeout(() => void open(), RELISTEN_MS);
    // A retry waits for the database, never keeps the process alive.
    retry?.unref?.();
  };

  async function open(): Promise<void> {
    if (closed) return;
    const next = new pg.Client({ connectionString: postgres!.databaseUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
    client = next;
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (closed || client !== next) return;
      listening = true;
      // Whatever changed while no one listened is read again now.
      handlers.onListening(listenedBefore);
      listenedBefore = true;
    } catch {
      if (client === next) lost();
    }
  }

  /** Stops for good: no retry, the connection ended. */
  async function stop(): Promise<void> {
    closed = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    listening = false;
    await last?.end().catch(() => {});
  }

  void open();
  postgres.onEnd(stop);
  return {
    get listening() {
      return listening;
    },
    close: stop,
  };
}
