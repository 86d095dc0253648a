// `npm run elements`: writes custom-elements.json, elements.d.ts and the README's widget reference
// from the element descriptions, the stylesheets the elements adopt and the design tokens (see
// render.mjs). `npm run build` and `npm run typecheck` run it.
import { readFile, rename, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { runnerImport } from 'vite';
import { loadTs } from './load-ts.mjs';
import { ELEMENT_SOURCES, OUTPUTS, SHARED_DETAIL_SOURCES, STYLES_SOURCE, TOKENS_SOURCE, renderManifest, renderReference, renderTypings, replaceReference, tokensRead } from './render.mjs';

const shared = await Promise.all(SHARED_DETAIL_SOURCES.map(async (source) => ({ source, text: await readFile(source, 'utf8') })));

// A description module exports exactly one description: the object with a `tag`.
async function loadElement(source) {
  const found = Object.values(await loadTs(source)).filter((value) => value && typeof value === 'object' && 'tag' in value);
  if (found.length !== 1) throw new Error(`elements: expected ${source} to export one element description, got ${found.length}`);
  const element = found[0];
  const css = elementStyles[element.tag];
  if (css === undefined) throw new Error(`elements: expected ${STYLES_SOURCE} to name the stylesheets of ${element.tag}, got none`);
  return { source, text: await readFile(source, 'utf8'), element, cssProperties: tokensRead(css, tokens), shared };
}

const tokens = (await loadTs(TOKENS_SOURCE)).listTokens();
// The stylesheets import the shared ones from packages/ui: Vite's module runner loads them with their imports.
const {
  module: { elementStyles },
} = await runnerImport(resolve(STYLES_SOURCE), { configFile: false, logLevel: 'error' });
const elements = await Promise.all(ELEMENT_SOURCES.map(loadElement));
const readme = await readFile(OUTPUTS.readme, 'utf8');
const files = {
  [OUTPUTS.manifest]: renderManifest(elements, tokens),
  [OUTPUTS.typings]: renderTypings(elements),
  [OUTPUTS.readme]: replaceReference(readme, renderReference(elements, tokens)),
};
for (const [path, text] of Object.entries(files)) {
  const before = await readFile(path, 'utf8').catch(() => '');
  if (before !== text) {
    // Written whole, then moved in place: the type check and the build run this side by side.
    await writeFile(`${path}.tmp-${process.pid}`, text);
    await rename(`${path}.tmp-${process.pid}`, path);
    console.log(`elements: wrote ${path}`);
  }
}
