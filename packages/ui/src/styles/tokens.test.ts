import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { baseCss } from './base.css.js';
import { listTokens, tokensCss, withTokenDefaults } from './tokens.css.js';

const tokens = listTokens();

const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');

function filesUnder(folder: string, keep: (name: string) => boolean): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && keep(entry.name) && !entry.parentPath.includes('node_modules'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

// Every stylesheet of the widgets, the UI components and the storefront.
const cssFiles = [
  ...filesUnder('packages/ui/src', (name) => name.endsWith('.css.ts') && name !== 'tokens.css.ts'),
  ...filesUnder('packages/widgets/src', (name) => name.endsWith('.css.ts')),
  ...filesUnder('host-site/src', (name) => name.endsWith('.css.ts')),
  'host-site/site.css',
];
// Where partners read token names: they must be the declared ones too.
const docFiles = ['README.md', ...filesUnder('examples', (name) => /\.(html|css)$/.test(name))];

const declared = new Set<string>(tokens.map((token) => token.name));
const read = (file: string) => readFileSync(join(root, file), 'utf8');

describe('design tokens', () => {
  it('scans the stylesheets of every package', () => {
    expect(cssFiles).toEqual(expect.arrayContaining(['packages/ui/src/styles/base.css.ts', 'packages/widgets/src/checkout/checkout.css.ts', 'host-site/src/pages/product/product-page.css.ts', 'host-site/site.css']));
  });

  it('are used without fallbacks: the default is declared once, in tokens.css.ts', () => {
    const fallbacks = cssFiles.flatMap((file) => [...read(file).matchAll(/var\(\s*--candle-[\w-]+\s*,[^)]*\)/g)].map((match) => `${file}: ${match[0]}`));
    expect(fallbacks).toEqual([]);
  });

  it('declares every --candle-* property the stylesheets, README and examples name', () => {
    const undeclared = [...cssFiles, ...docFiles].flatMap((file) =>
      [...read(file).matchAll(/--candle-[a-z0-9-]*[a-z0-9]/g)]
        .map((match) => match[0])
        .filter((name) => !declared.has(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('has one entry per name, each with a default and a meaning', () => {
    expect(declared.size).toBe(tokens.length);
    for (const token of tokens) {
      expect(token.default, token.name).not.toBe('');
      expect(token.description, token.name).not.toBe('');
    }
  });

  it('gives the storefront every default on :root', () => {
    expect(tokensCss(':root')).toMatch(/^:root \{\n {2}--candle-font-family: system-ui/);
    expect(tokensCss(':root')).toContain('  --candle-color-error: #a4262c;');
  });

  it("writes each default into a widget's uses, so values inherited from the page still win", () => {
    expect(withTokenDefaults('a { color: var(--candle-color-link); padding: var(--candle-padding) }')).toBe('a { color: var(--candle-color-link, #7a3f20); padding: var(--candle-padding, 16px) }');
    const adopted = withTokenDefaults(baseCss);
    expect(adopted).toContain('background: var(--candle-color-background, #fffdfa)');
    expect(adopted).not.toMatch(/var\(--candle-[\w-]+\)/);
    // A declaration on :host would shadow what the page sets on body or :root.
    expect(baseCss).not.toMatch(/^\s*--candle-color-[\w-]+:/m);
  });

  it('leaves names it does not declare untouched', () => {
    expect(withTokenDefaults('a { color: var(--candle-unknown) }')).toBe('a { color: var(--candle-unknown) }');
  });
});
