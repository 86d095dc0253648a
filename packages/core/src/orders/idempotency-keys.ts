/** One form's idempotency keys: see {@link createIdempotencyKeys}. */
export interface IdempotencyKeys {
  /** The key for a submit of `fingerprint`: the same while the same thing is retried, new once it changed. */
  keyFor(fingerprint: string): string;
  /** The submit succeeded: the next one is a new purchase with a new key. */
  done(): void;
}

/**
 * Idempotency keys for one form (SPEC §4, DESIGN §4): a retry of the same submit after a lost
 * answer sends the same key, so the server never makes a second one; a changed form or a
 * success starts a new key.
 * @example const keys = createIdempotencyKeys(); keys.keyFor(JSON.stringify(variables));
 */
export function createIdempotencyKeys(newKey: () => string = () => crypto.randomUUID()): IdempotencyKeys {
  let last: { fingerprint: string; key: string } | undefined;
  return {
    keyFor(fingerprint) {
      if (last?.fingerprint !== fingerprint) last = { fingerprint, key: newKey() };
      return last.key;
    },
    done() {
      last = undefined;
    },
  };
}
