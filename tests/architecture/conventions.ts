// Conventions the house keeps by `npm test`, not by hand (issue 34 item 4): folders small enough
// to read, no import cycle anywhere, the host site's components tested. Pure functions over the
// sources `readSources` gives; conventions.test.ts applies them to the tree.
import { posix } from 'node:path';
import type { SourceFile } from './source-imports.js';

/** What a folder may hold: more files than this and a reader cannot see what it is about. */
export const MAX_SOURCE_FILES_A_FOLDER = 25;

/** Each folder holding more than {@link MAX_SOURCE_FILES_A_FOLDER} source files (tests beside them not counted). */
export function crowdedFolders(files: readonly SourceFile[]): string[] {
  const counts = new Map<string, number>();
  for (const file of files) {
    if (/\.test\.tsx?$/.test(file.path)) continue;
    const folder = posix.dirname(file.path);
    counts.set(folder, (counts.get(folder) ?? 0) + 1);
  }
  return [...counts].filter(([, count]) => count > MAX_SOURCE_FILES_A_FOLDER).map(([folder, count]) => `${folder}: ${count} source files`);
}

/** Resolves a relative specifier to the file it names (`./x.js` is `x.ts`), or undefined. */
function target(from: string, specifier: string, known: ReadonlySet<string>): string | undefined {
  const base = posix.join(posix.dirname(from), specifier).replace(/\.(m?js|jsx)$/, '');
  return ['.ts', '.tsx', '.mts', '.mjs', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((path) => known.has(path));
}

/**
 * Every import cycle among the files (type imports included: a module that needs itself through
 * others, even for a type, makes the layers unreadable), each as its chain of paths.
 * @example importCycles(readSources(root, 'packages/core/src'))
 */
export function importCycles(files: readonly SourceFile[]): string[][] {
  const known = new Set(files.map((file) => file.path));
  const graph = new Map(files.map((file) => [file.path, file.specifiers.filter((s) => s.startsWith('.')).flatMap((s) => target(file.path, s, known) ?? [])]));
  const cycles: string[][] = [];
  const done = new Set<string>();
  const stack: string[] = [];
  const visit = (path: string) => {
    const at = stack.indexOf(path);
    if (at !== -1) return void cycles.push([...stack.slice(at), path]);
    if (done.has(path)) return;
    stack.push(path);
    for (const next of graph.get(path) ?? []) visit(next);
    stack.pop();
    done.add(path);
  };
  for (const path of graph.keys()) visit(path);
  return cycles;
}

// vitest.config.ts runs suites in a shared module graph and window unless a file's name says
// otherwise: a mock (vi.mock) or a custom element defined there would reach the suites after it,
// and a shadow root attached by hand fails on an element another suite defined. A widget's
// `define` (its define.js) defines its elements on the window too.
const NEEDS_ITS_OWN_WORKER = /^\s*(vi\.(mock|doMock)|customElements\.define)\(|\.attachShadow\(|^import \{[^}]*\bdefine\b[^}]*\} from '[^']*\/define\.js';/m;

/** Test files that mock a module, define a custom element or attach a shadow root but are not named `*.isolated.test.*`. */
export function unisolatedSuites(files: readonly { path: string; text: string }[]): string[] {
  return files.filter(({ path, text }) => /\.test\.tsx?$/.test(path) && !/\.isolated\.test\.tsx?$/.test(path) && NEEDS_ITS_OWN_WORKER.test(text)).map(({ path }) => path);
}
