import type pg from 'pg';

// Issue 23: pg reports a connection the server ended (a restart, a failover, a pooler's idle
// timeout, pg_terminate_backend) as an 'error' event, on the pool for an idle connection and on
// the client for one checked out (between the statements of a transaction, say). An 'error' event
// nobody listens to ends the Node process, so both get a listener. The pool drops the broken
// connection (pg-pool releases a client that is no longer queryable by removing it) and opens a
// new one on the next request; the query that was running fails on its own, and the request
// answers 503 (db/unavailable.ts).

/** Logs a lost connection in one line: it is expected weather, not a crash to investigate. */
export function logLostConnection(error: Error): void {
  console.error(`candleshop: a database connection was lost (${error.message}); a new one is opened when needed`);
}

/**
 * Makes the pool survive connections the server ends: idle or checked out, each loss is told to
 * `onLost` once, and nothing throws.
 */
export function survivesLostConnections(pool: pg.Pool, onLost: (error: Error) => void): pg.Pool {
  // An idle connection: pg-pool has already removed it when this fires.
  pool.on('error', (error) => onLost(error));
  pool.on('connect', (client) => {
    let told = false;
    // A checked-out connection: pg also emits an idle one's error here, before the pool's event,
    // so only a loss the pool will not tell of (the client is checked out) is told here.
    client.on('error', (error) => {
      if (told) return;
      told = true;
      if (client.listenerCount('error') === 1) onLost(error);
    });
  });
  return pool;
}
