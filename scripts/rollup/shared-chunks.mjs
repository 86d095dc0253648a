// Fewer, larger shared chunks for the SDK (a manualChunks plan). Rollup splits shared code by the
// exact set of entries that use it: with seven widgets and their lazy parts that made twenty-odd
// small runtime files for the checkout, and gzip compresses each file alone, so every small file
// costs its own header, import list and cold dictionary (~150 B a file).
// The plan starts from Rollup's own split (a first build without the plan: it knows which code each
// entry really uses after tree-shaking) and joins a shared chunk to another whose widgets include
// all of its own while gzip says the widgets download less in all and none downloads more than with
// Rollup's split (a widget may download a little code it does not run, and saves more on the files
// it no longer downloads; tests/budget/check.mjs measures the result). The loader, a widget's own
// chunk, lazy parts and the messages stay as Rollup splits them.
// A second pass (issue 38) joins further while the widgets together download less and none
// downloads more than SHARE_ALLOWANCE bytes above the first pass: a storefront page shows several
// widgets at once (the cart drawer on every page, the grid or the tickets beside it), so a file
// fewer is a file fewer on every page, and its price is a little code some widget alone does not
// run (today: the price formatting and shared refusals that every widget but the newsletter box
// uses join the common runtime; the box pays ~0.2 KB, the six others save ~0.1 KB each).
import { gzipSync } from 'node:zlib';
import { rollup } from 'rollup';
import { importClosure, widgetOf } from './sdk-manifest.mjs';

/** The most bytes the second pass may add to one widget's download (see above). */
const SHARE_ALLOWANCE = 240;

export async function sharedChunks({ input, plugins }) {
  const build = await rollup({ input, plugins, onwarn: () => {} });
  const { output } = await build.generate({ format: 'es' });
  await build.close();
  const chunks = output.filter((file) => file.type === 'chunk');
  const groups = join(join(runtimeChunks(chunks)), SHARE_ALLOWANCE);
  const chunkOf = new Map();
  groups.forEach((group, index) => group.moduleIds.forEach((id) => chunkOf.set(id, `shared-${index}`)));
  // Code that one widget alone downloads at first, but that lazy parts of others share (the
  // checkout's fields, which the refill request and the gift-card box use too), joins that widget's
  // own chunk: Rollup would make it a file of its own, which the widget pays for on every page.
  for (const group of groups.filter((g) => g.widgets.size === 1)) {
    const [widget] = group.widgets;
    const own = chunks.find((chunk) => chunk.isDynamicEntry && widgetOf(chunk) === widget);
    for (const id of [...own.moduleIds, ...group.moduleIds]) chunkOf.set(id, `own-${widget}`);
  }
  return (id) => chunkOf.get(id);
}

/** The shared runtime chunks, each with the widgets that download it on first show. */
function runtimeChunks(chunks) {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const groups = new Map();
  for (const chunk of chunks.filter((c) => !c.isEntry && !c.facadeModuleId)) groups.set(chunk.fileName, { moduleIds: [...chunk.moduleIds], code: chunk.code, widgets: new Set() });
  for (const chunk of chunks.filter((c) => c.isDynamicEntry && widgetOf(c))) {
    for (const fileName of importClosure(byName, chunk.fileName)) groups.get(fileName)?.widgets.add(widgetOf(chunk));
  }
  return [...groups.values()].filter((group) => group.widgets.size);
}

/** Joins chunks, the best join first, while a join helps in all and adds no widget more than `allowance` bytes (see above). */
function join(groups, allowance = 0) {
  const gzipped = new Map();
  const gzip = (code) => gzipped.get(code) ?? gzipped.set(code, gzipSync(code, { level: 9 }).length).get(code);
  const change = new Map(); // widget → bytes gained (negative: saved) so far
  for (;;) {
    let best;
    for (const group of groups) {
      for (const target of groups) {
        if (target === group || ![...group.widgets].every((widget) => target.widgets.has(widget))) continue;
        const joined = gzip(target.code + group.code);
        const saved = gzip(target.code) + gzip(group.code) - joined;
        const added = joined - gzip(target.code);
        const after = new Map([...target.widgets].map((widget) => [widget, (change.get(widget) ?? 0) + (group.widgets.has(widget) ? -saved : added)]));
        if ([...after.values()].some((bytes) => bytes > allowance)) continue;
        const gain = [...target.widgets].reduce((sum, widget) => sum + after.get(widget) - (change.get(widget) ?? 0), 0);
        if (gain < 0 && (!best || gain < best.gain)) best = { group, target, gain, after };
      }
    }
    if (!best) return groups;
    best.target.moduleIds.push(...best.group.moduleIds);
    best.target.code += best.group.code;
    for (const [widget, bytes] of best.after) change.set(widget, bytes);
    groups.splice(groups.indexOf(best.group), 1);
  }
}
