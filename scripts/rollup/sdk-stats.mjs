// Writes dist/sdk-stats.json beside the SDK (not in it: partners never download it): each chunk's
// modules with their code as Rollup rendered it, before minification. tests/budget/analyse.mjs
// reads it to say which modules and packages make up each widget's figure.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';

export function sdkStats({ file }) {
  return {
    name: 'sdk-stats',
    async generateBundle(_options, bundle) {
      const chunks = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const modules = {};
        for (const [id, module] of Object.entries(chunk.modules)) {
          if (module.renderedLength > 0) modules[relative(process.cwd(), id.replace(/^\0/, ''))] = module.code ?? '';
        }
        chunks[chunk.fileName] = modules;
      }
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, JSON.stringify({ chunks }));
    },
  };
}
