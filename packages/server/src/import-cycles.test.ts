import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A module that imports itself through others (types too) makes the layers unreadable: db/ types
// must not need payments/ types that need db/ types. Walks every relative import of the server.
const SOURCE = fileURLToPath(new URL('.', import.meta.url));

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The files a module imports relatively (`./x.js` is the source `./x.ts`). */
function importsOf(file: string, source: string, exists: (path: string) => boolean): string[] {
  return [...source.matchAll(IMPORT)]
    .map((match) => resolve(dirname(file), (match[1] ?? match[2])!.replace(/\.js$/, '.ts')))
    .filter(exists);
}

/** Every import cycle among the files, each as the chain of paths relative to `root`. */
function importCycles(files: ReadonlyMap<string, string>, root: string, exists: (path: string) => boolean = existsSync): string[][] {
  const graph = new Map([...files].map(([file, source]) => [file, importsOf(file, source, exists)]));
  const cycles: string[][] = [];
  const done = new Set<string>();
  const stack: string[] = [];
  const visit = (file: string) => {
    const at = stack.indexOf(file);
    if (at !== -1) {
      cycles.push([...stack.slice(at), file].map((path) => relative(root, path).split(sep).join('/')));
      return;
    }
    if (done.has(file)) return;
    stack.push(file);
    for (const next of graph.get(file) ?? []) visit(next);
    stack.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return cycles;
}

describe('import graph', () => {
  it('has no cycle among the server modules, type imports included', () => {
    const files = new Map(sourceFiles(SOURCE).map((file) => [file, readFileSync(file, 'utf8')]));
    expect(importCycles(files, SOURCE)).toEqual([]);
  });

  it('finds a cycle through a type-only import', () => {
    const files = new Map([
      ['/r/db/types.ts', "import type { PaymentStart } from '../payments/types.js';\n"],
      ['/r/payments/types.ts', "import type { Lang } from '../db/types.js';\nexport type { X } from './x.js';\n"],
      ['/r/payments/x.ts', 'export type X = 1;\n'],
    ]);
    expect(importCycles(files, '/r', (path) => files.has(path))).toEqual([['db/types.ts', 'payments/types.ts', 'db/types.ts']]);
  });
});
