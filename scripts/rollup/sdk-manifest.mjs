// Writes manifest.json: for each widget chunk, every chunk a page downloads to show it. The
// budget check reads it, so the figures follow the real import graph.
export function sdkManifest() {
  return {
    name: 'sdk-manifest',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (fileName, seen = new Set()) => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        for (const next of byName.get(fileName)?.imports ?? []) closure(next, seen);
        return seen;
      };
      const loader = chunks.find((chunk) => chunk.isEntry);
      const widgets = {};
      for (const chunk of chunks.filter((c) => c.isDynamicEntry && c.facadeModuleId?.endsWith('/define.ts'))) {
        const name = chunk.facadeModuleId.split('/').at(-2);
        widgets[name] = [...closure(chunk.fileName)];
      }
      const languages = Object.fromEntries(
        chunks
          .filter((c) => /\/i18n\/resources\/\w+\.ts$/.test(c.facadeModuleId ?? ''))
          .map((c) => [c.facadeModuleId.split('/').at(-1).replace('.ts', ''), c.fileName]),
      );
      const manifest = { loader: loader.fileName, loaderImports: [...closure(loader.fileName)].slice(1), widgets, languages };
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source: JSON.stringify(manifest, null, 2) });
    },
  };
}
