import { createServer } from 'node:net';
import type { Kysely } from 'kysely';
import { createDatabase } from '../db/database.js';
import type { Database } from '../db/types.js';

/** A loopback port nothing listens on: connecting is refused at once, as with a stopped server. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A PostgreSQL database that is away (issue 23): every connection is refused. No server needed. */
export async function awayDatabase(): Promise<Kysely<Database>> {
  return createDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${await closedPort()}/shop`, onConnectionLost: () => {} });
}

/** A yoga logger that keeps quiet: the tests read answers, not logs. */
export const QUIET_LOGGER = { debug() {}, info() {}, warn() {}, error() {} };
