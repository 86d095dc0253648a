import type { Kysely } from 'kysely';
import { listen } from '../../db/listen.js';
import { findActivePartnerOrigins, PARTNERS_CHANGED } from '../../db/repositories/partners/registry.js';
import type { Database } from '../../db/types.js';

/**
 * How long a loaded origin set is trusted when no notification can say it changed (PGlite, or a
 * lost listener): a change reaches every instance within this time without a restart (issue 26).
 */
export const PARTNER_ORIGINS_TTL_MS = 5000;
/** With the listener up, a change is heard at once; the set is still read again this often. */
export const LISTENING_TTL_MS = 60_000;

/** The active partners' origins (issue 26): credentialed CORS beside ALLOWED_ORIGINS. */
export interface PartnerOrigins {
  /** Whether `origin` is an active partner's, reading the registry again when the set expired. */
  has(origin: string): Promise<boolean>;
  /** The last set read, without waiting (the node adapter's own refusals); starts a read when expired. */
  hasLoaded(origin: string): boolean;
  /** This instance changed the registry: read it again on the next request. */
  forget(): void;
}

/** What the cache is made with. */
export interface PartnerOriginsOptions {
  /** Called after a change was heard from another instance (the public answers cached with their CORS permissions go). */
  onChange?: () => void;
  ttlMs?: number;
  listeningTtlMs?: number;
  now?: () => number;
}

/**
 * The active partners' origins, cached per instance: on PostgreSQL every change is announced
 * (NOTIFY, db/repositories/partners/registry.ts) and heard here (LISTEN), so the next request
 * reads the registry again; the cache also expires on its own, quickly when nothing listens. One
 * read at a time; the set holds at most the registry's origins (MAX_PARTNER_ORIGINS a partner).
 */
export function createPartnerOrigins(db: Kysely<Database>, options: PartnerOriginsOptions = {}): PartnerOrigins {
  const now = options.now ?? Date.now;
  const ttl = options.ttlMs ?? PARTNER_ORIGINS_TTL_MS;
  const listeningTtl = options.listeningTtlMs ?? LISTENING_TTL_MS;
  let origins = new Set<string>();
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<Set<string>> | undefined;
  // A read under way when a change comes may have missed it: its answer is not kept as fresh.
  let generation = 0;

  const forget = () => {
    generation++;
    readAt = Number.NEGATIVE_INFINITY;
  };
  const listener = listen(db, PARTNERS_CHANGED, {
    onNotify: () => {
      forget();
      options.onChange?.();
    },
    // What changed before the first LISTEN is read again; after a lost connection the cached
    // answers may carry the CORS permissions of a change not heard, so they go too.
    onListening: (again) => {
      forget();
      if (again) options.onChange?.();
    },
    onLost: () => {},
  });
  const expired = () => now() - readAt >= (listener?.listening ? listeningTtl : ttl);

  let readingFor = -1;
  function read(): Promise<Set<string>> {
    if (!reading || readingFor !== generation) {
      const started = (readingFor = generation);
      const current = findActivePartnerOrigins(db).then((list) => {
        if (started === generation) {
          origins = new Set(list);
          readAt = now();
        }
        return new Set(list);
      });
      reading = current;
      current
        .finally(() => {
          if (reading === current) reading = undefined;
        })
        .catch(() => {});
    }
    return reading;
  }

  return {
    async has(origin) {
      if (!expired()) return origins.has(origin);
      // A database that is away for a moment leaves the last set in force (the request itself will say 503).
      return (await read().catch(() => origins)).has(origin);
    },
    hasLoaded(origin) {
      if (expired()) read().catch(() => {});
      return origins.has(origin);
    },
    forget,
  };
}
