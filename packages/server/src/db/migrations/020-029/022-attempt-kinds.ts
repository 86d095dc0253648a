import type { Kysely } from 'kysely';
import { runStatements } from '../helpers.js';

const KINDS_BEFORE = `'login', 'forgot', 'newsletter', 'totp'`;

/**
 * More throttled attempt kinds (SECURITY-REVIEW M1, L9, L17): recovery codes get a budget of
 * their own (past it they need a human check, while TOTP codes stop), and failed discount codes
 * and payment callbacks are counted per client address.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `ALTER TABLE auth_attempts DROP CONSTRAINT auth_attempts_kind_check`,
    `ALTER TABLE auth_attempts ADD CONSTRAINT auth_attempts_kind_check CHECK (kind IN (${KINDS_BEFORE}, 'recovery', 'discount', 'callback'))`,
  ]);
}

/** Forgets the new kinds' attempts and restores the earlier check. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `DELETE FROM auth_attempts WHERE kind IN ('recovery', 'discount', 'callback')`,
    `ALTER TABLE auth_attempts DROP CONSTRAINT auth_attempts_kind_check`,
    `ALTER TABLE auth_attempts ADD CONSTRAINT auth_attempts_kind_check CHECK (kind IN (${KINDS_BEFORE}))`,
  ]);
}
