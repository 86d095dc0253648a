import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on its own connection (CREATE/DROP DATABASE cannot run inside a pool's transaction). */
export async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** A new database name no other suite or run uses, e.g. `test_1a2b3c4d5e6f`. */
export const freshDatabaseName = (prefix = 'test') => `${prefix}_${randomBytes(6).toString('hex')}`;

/** The connection string of another database on the same PostgreSQL server. */
export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.href;
}
