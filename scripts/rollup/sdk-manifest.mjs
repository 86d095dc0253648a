// Writes manifest.json: for each widget chunk, every chunk a page downloads to show it. The
// budget check reads it, so the figures follow the real import graph.
const LANGUAGE = /\/i18n\/resources\/(\w+)\.ts$/;
const AREA_LANGUAGE = /\/i18n\/resources\/(\w+)\/(\w+)\.ts$/;

/**
 * The widget folder whose define.ts a chunk is the entry of. A dynamic entry that also exports to
 * chunks it imports later (the ticket widget's lazy confirmation) has no facade module in Rollup's
 * output, so its define.ts is found among its modules.
 */
export function widgetOf(chunk) {
  const define = chunk.facadeModuleId?.endsWith('/define.ts')
    ? chunk.facadeModuleId
    : chunk.isDynamicEntry && !chunk.facadeModuleId
      ? (chunk.moduleIds ?? Object.keys(chunk.modules ?? {})).find((id) => id.endsWith('/define.ts'))
      : undefined;
  return define?.split('/').at(-2);
}

/** A chunk's file name and those of every chunk it imports statically, at any depth. */
export function importClosure(byName, fileName, seen = new Set()) {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const next of byName.get(fileName)?.imports ?? []) importClosure(byName, next, seen);
  return seen;
}

export function sdkManifest() {
  return {
    name: 'sdk-manifest',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (fileName) => importClosure(byName, fileName);
      // Each language of the shop-wide messages, and of each message area, is a chunk.
      const languages = {};
      const messageAreas = {};
      const areaOf = new Map();
      for (const chunk of chunks) {
        const id = chunk.facadeModuleId ?? '';
        const language = LANGUAGE.exec(id);
        const area = AREA_LANGUAGE.exec(id);
        if (language) languages[language[1]] = chunk.fileName;
        if (area) {
          (messageAreas[area[1]] ??= {})[area[2]] = chunk.fileName;
          areaOf.set(chunk.fileName, area[1]);
        }
      }
      const loader = chunks.find((chunk) => chunk.isEntry);
      // A widget downloads its static imports, then the messages its code imports on demand: the
      // shop-wide ones and the areas whose loaders it holds (core/src/i18n/areas/*.ts).
      const widgets = {};
      const widgetMessages = {};
      for (const chunk of chunks.filter((c) => c.isDynamicEntry && widgetOf(c))) {
        const name = widgetOf(chunk);
        widgets[name] = [...closure(chunk.fileName)];
        const dynamic = widgets[name].flatMap((file) => byName.get(file)?.dynamicImports ?? []);
        widgetMessages[name] = [...new Set(dynamic.filter((file) => areaOf.has(file)).map((file) => areaOf.get(file)))].sort();
      }
      const manifest = { loader: loader.fileName, loaderImports: [...closure(loader.fileName)].slice(1), widgets, widgetMessages, languages, messageAreas };
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source: JSON.stringify(manifest, null, 2) });
    },
  };
}
