import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIN_COMPONENT_TEST_RATIO, testLines } from '../../scripts/test-ratio.mjs';
import { crowdedFolders, importCycles, MAX_SOURCE_FILES_A_FOLDER, unisolatedSuites } from './conventions.js';
import { readSources, type SourceFile } from './source-imports.js';

const ROOT = resolve(import.meta.dirname, '../..');
const FOLDERS = ['packages/rules/src', 'packages/core/src', 'packages/ui/src', 'packages/widgets/src', 'packages/server/src', 'host-site/src', 'tests', 'scripts', 'examples'];
const sources = FOLDERS.flatMap((folder) => readSources(ROOT, folder));

const file = (path: string, specifiers: string[] = []): SourceFile => ({ path, specifiers, test: false });

describe('the house conventions (issue 34 item 4)', () => {
  it(`no folder holds more than ${MAX_SOURCE_FILES_A_FOLDER} source files`, () => {
    expect(crowdedFolders(sources)).toEqual([]);
  });

  it('no module imports itself through others anywhere, type imports included', () => {
    expect(importCycles(sources)).toEqual([]);
  });

  it(`the host site has at least ${MIN_COMPONENT_TEST_RATIO} lines of component test a line of code`, () => {
    const lines = testLines(resolve(ROOT, 'host-site/src'));
    expect(lines.componentTests / lines.code).toBeGreaterThanOrEqual(MIN_COMPONENT_TEST_RATIO);
  });

  it('a suite that mocks a module or defines a custom element runs isolated (*.isolated.test.*)', () => {
    const tests = sources.filter((source) => /\.test\.tsx?$/.test(source.path));
    expect(tests.length).toBeGreaterThan(300);
    expect(unisolatedSuites(tests.map(({ path }) => ({ path, text: readFileSync(resolve(ROOT, path), 'utf8') })))).toEqual([]);
  });

  it('tells a mocking suite from an isolated one by its name', () => {
    const mocking = "import { x } from './x.js';\n  vi.mock('../api.js', () => ({}));";
    expect(
      unisolatedSuites([
        { path: 'a/x.test.tsx', text: mocking },
        { path: 'a/y.isolated.test.tsx', text: mocking },
        { path: 'a/z.test.ts', text: '\ncustomElements.define("a-b", B);' },
        { path: 'a/w.test.ts', text: 'vi.fn()' },
        { path: 'a/d.test.ts', text: "import { define } from './define.js';\nbeforeAll(() => define(SHOP));" },
        // Split, or this very file would be one.
        { path: 'a/s.test.ts', text: ['host', 'attachShadow({ mode: "open" });'].join('.') },
      ]),
    ).toEqual(['a/x.test.tsx', 'a/z.test.ts', 'a/d.test.ts', 'a/s.test.ts']);
  });

  it('counts a folder by its source files, not the tests beside them', () => {
    const code = Array.from({ length: MAX_SOURCE_FILES_A_FOLDER }, (_, n) => file(`a/f${n}.ts`));
    const tests = code.map(({ path }) => file(path.replace('.ts', '.test.ts')));
    expect(crowdedFolders([...code, ...tests])).toEqual([]);
    expect(crowdedFolders([...code, file('a/one-more.tsx')])).toEqual([`a: ${MAX_SOURCE_FILES_A_FOLDER + 1} source files`]);
  });

  it('finds a cycle through a type-only import and a folder index', () => {
    // readSources keeps `import type` specifiers, so a type import is an edge like any other.
    const files = [file('r/db/types.ts', ['../payments/index.js']), file('r/payments/index.ts', ['./x.js']), file('r/payments/x.ts', ['../db/types.js']), file('r/payments/y.ts', ['./x.js'])];
    expect(importCycles(files)).toEqual([['r/db/types.ts', 'r/payments/index.ts', 'r/payments/x.ts', 'r/db/types.ts']]);
  });
});
