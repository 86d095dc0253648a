// Turns the SDK's bundler build into an installable package folder: package.json, the typings of
// the public entry (one .d.ts per source file it reaches, from TypeScript's per-file declaration
// emit) and the elements' typings. The JavaScript is Rollup's own output beside them.
import { readFile, rm } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * @param {{ workspace: string, entry: string, elements: string }} options the workspace package
 *   folder (its package.json gives name and version), the public entry, the elements' typings.
 */
export function npmPackage({ workspace, entry, elements }) {
  const source = resolve(workspace, 'src');
  return {
    name: 'npm-package',
    // A package folder holds this build only: no chunks left from an earlier one.
    async renderStart({ dir }) {
      if (dir) await rm(dir, { recursive: true, force: true });
    },
    async generateBundle() {
      // Declarations of the entry and every module of ours its types name; nothing else may be named.
      const queue = [resolve(entry)];
      const seen = new Set(queue);
      while (queue.length) {
        const file = queue.shift();
        const { outputText, diagnostics } = ts.transpileDeclaration(await readFile(file, 'utf8'), {
          fileName: file,
          reportDiagnostics: true,
          compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, strict: true },
        });
        if (diagnostics?.length) this.error(`${file}: ${ts.flattenDiagnosticMessageText(diagnostics[0].messageText, '\n')}`);
        // TypeScript's own scan of the imports and import() types, so a comment's example is no import.
        for (const { fileName: specifier } of ts.preProcessFile(outputText, true, true).importedFiles) {
          if (!specifier.startsWith('.')) this.error(`${relative('.', file)}: its declarations import "${specifier}", which the package does not ship`);
          const next = resolve(dirname(file), specifier.replace(/\.js$/, '.ts'));
          if (!seen.has(next)) seen.add(next) && queue.push(next);
        }
        this.emitFile({ type: 'asset', fileName: `types/${relative(source, file).replace(/\.tsx?$/, '.d.ts')}`, source: outputText });
      }
      this.emitFile({ type: 'asset', fileName: 'elements.d.ts', source: await readFile(elements, 'utf8') });

      const own = JSON.parse(await readFile(resolve(workspace, 'package.json'), 'utf8'));
      const types = `./types/${relative(source, resolve(entry)).replace(/\.tsx?$/, '.d.ts')}`;
      const manifest = {
        name: own.name,
        version: own.version,
        description: 'Candleshop widgets as custom elements, for bundlers: import { defineCandleElements } from "@candleshop/widgets"',
        type: 'module',
        // Importing defines nothing; defineCandleElements does, when called.
        sideEffects: false,
        main: './index.js',
        module: './index.js',
        types,
        exports: {
          '.': { types, default: './index.js' },
          './elements': { types: './elements.d.ts' },
          './package.json': './package.json',
        },
        // Preact, the stores and the client are bundled in; the JSX typings name React's, if the app has them.
        peerDependencies: { '@types/react': '>=19' },
        peerDependenciesMeta: { '@types/react': { optional: true } },
      };
      this.emitFile({ type: 'asset', fileName: 'package.json', source: `${JSON.stringify(manifest, null, 2)}\n` });
    },
  };
}
