import { existsSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Every build used to type-check the whole program again (seven builds, about 40 s each on two
// cores). The project's TypeScript settings make each file translatable alone (isolatedModules,
// verbatimModuleSyntax), so the builds only translate, and `npm run typecheck`, which `npm test`
// runs first, is the one type check.
const options = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  jsx: ts.JsxEmit.ReactJSX,
  verbatimModuleSyntax: true,
  sourceMap: true,
};

/** A Rollup plugin: TypeScript and TSX to JavaScript, file by file, with source maps. */
export function transpileTs() {
  return {
    name: 'transpile-ts',
    // TypeScript's ESM convention: `./cart.js` in a source file names `./cart.ts` (or .tsx).
    resolveId(source, importer) {
      if (!importer || !/^\.\.?\//.test(source) || !source.endsWith('.js') || !/\.(tsx?|mts)$/.test(importer)) return null;
      const base = path.resolve(path.dirname(importer), source.slice(0, -3));
      for (const extension of ['.ts', '.tsx']) if (existsSync(base + extension)) return base + extension;
      return null;
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('/node_modules/')) return null;
      const { outputText, sourceMapText, diagnostics } = ts.transpileModule(code, { fileName: id, compilerOptions: options, reportDiagnostics: true });
      // Syntax errors still stop the build; type errors are typecheck's.
      if (diagnostics?.length) this.error(ts.flattenDiagnosticMessageText(diagnostics[0].messageText, '\n'));
      return { code: outputText, map: sourceMapText ? JSON.parse(sourceMapText) : null };
    },
  };
}
