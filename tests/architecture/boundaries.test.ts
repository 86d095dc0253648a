// Fails when a package reaches where DESIGN §1 says it may not, or imports what it does not declare.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { violations, type PackageUnderTest } from './boundaries.js';
import { importsOf, readSources, type SourceFile } from './source-imports.js';

const ROOT = resolve(import.meta.dirname, '../..');

type Manifest = Partial<Record<'dependencies' | 'peerDependencies' | 'optionalDependencies' | 'devDependencies', Record<string, string>>>;
const manifest = (folder: string): Manifest => JSON.parse(readFileSync(resolve(ROOT, folder, 'package.json'), 'utf8')) as Manifest;
const names = (record: Record<string, string> | undefined) => Object.keys(record ?? {});

const UI = 'core has no UI (DESIGN §1: "may import nothing of ours", no components)';
const CLIENT = 'the server imports no client code (DESIGN §1)';
const SERVER = 'client code talks to the server only over GraphQL (DESIGN §1)';
const HOST = 'the host site is an app, not a library: nothing imports it (DESIGN §1)';
const RULES = 'rules holds plain facts everyone imports; it imports nothing (packages/rules/README.md)';

function pkg(folder: string, forbidden: Record<string, string>, extra: Partial<PackageUnderTest> = {}): PackageUnderTest {
  const own = manifest(folder);
  return {
    folder,
    dependencies: [...names(own.dependencies), ...names(own.peerDependencies), ...names(own.optionalDependencies)],
    devDependencies: names(own.devDependencies),
    forbidden,
    ...extra,
  };
}

const PACKAGES: PackageUnderTest[] = [
  // No dependencies at all: an import of another package is undeclared, a Node built-in is browser code's offence.
  pkg('packages/rules', {
    '@candleshop/core': RULES,
    '@candleshop/ui': RULES,
    '@candleshop/widgets': RULES,
    '@candleshop/host-site': RULES,
    '@candleshop/server': RULES,
    zod: RULES,
  }),
  pkg('packages/core', {
    react: UI,
    'react-dom': UI,
    preact: UI,
    '@nanostores/react': UI,
    '@candleshop/ui': UI,
    '@candleshop/widgets': UI,
    '@candleshop/host-site': HOST,
    '@candleshop/server': SERVER,
  }),
  pkg('packages/ui', { '@candleshop/widgets': 'ui is shared by the widgets and the host site; it imports neither (DESIGN §1)', '@candleshop/host-site': HOST, '@candleshop/server': SERVER }),
  // Widgets are written against React and compiled to Preact (DESIGN §2): react means preact here.
  pkg(
    'packages/widgets',
    { '@candleshop/host-site': 'a widget never imports the host site (DESIGN §1)', '@candleshop/server': SERVER },
    {
      aliases: { react: 'preact', 'react-dom': 'preact' },
      // The drift test regenerates the manifest, typings and README reference with the build's own script.
      testsMayReach: ['scripts/elements/'],
    },
  ),
  pkg('packages/server', {
    '@candleshop/core': CLIENT,
    '@candleshop/ui': CLIENT,
    '@candleshop/widgets': CLIENT,
    '@candleshop/host-site': CLIENT,
    react: CLIENT,
    'react-dom': CLIENT,
    preact: CLIENT,
  }),
  pkg(
    'host-site',
    { '@candleshop/widgets': 'the host site uses widgets only as custom elements (DESIGN §1)', '@candleshop/server': SERVER },
    {
      typingsOnly: ['@candleshop/widgets/elements'],
      // Its tests render with core's English message files, as the storefront loads every area.
      testsMayReach: ['packages/core/src/i18n/resources/'],
    },
  ),
  pkg('examples/react-app', { '@candleshop/core': 'an embedder uses only the SDK package', '@candleshop/ui': 'an embedder uses only the SDK package', '@candleshop/server': SERVER }),
];

const rootDev = names(manifest('.').devDependencies);

describe('package boundaries (DESIGN §1)', () => {
  for (const under of PACKAGES) {
    it(`${under.folder} imports only what it may and declares`, () => {
      const files = readSources(ROOT, under.folder);
      expect(files.length).toBeGreaterThan(0);
      expect(violations(under, files, rootDev, { server: under.folder === 'packages/server' })).toEqual([]);
    });
  }

  it('rules declares no dependencies', () => {
    const own = manifest('packages/rules');
    expect([own.dependencies, own.peerDependencies, own.optionalDependencies].every((record) => !record || !Object.keys(record).length)).toBe(true);
  });

  it('the root declares dev tooling only: runtime dependencies belong to the packages that use them', () => {
    expect(manifest('.').dependencies ?? {}).toEqual({});
  });
});

describe('the checks bite', () => {
  const file = (path: string, source: string, test = false): SourceFile => ({ path, specifiers: importsOf(source), test });
  const rules = PACKAGES[0]!;
  const core = PACKAGES[1]!;
  const server = PACKAGES[4]!;
  const widgets = PACKAGES[3]!;

  it('rules importing anything', () => {
    const found = violations(rules, [file('packages/rules/src/x.ts', "import { z } from 'zod';\nimport { LANGUAGES } from '@candleshop/core';\nimport { readFile } from 'node:fs';")], rootDev);
    expect(found).toEqual([`packages/rules/src/x.ts imports "zod": ${RULES}`, `packages/rules/src/x.ts imports "@candleshop/core": ${RULES}`, 'packages/rules/src/x.ts imports "node:fs": Node built-in in browser code']);
  });

  it('core importing UI', () => {
    expect(violations(core, [file('packages/core/src/x.ts', "import { h } from 'preact';\nimport type { CardProduct } from '@candleshop/ui';")], rootDev)).toEqual([
      `packages/core/src/x.ts imports "preact": ${UI}`,
      `packages/core/src/x.ts imports "@candleshop/ui": ${UI}`,
    ]);
  });

  it('the server importing client code, by name or by path', () => {
    const found = violations(server, [file('packages/server/src/x.ts', "import { cartTotal } from '@candleshop/core';\nexport * from '../../core/src/cart.js';")], rootDev, { server: true });
    expect(found).toEqual([`packages/server/src/x.ts imports "@candleshop/core": ${CLIENT}`, 'packages/server/src/x.ts imports "../../core/src/cart.js": outside packages/server']);
  });

  it('a widget importing the host site', () => {
    expect(violations(widgets, [file('packages/widgets/src/x/define.ts', "const page = import('../../../../host-site/src/app.js');")], rootDev)).toEqual([
      'packages/widgets/src/x/define.ts imports "../../../../host-site/src/app.js": outside packages/widgets',
    ]);
  });

  it('an undeclared dependency, a Node built-in in browser code, and what tests may use', () => {
    const found = violations(core, [file('packages/core/src/x.ts', "import i18next from 'i18next';\nimport { readFile } from 'node:fs';\n// import 'left-pad' is a comment")], rootDev);
    expect(found).toEqual(['packages/core/src/x.ts imports "i18next": "i18next" is not declared in packages/core/package.json', 'packages/core/src/x.ts imports "node:fs": Node built-in in browser code']);
    const test = file('packages/core/src/x.test.ts', "import { it } from 'vitest';\nimport { readFile } from 'node:fs';\nimport { startTestApi } from '../../../tests/support/test-api.js';", true);
    expect(violations(core, [test], rootDev)).toEqual([]);
  });
});
