// The server's folders as layers (packages/server/README.md, "What may import what"): a request
// goes down from http/ and graphql/ through resolvers/ and services/ to db/ and adapters/, and
// nothing below reaches back up. Only the checks are here; the test reads the files.
import { posix } from 'node:path';
import type { SourceFile } from './source-imports.js';

/** A server folder and the folders its code may never import, with the reason. */
export const SERVER_LAYERS: Record<string, { never: string[]; because: string }> = {
  db: { never: ['auth', 'services', 'resolvers', 'graphql', 'http', 'payments'], because: 'db/ is the bottom layer: tables, queries, migrations' },
  adapters: { never: ['auth', 'services', 'resolvers', 'graphql', 'http', 'payments'], because: 'an adapter speaks to one outside system and knows no shop rules' },
  auth: { never: ['services', 'resolvers', 'graphql', 'http', 'payments'], because: 'auth/ checks who asks; the shop rules use it, not the reverse' },
  internal: { never: ['db', 'auth', 'services', 'resolvers', 'graphql', 'http', 'payments', 'adapters'], because: 'internal/ holds plain helpers with no shop knowledge' },
  services: { never: ['graphql', 'http'], because: 'a service is the shop rule, called by resolvers and routes, never calling them' },
  // Issue 34 item 1: what a payment releases is given to createPayments by the services (cancelOrder).
  payments: { never: ['services', 'resolvers', 'graphql', 'http'], because: 'payments are called by services, resolvers and routes, never calling them' },
  resolvers: { never: ['http'], because: 'resolvers answer GraphQL only; HTTP routes are beside them, not under them' },
  http: { never: ['resolvers', 'graphql'], because: 'a route calls services directly; GraphQL is one route, built in graphql/' },
};

/** The top folder of a path under `src` (`db` for `src/db/tables/sales.ts`), or `.` for a root file. */
function layerOf(src: string, path: string): string {
  const inside = posix.relative(src, path).split('/');
  return inside.length === 1 ? '.' : inside[0]!;
}

/** Each import of a non-test server file into a layer its folder may not reach, one line per offence. */
export function layerViolations(src: string, files: SourceFile[]): string[] {
  return files.flatMap((file) => {
    const rule = SERVER_LAYERS[layerOf(src, file.path)];
    if (!rule || file.test) return [];
    return file.specifiers
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => layerOf(src, posix.normalize(posix.join(posix.dirname(file.path), specifier))))
      .filter((layer) => rule.never.includes(layer))
      .map((layer) => `${file.path} imports ${layer}/: ${rule.because}`);
  });
}
