import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listTokens } from '@candleshop/ui';
import { ELEMENT_SOURCES, OUTPUTS, README_END, README_START, SHARED_DETAIL_SOURCES, TOKENS_SOURCE, eventsOf, renderManifest, renderReference, renderTypings, tokensRead } from '../../../scripts/elements/render.mjs';
import { loadTs } from '../../../scripts/elements/load-ts.mjs';
import { cartDrawerElement } from './cart-drawer/cart-drawer.element.js';
import { define as defineCartDrawer } from './cart-drawer/define.js';
import { elementStyles } from './element-styles.js';
import { checkoutElement } from './checkout/checkout.element.js';
import { define as defineCheckout } from './checkout/define.js';
import { define as defineProductGrid } from './product-grid/define.js';
import { productGridElement } from './product-grid/product-grid.element.js';
import { define as defineRefillBuilder } from './refill-builder/define.js';
import { refillBuilderElement } from './refill-builder/refill-builder.element.js';
import { define as defineWorkshopTickets } from './workshop-tickets/define.js';
import { workshopTicketsElement } from './workshop-tickets/workshop-tickets.element.js';
import { define as defineWhitelabelCalculator } from './whitelabel-calculator/define.js';
import { whitelabelCalculatorElement } from './whitelabel-calculator/whitelabel-calculator.element.js';
import { define as defineNewsletter } from './newsletter/define.js';
import { newsletterElement } from './newsletter/newsletter.element.js';

const tokens = listTokens();
const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const STALE = 'is out of step with the element descriptions: run `npm run elements` and commit the result';

// The part names written in the components of these folders: part="a b", part={'a' or `a-${kind}`}.
function partsIn(folders: string[]): RegExp[] {
  const sources = folders.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx') && !entry.name.includes('.test.'))
      .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8')),
  );
  const attributes = sources.flatMap((text) => [...text.matchAll(/\bpart=(?:"([^"]*)"|\{([^\n]*?)\}[\s/>])/g)]);
  const literals = attributes.flatMap(([, plain, expression]) => (plain !== undefined ? [plain] : [...expression!.matchAll(/'([^']*)'|`([^`]*)`/g)].map((match) => match[1] ?? match[2]!)));
  return literals.flatMap((literal) => literal.split(/\s+/).filter(Boolean)).map((name) => new RegExp(`^${name.replace(/\$\{[^}]*\}/g, '[a-z-]+')}$`));
}

// In the order of ELEMENT_SOURCES, each with the folders of the components it renders beyond its
// own (the refill builder's Request now form renders the checkout's fields and modals; the
// checkout's gift-card disclosure is the shared one in internal/).
const described = [
  { element: productGridElement, define: defineProductGrid, folders: [] },
  { element: cartDrawerElement, define: defineCartDrawer, folders: [] },
  { element: checkoutElement, define: defineCheckout, folders: ['packages/widgets/src/internal'] },
  { element: refillBuilderElement, define: defineRefillBuilder, folders: ['packages/widgets/src/checkout'] },
  { element: workshopTicketsElement, define: defineWorkshopTickets, folders: [] },
  { element: whitelabelCalculatorElement, define: defineWhitelabelCalculator, folders: ['packages/ui/src/whitelabel'] },
  { element: newsletterElement, define: defineNewsletter, folders: [] },
];
const shared = SHARED_DETAIL_SOURCES.map((source) => ({ source, text: read(source) }));
const elements = described.map(({ element }, index) => ({
  source: ELEMENT_SOURCES[index]!,
  text: read(ELEMENT_SOURCES[index]!),
  element,
  cssProperties: tokensRead(elementStyles[element.tag], tokens),
  shared,
}));

describe('element descriptions', () => {
  it('lists every *.element.ts of the widgets, each where its description lives', () => {
    const found = readdirSync(join(root, 'packages/widgets/src'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.element.ts'))
      .map((entry) => relative(root, join(entry.parentPath, entry.name)));
    expect([...found].sort()).toEqual([...ELEMENT_SOURCES].sort());
    for (const { source, element } of elements) expect(source).toContain(`/${element.tag.replace(/^candle-/, '')}.element.ts`);
  });

  it('keeps custom-elements.json in step', () => {
    expect(read(OUTPUTS.manifest), `${OUTPUTS.manifest} ${STALE}`).toBe(renderManifest(elements, tokens));
  });

  it('gives typings that stand alone in the package: event details written out, only React imported', () => {
    const typings = renderTypings(elements);
    expect([...typings.matchAll(/^import .* from '([^']+)';$/gm)].map((match) => match[1])).toEqual(['react']);
    expect(typings).toContain('export interface OrderCreatedDetail {');
  });

  it("keeps the README's widget reference in step", () => {
    const readme = read(OUTPUTS.readme);
    const section = readme.slice(readme.indexOf(README_START), readme.indexOf(README_END) + README_END.length);
    expect(section, `the widget reference in README.md ${STALE}`).toBe(renderReference(elements, tokens));
  });

  it("names the stylesheets of every element, and documents the tokens they read in the tokens' order", () => {
    expect(Object.keys(elementStyles).sort()).toEqual(described.map(({ element }) => element.tag).sort());
    const names: string[] = tokens.map((token) => token.name);
    for (const { element, cssProperties } of elements) {
      expect(cssProperties.length, element.tag).toBeGreaterThan(0);
      expect(
        [...cssProperties].sort((a, b) => names.indexOf(a) - names.indexOf(b)),
        element.tag,
      ).toEqual(cssProperties);
    }
    expect(tokensRead('.a { color: var(--candle-color-link); background: var(--candle-color-text); }', tokens)).toEqual(['--candle-color-text', '--candle-color-link']);
    expect(() => tokensRead('.a { color: var(--candle-colour-typo); }', tokens)).toThrow('--candle-colour-typo');
  });

  it('names exactly the attributes each element observes', () => {
    for (const { element, define } of described) {
      define({ endpoint: 'http://shop.test/graphql', storefront: 'http://shop.test' });
      const observed = (customElements.get(element.tag) as unknown as { observedAttributes: string[] }).observedAttributes;
      expect(
        element.attributes.map((attribute) => attribute.name),
        element.tag,
      ).toEqual([...observed]);
    }
  });

  it('describes only parts the components render', () => {
    for (const { element, folders } of described) {
      const rendered = partsIn([`packages/widgets/src/${element.tag.replace(/^candle-/, '')}`, 'packages/ui/src', ...folders]);
      const missing = element.parts.map((part) => part.name).filter((name) => !rendered.some((pattern) => pattern.test(name)));
      expect(missing, element.tag).toEqual([]);
    }
  });

  it('describes a part once and every event as candle-*', () => {
    for (const { element } of described) {
      const parts = element.parts.map((part) => part.name);
      expect(new Set(parts).size, element.tag).toBe(parts.length);
      for (const event of eventsOf(element)) expect(event.name).toMatch(/^candle-[a-z-]+$/);
    }
  });
});

describe('the build script', () => {
  it('loads the descriptions and tokens as the same data the widgets import', async () => {
    for (const { source, element } of elements) {
      expect(Object.values(await loadTs(join(root, source)))).toContainEqual(element);
    }
    const tokensModule = await loadTs(join(root, TOKENS_SOURCE));
    expect((tokensModule.listTokens as () => unknown)()).toEqual(tokens);
  });

  it('refuses a description that imports values, saying what it expected', async () => {
    await expect(loadTs(join(root, 'packages/widgets/src/product-grid/define.ts'))).rejects.toThrow(/expected a module that imports types only, got `import /);
  });
});

describe('generated files', () => {
  it('fail the check when a description changes', () => {
    const changed = [{ ...elements[0]!, element: { ...productGridElement, summary: 'Something else.' } }, ...elements.slice(1)];
    expect(renderManifest(changed, tokens)).not.toBe(read(OUTPUTS.manifest));
    expect(renderTypings(changed)).not.toBe(renderTypings(elements));
  });

  it('write a Custom Elements Manifest that defines each tag from its module', () => {
    const manifest = JSON.parse(read(OUTPUTS.manifest));
    expect(manifest.schemaVersion).toBe('2.1.0');
    const grid = manifest.modules[0];
    expect(grid.path).toBe('src/product-grid/define.ts');
    expect(grid.declarations[0]).toMatchObject({ kind: 'class', customElement: true, tagName: 'candle-product-grid' });
    expect(grid.declarations[0].cssProperties).toContainEqual({ name: '--candle-color-accent', description: expect.any(String), default: '#8a4b2a' });
    expect(grid.exports).toEqual([{ kind: 'custom-element-definition', name: 'candle-product-grid', declaration: { name: 'CandleProductGridElement', module: 'src/product-grid/define.ts' } }]);
  });

  it('type the tags, the events and the JSX of React 19', () => {
    const typings = renderTypings(elements);
    expect(typings).toContain("'candle-checkout': CandleCheckoutElement;");
    expect(typings).toContain("'candle-order-created': CustomEvent<OrderCreatedDetail>;");
    expect(typings).toContain("'hide-tabs'?: boolean;");
    expect(typings).toMatch(/declare module 'react' \{\n {2}namespace JSX \{\n {4}interface IntrinsicElements \{/);
  });
});
