// Reads what each source file imports, as TypeScript sees it (comments and strings are no imports).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** A source file and the module specifiers it imports, re-exports or references as types. */
export interface SourceFile {
  /** Path from the repository root, with forward slashes. */
  path: string;
  specifiers: string[];
  /** Test code: a test file, a file under test/, or a file only test code imports. */
  test: boolean;
}

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const SKIP = new Set(['node_modules', 'dist']);

function walk(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(folder, entry.name);
    return entry.isDirectory() ? walk(path) : SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The specifiers a file's text imports: static and dynamic imports, re-exports, `/// <reference types>`. */
export function importsOf(text: string): string[] {
  const info = ts.preProcessFile(text, true, true);
  return [...info.importedFiles, ...info.typeReferenceDirectives].map((reference) => reference.fileName);
}

/** Resolves a relative specifier to the source file it names (`./x.js` → `x.ts`), or undefined. */
function target(from: string, specifier: string, files: Set<string>): string | undefined {
  const base = join(dirname(from), specifier).replace(/\.js$/, '');
  return ['.ts', '.tsx', '.mjs', '/index.ts'].map((ext) => base + ext).find((candidate) => files.has(candidate));
}

/** Every source file under `folder` (relative to `root`) with its imports, tests told apart. */
export function readSources(root: string, folder: string): SourceFile[] {
  const paths = walk(resolve(root, folder)).map((path) => relative(root, path).split('\\').join('/'));
  const files = paths.map((path) => ({ path, specifiers: importsOf(readFileSync(resolve(root, path), 'utf8')), test: /\.test\.tsx?$|\/test\//.test(path) }));
  // A helper only tests import is test code too (core's fresh-page.ts, server's test/ builders).
  const known = new Set(paths);
  const importers = new Map<string, string[]>();
  for (const file of files) {
    for (const specifier of file.specifiers.filter((s) => s.startsWith('.'))) {
      const to = target(file.path, specifier, known);
      if (to) importers.set(to, [...(importers.get(to) ?? []), file.path]);
    }
  }
  const byPath = new Map(files.map((file) => [file.path, file]));
  for (let changed = true; changed;) {
    changed = false;
    for (const file of files) {
      const from = importers.get(file.path);
      if (!file.test && from?.length && from.every((path) => byPath.get(path)?.test)) changed = file.test = true;
    }
  }
  return files;
}
