import type { Kysely } from 'kysely';
import { deleteRateEventsBefore } from '../../db/repositories/accounts/rate-events.js';
import { deleteExpiredSocialNonces } from '../../db/repositories/accounts/social-nonces.js';
import { UPLOAD_SWEEPER_LOCK_CLASS, withSweeperLock } from '../../db/repositories/sweeper-lock.js';
import { deleteUnreferencedUploads } from '../../db/repositories/uploads.js';
import type { Database } from '../../db/types.js';
import { repeatPass } from '../../internal/repeat-pass.js';

/** How long an upload nothing references is kept (SECURITY-REVIEW M8: a form may still be filled in). */
export const UNREFERENCED_UPLOAD_MS = 24 * 60 * 60 * 1000;
/** How often the sweeper runs, in ms. */
export const UPLOAD_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * One pass of the upload sweeper, on one instance at a time (a database lock, DESIGN §8): deletes
 * uploads older than a day that no profile, logo or request references (SECURITY-REVIEW M8), and
 * the expired counts and nonces of migration 024, so none of those tables grows for ever.
 * @returns how many uploads were deleted (0 when another instance holds the lock)
 */
export async function sweepUploads(db: Kysely<Database>, now = new Date()): Promise<number> {
  const run = await withSweeperLock(
    db,
    async () => {
      const deleted = await deleteUnreferencedUploads(db, new Date(now.getTime() - UNREFERENCED_UPLOAD_MS));
      await deleteRateEventsBefore(db, new Date(now.getTime() - 24 * 60 * 60 * 1000));
      await deleteExpiredSocialNonces(db, now);
      return deleted;
    },
    UPLOAD_SWEEPER_LOCK_CLASS,
  );
  return run.ran ? run.result : 0;
}

/** Runs {@link sweepUploads} every `intervalMs`; call the answer to stop (it resolves once a running pass ends). */
export function startUploadSweeper(db: Kysely<Database>, intervalMs = UPLOAD_SWEEP_INTERVAL_MS, log: (error: unknown) => void = console.error): () => Promise<void> {
  return repeatPass(() => sweepUploads(db), intervalMs, log);
}
