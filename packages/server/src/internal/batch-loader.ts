/**
 * Loads values for many keys in one call: every key asked for while GraphQL resolves one level
 * of a response is fetched together (one SQL query per loader and level, never one per item).
 * Results are cached for the loader's life, which is one request.
 */
export interface BatchLoader<K, V> {
  (key: K): Promise<V>;
  /** Stores a value fetched some other way (a part that came with its parent's row); a key already asked for keeps its value. */
  prime(key: K, value: V): void;
}

/**
 * Creates a per-request batch loader.
 * @param loadMany fetches every requested key at once; keys missing from the map get `missing`
 * @example const productById = createBatchLoader((ids) => findProducts(db, ids), null);
 */
export function createBatchLoader<K, V>(loadMany: (keys: readonly K[]) => Promise<Map<K, V>>, missing: V): BatchLoader<K, V> {
  const cache = new Map<K, Promise<V>>();
  let queue: Array<{ key: K; resolve: (value: V) => void; reject: (error: unknown) => void }> = [];

  const dispatch = async () => {
    const batch = queue;
    queue = [];
    try {
      const values = await loadMany([...new Set(batch.map((item) => item.key))]);
      for (const item of batch) item.resolve(values.has(item.key) ? values.get(item.key)! : missing);
    } catch (error) {
      for (const item of batch) {
        cache.delete(item.key);
        item.reject(error);
      }
    }
  };

  const load = (key: K) => {
    const cached = cache.get(key);
    if (cached) return cached;
    const promise = new Promise<V>((resolve, reject) => {
      // Wait for the promise jobs of the current tick to settle, so sibling resolvers whose
      // parents resolved in the same tick still join this batch (the DataLoader approach).
      if (queue.length === 0) void Promise.resolve().then(() => process.nextTick(() => void dispatch()));
      queue.push({ key, resolve, reject });
    });
    cache.set(key, promise);
    return promise;
  };
  const prime = (key: K, value: V) => void (cache.has(key) || cache.set(key, Promise.resolve(value)));
  return Object.assign(load, { prime });
}

/** Groups rows into a map of arrays by a key, keeping row order. */
export function groupBy<K, R>(rows: readonly R[], keyOf: (row: R) => K): Map<K, R[]> {
  const groups = new Map<K, R[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
