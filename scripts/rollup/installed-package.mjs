// Resolves a package name to a package folder the way an installed package resolves: through its
// package.json "exports". The react-app example uses the SDK's built package this way, as a partner
// would after `npm install @candleshop/widgets`, not the workspace's sources.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

/** @param {{ name: string, folder: string }} options the package's name and its built folder. */
export function installedPackage({ name, folder }) {
  return {
    name: 'installed-package',
    async resolveId(id) {
      if (id !== name && !id.startsWith(`${name}/`)) return null;
      const manifest = JSON.parse(await readFile(resolve(folder, 'package.json'), 'utf8'));
      const entry = manifest.exports[`.${id.slice(name.length)}`];
      const file = typeof entry === 'string' ? entry : entry?.default;
      if (!file) this.error(`${id} is not exported by ${folder}/package.json`);
      return resolve(folder, file);
    },
  };
}
