/** Idempotency keys for one form: see {@link createIdempotencyKeys}. */
export interface IdempotencyKeys {
  /** The key for a submit of `fingerprint`: the same while the same submit is retried, new once it changed. */
  keyFor(fingerprint: string): string;
  /** The submit succeeded: the next one, even of the same values, is a new order. */
  done(): void;
}

/**
 * Keeps one form's idempotency key: a retry of the same submit (a lost answer, a failure) sends
 * the same key, so the server never makes a second order or refill request; a changed form or a
 * success starts a new one.
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
