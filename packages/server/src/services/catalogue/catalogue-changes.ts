import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { listen, type Listener } from '../../db/listen.js';
import { announceCatalogueChanged, CATALOGUE_CHANGED } from '../../db/repositories/catalogue/catalogue-changes.js';
import type { Database } from '../../db/types.js';

/** This instance's side of the catalogue's change notices: `changed` announces one, `clear` is told of every other's. */
export interface CatalogueChanges {
  /**
   * This instance changed the catalogue: its caches go now, every other instance's when it hears.
   * Resolves once the notice went out (or failed, logged).
   */
  changed(): Promise<void>;
  listener: Listener | undefined;
}

/**
 * Keeps every instance's public caches in step with the catalogue (issue 34 item 7): a change made
 * on one instance is announced with NOTIFY and heard here with LISTEN, within a second rather than
 * when the caches expire. After a lost connection, whatever changed unheard is cleared too. On
 * PGlite (one process) nothing listens, and the local clear is all there is.
 * An instance's own notice comes back to it a moment later: it is passed over, or it would empty
 * caches filled since the change (answers already from after it) at a moment nobody chose.
 * @example const changes = watchCatalogueChanges(db, () => { publicCache.clear(); pageCache.clear(); }, console.error);
 */
export function watchCatalogueChanges(db: Kysely<Database>, clear: () => void, logError: (error: unknown) => void): CatalogueChanges {
  const instance = randomUUID();
  const listener = listen(db, CATALOGUE_CHANGED, {
    onNotify: (from) => {
      if (from !== instance) clear();
    },
    onListening: (again) => {
      if (again) clear();
    },
    onLost: () => {},
  });
  return {
    listener,
    async changed() {
      clear();
      // The change itself has committed; a notice that cannot go out leaves the others to their caches' expiry.
      if (listener) await announceCatalogueChanged(db, instance).catch(logError);
    },
  };
}
