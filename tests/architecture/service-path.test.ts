// Issue 25: one path through the server, HTTP → yoga → context → resolver → service → repository.
// Services know nothing of HTTP nor of the resolvers that call them; resolvers reach services only
// through the request's `ctx.services`, never the database.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSources } from './source-imports.js';

const ROOT = resolve(import.meta.dirname, '../..');
const SERVER = 'packages/server/src';

const sources = readSources(ROOT, SERVER).filter((file) => !file.test);
const inside = (folder: string) => sources.filter((file) => file.path.startsWith(`${SERVER}/${folder}/`));
const text = (path: string) => readFileSync(resolve(ROOT, path), 'utf8');
/** Where a relative specifier leads, from the server's src folder (`resolvers/args.js`). */
const reached = (from: string, specifier: string) => join(dirname(from), specifier).slice(SERVER.length + 1);

// What only the HTTP layer and the resolvers touch: a response's cookies and headers, the request.
const HTTP_WORDS = /responseCookies|set-cookie|sessionCookie\(|clearedSessionCookie\(|\bheaders\b|ShopContext/i;

describe('the server layers (issue 25)', () => {
  const services = inside('services');

  it('finds the services and resolvers', () => {
    expect(services.length).toBeGreaterThan(20);
    expect(inside('resolvers').length).toBeGreaterThan(15);
  });

  it('never lets a service import a resolver, the HTTP layer or the request context', () => {
    const wrong = services.flatMap((file) =>
      file.specifiers
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => ({ file: file.path, to: reached(file.path, specifier) }))
        .filter(({ to }) => /^(resolvers|http)\//.test(to) || to === 'context.js' || to === 'yoga.js' || to === 'app.js'),
    );
    expect(wrong).toEqual([]);
  });

  it('never lets a service set a cookie or read headers (the resolver does, from what the service answers)', () => {
    const wrong = services.filter((file) => HTTP_WORDS.test(text(file.path))).map((file) => file.path);
    expect(wrong).toEqual([]);
  });

  it('has resolvers reach services through ctx.services only: no database, no factories of their own', () => {
    const wrong = inside('resolvers').filter((file) => {
      const source = text(file.path);
      return /\bctx\.db\b|\{ db\b[^}]*\}: ShopContext/.test(source) || /import \{[^}]*\bcreate[A-Z]\w*[^}]*\} from '[./]+\/services\//.test(source);
    });
    expect(wrong.map((file) => file.path)).toEqual([]);
  });

  it('makes every service in services/index.ts, so there is one way to build one', () => {
    const factories = services.filter((file) => !file.path.endsWith('services/index.ts')).flatMap((file) => [...text(file.path).matchAll(/^export function (create\w+)\(/gm)].map((match) => match[1]!));
    const index = text(`${SERVER}/services/index.ts`);
    // Helpers that are not services of a request: views and batch loaders a service builds for itself.
    // createPartnerOrigins is the app's one cache of the partners' origins for CORS (app.ts), not a request's.
    const notServices = new Set(['createViews', 'createContentViews', 'createPlaceViews', 'createPartnerOrigins']);
    const missing = factories.filter((name) => !notServices.has(name) && !index.includes(`${name}(`));
    expect(missing).toEqual([]);
  });
});
