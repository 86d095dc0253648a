import { readFile } from 'node:fs/promises';
import ts from 'typescript';

/**
 * Imports a TypeScript data module (a design-token list, an element description) into a Node
 * script: transpiled in memory, no build step. Such modules may import types only, so a value
 * import is refused with what was expected and what arrived.
 */
export async function loadTs(path) {
  const source = await readFile(path, 'utf8');
  const { outputText } = ts.transpileModule(source, {
    fileName: path,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const valueImport = outputText.match(/^\s*(import|export)\s[^;]*\sfrom\s+['"][^'"]+['"]/m);
  if (valueImport) {
    throw new Error(`${path}: expected a module that imports types only, got \`${valueImport[0].trim()}\``);
  }
  return import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
}
