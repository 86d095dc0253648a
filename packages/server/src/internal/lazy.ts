/**
 * A stand-in for a service built on first use: most requests use one of the services a context
 * offers, and building the others (their loaders and views) was a measurable share of a small
 * request (issue 14). A Proxy rather than a getter, because yoga copies the context's
 * properties with Object.assign, which would call a getter at once.
 * @example catalogue: lazy(() => createCatalogue(db, { lang, publicUrl }))
 */
export function lazy<T extends object>(create: () => T): T {
  let made: T | undefined;
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get((made ??= create()), key),
    has: (_, key) => Reflect.has((made ??= create()), key),
  });
}
