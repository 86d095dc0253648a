// `npm run elements`: writes custom-elements.json, elements.d.ts and the README's widget reference
// from the element descriptions and the design tokens (see render.mjs). `npm run build` runs it.
import { readFile, writeFile } from 'node:fs/promises';
import { loadTs } from './load-ts.mjs';
import { ELEMENT_SOURCES, OUTPUTS, SHARED_DETAIL_SOURCES, TOKENS_SOURCE, renderManifest, renderReference, renderTypings, replaceReference } from './render.mjs';

const shared = await Promise.all(SHARED_DETAIL_SOURCES.map(async (source) => ({ source, text: await readFile(source, 'utf8') })));

// A description module exports exactly one description: the object with a `tag`.
async function loadElement(source) {
  const found = Object.values(await loadTs(source)).filter((value) => value && typeof value === 'object' && 'tag' in value);
  if (found.length !== 1) throw new Error(`elements: expected ${source} to export one element description, got ${found.length}`);
  return { source, text: await readFile(source, 'utf8'), element: found[0], shared };
}

const tokens = (await loadTs(TOKENS_SOURCE)).listTokens();
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
    await writeFile(path, text);
    console.log(`elements: wrote ${path}`);
  }
}
