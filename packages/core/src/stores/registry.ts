// DESIGN §2: the host site and every widget bundle carry their own copy of core, yet must share one
// cart, one sign-in and one language per page. The registry lives on globalThis under a versioned
// symbol; bump the version when a shared store changes shape.
const REGISTRY = Symbol.for('candleshop.registry.v1');

type Registry = Map<string, unknown>;
type GlobalWithRegistry = typeof globalThis & { [REGISTRY]?: Registry };

function registry(): Registry {
  const scope = globalThis as GlobalWithRegistry;
  return (scope[REGISTRY] ??= new Map());
}

// Marked free of side effects so a bundle drops the stores it never reads (DESIGN §6 byte budget):
// the instance is made on first use, whoever asks first.
/**
 * Returns the page's single instance named `name`, creating it on first use.
 * @example const $lang = shared('lang', () => atom('en'));
 */
/* @__NO_SIDE_EFFECTS__ */
export function shared<T>(name: string, create: () => T): T {
  const map = registry();
  if (!map.has(name)) map.set(name, create());
  return map.get(name) as T;
}
