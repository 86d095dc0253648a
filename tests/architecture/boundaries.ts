// DESIGN §1's table of who may import whom, and each package's own package.json, as checks.
import { builtinModules } from 'node:module';
import { posix } from 'node:path';
import type { SourceFile } from './source-imports.js';

/** A workspace package (or example) as the checks see it. */
export interface PackageUnderTest {
  /** Folder from the repository root, e.g. `packages/core`. */
  folder: string;
  /** Its package.json's dependencies, peerDependencies and optionalDependencies. */
  dependencies: string[];
  /** Its package.json's devDependencies; tests may also use the root's dev tooling. */
  devDependencies: string[];
  /** Packages it must never import, with the reason. */
  forbidden: Record<string, string>;
  /** Specifiers compiled to another package (the widgets' react → preact/compat, DESIGN §2). */
  aliases?: Record<string, string>;
  /** Folders besides tests/support/ whose files its test code may import by path (test fixtures). */
  testsMayReach?: string[];
  /** Specifiers allowed although their package is forbidden: typings only, such as `@candleshop/widgets/elements`. */
  typingsOnly?: string[];
}

const BUILTINS = new Set(builtinModules);

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`; `node:fs` → `node:fs`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

const isBuiltin = (name: string) => name.startsWith('node:') || BUILTINS.has(name);

/**
 * What `pkg`'s files import that they may not: a forbidden package, a relative path out of the
 * package's folder (tests may reach tests/support and their fixtures), a Node built-in in browser code, or a
 * dependency its package.json does not declare. One line per offence.
 */
export function violations(pkg: PackageUnderTest, files: SourceFile[], rootDevDependencies: string[], options: { server?: boolean } = {}): string[] {
  const found: string[] = [];
  for (const file of files) {
    for (const specifier of file.specifiers) {
      const where = `${file.path} imports "${specifier}"`;
      if (specifier.startsWith('.')) {
        const to = posix.normalize(posix.join(posix.dirname(file.path), specifier));
        const reach = file.test ? ['tests/support/', ...(pkg.testsMayReach ?? [])] : [];
        const inside = to.startsWith(`${pkg.folder}/`) || reach.some((folder) => to.startsWith(folder));
        if (!inside) found.push(`${where}: outside ${pkg.folder}`);
        continue;
      }
      const name = packageName(specifier);
      const reason = pkg.typingsOnly?.includes(specifier) ? undefined : pkg.forbidden[name];
      if (reason) {
        found.push(`${where}: ${reason}`);
        continue;
      }
      if (isBuiltin(name)) {
        if (!options.server && !file.test) found.push(`${where}: Node built-in in browser code`);
        continue;
      }
      const declared = pkg.aliases?.[name] ?? name;
      const allowed = [...pkg.dependencies, ...(file.test ? [...pkg.devDependencies, ...rootDevDependencies] : [])];
      if (!allowed.includes(declared)) found.push(`${where}: "${declared}" is not declared in ${pkg.folder}/package.json${file.test ? ' or the root devDependencies' : ''}`);
    }
  }
  return found;
}
