import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs statements one by one on a connection of their own (CREATE/DROP DATABASE cannot run inside a pool's transaction). */
export async function adminQuery(serverUrl: string, ...texts: string[]): Promise<void> {
  // The admin's own commits (CREATE DATABASE writes the copy through the WAL) need not wait for the disk either.
  const admin = new pg.Client({ connectionString: serverUrl, options: '-c synchronous_commit=off' });
  await admin.connect();
  try {
    for (const text of texts) await admin.query(text);
  } finally {
    await admin.end();
  }
}

/**
 * Creates a test database, empty or copied from `template`. Its commits do not wait for the WAL to
 * reach the disk: a test database is never recovered after a crash, and the wait (4 ms a commit on
 * this machine's disk, 8 s for 2,000 commits instead of 0.45 s) was most of what the PostgreSQL
 * suites did. What a commit guarantees to other sessions is unchanged.
 */
export async function createTestDatabase(serverUrl: string, name: string, template?: string): Promise<void> {
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`, `ALTER DATABASE ${name} SET synchronous_commit = off`);
}

/** A new database name no other suite or run uses, e.g. `test_1a2b3c4d5e6f`. */
export const freshDatabaseName = (prefix = 'test') => `${prefix}_${randomBytes(6).toString('hex')}`;

/** The connection string of another database on the same PostgreSQL server. */
export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.href;
}
