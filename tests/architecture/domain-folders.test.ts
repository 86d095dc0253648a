// Issue 34 item 1: one name per feature. A domain is the same folder at every server layer
// (resolvers/, services/, db/repositories/, and its table file in db/tables/); the back office is
// an audience, so it has no folder of its own; HTTP routes reach the shop through the request's
// services, as resolvers do, never through a repository.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSources } from './source-imports.js';

const ROOT = resolve(import.meta.dirname, '../..');
const SERVER = 'packages/server/src';

const foldersOf = (layer: string) =>
  readdirSync(resolve(ROOT, SERVER, layer), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
const tablesOf = () =>
  readdirSync(resolve(ROOT, SERVER, 'db/tables'))
    .filter((name) => name.endsWith('.ts'))
    .map((name) => name.slice(0, -'.ts'.length))
    .sort();

/** Tables that are no domain of their own, with the reason; keep this list tiny. */
const TABLES_WITHOUT_A_DOMAIN: Record<string, string> = {
  mail: 'the mail outbox and send retries, kept by the mail adapter',
  payments: 'the payments of every kind of sale (sales/ and payments/ read them)',
  'text-messages': 'the text outbox, kept by the messaging adapter',
  texts: 'the shop texts content edits, read by content/',
};

const http = readSources(ROOT, `${SERVER}/http`).filter((file) => !file.test);
/** Where a relative specifier leads, from the server's src folder (`db/repositories/uploads.js`). */
const reached = (from: string, specifier: string) => join(dirname(from), specifier).slice(SERVER.length + 1);

describe('one name per domain at every server layer (issue 34)', () => {
  it('names each domain folder the same at resolvers/, services/ and db/repositories/', () => {
    const resolvers = foldersOf('resolvers');
    expect(resolvers.length).toBeGreaterThan(15);
    expect(resolvers.filter((name) => !foldersOf('services').includes(name))).toEqual([]);
    expect(resolvers.filter((name) => !foldersOf('db/repositories').includes(name))).toEqual([]);
  });

  it('keeps no audience folder: the back office lives in its domains', () => {
    for (const layer of ['resolvers', 'services', 'db/repositories', 'http']) expect(foldersOf(layer)).not.toContain('admin');
  });

  it('names each table file after a domain folder of db/repositories/, or says why not', () => {
    const domains = foldersOf('db/repositories');
    expect(tablesOf().filter((table) => !domains.includes(table) && !(table in TABLES_WITHOUT_A_DOMAIN))).toEqual([]);
    expect(Object.keys(TABLES_WITHOUT_A_DOMAIN).filter((table) => !tablesOf().includes(table))).toEqual([]);
  });
});

describe('HTTP routes reach the shop through the request’s services (issue 34)', () => {
  it('finds the routes', () => {
    expect(http.length).toBeGreaterThan(20);
  });

  it('imports no repository into http/', () => {
    const wrong = http.flatMap((file) => file.specifiers.filter((specifier) => specifier.startsWith('.') && reached(file.path, specifier).startsWith('db/repositories/')).map((specifier) => `${file.path}: ${specifier}`));
    expect(wrong).toEqual([]);
  });

  it('calls no service module in http/: a route is handed the request’s services (app.ts), types aside', () => {
    const valueImport = /^import (?!type )[^;]*? from '([^']+)'/gm;
    const wrong = http.flatMap((file) =>
      [...readFileSync(resolve(ROOT, file.path), 'utf8').matchAll(valueImport)]
        .map((match) => match[1]!)
        .filter((specifier) => specifier.startsWith('.') && reached(file.path, specifier).startsWith('services/'))
        .map((specifier) => `${file.path}: ${specifier}`),
    );
    expect(wrong).toEqual([]);
  });
});
