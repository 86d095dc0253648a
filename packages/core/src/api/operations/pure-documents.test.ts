import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const folder = dirname(fileURLToPath(import.meta.url));
// The back office's documents sit in a folder of their own (back-office/).
const sources = (readdirSync(folder, { recursive: true }) as string[]).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

// A document is built by a call at module level; without the annotation Rollup keeps every
// document of a file in every widget that imports one of them (the grid carried the account and
// order mutations: about 2.5 KB gzip).
describe('operation documents', () => {
  it('are built by pure-annotated calls, so widgets ship only the documents they use', () => {
    const bare = sources.flatMap((name) =>
      [...readFileSync(join(folder, name), 'utf8').matchAll(/^(.*)\bgraphql\(/gm)].filter((match) => !match[1]!.includes('/* @__PURE__ */') && !match[1]!.includes('import')).map((match) => `${name}: ${match[0].trim()}`),
    );
    expect(sources.length).toBeGreaterThan(5);
    expect(bare).toEqual([]);
  });
});
