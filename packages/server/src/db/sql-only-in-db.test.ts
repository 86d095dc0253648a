import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// STYLE "Server": SQL is built only in db/ (repositories that take `db` first, migrations, seed),
// so a reader finds every query of a table in one place. Tests and the test kits in test/ may
// read and write rows directly: they check what was stored, or set up states no API makes.
const SOURCE = fileURLToPath(new URL('..', import.meta.url));

/** What building SQL looks like: Kysely's query builder entry points and the `sql` template. */
const SQL_BUILDERS: readonly RegExp[] = [
  /\.(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)\(/,
  /\.with(Recursive)?\(\s*['"]/,
  /\bsql\s*(<[^>]*>)?\s*`/,
  /\bsql\.(raw|ref|lit|id|table|join|val|fn)\(/,
  /\bCompiledQuery\.raw\(|\.executeQuery\(/,
  /import\s*\{[^}]*\bsql\b[^}]*\}\s*from\s*['"]kysely['"]/,
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Files outside db/ that build SQL, each with its first offending line. */
function sqlOutsideDb(root: string): string[] {
  return sourceFiles(root)
    .map((path) => relative(root, path).split(sep).join('/'))
    .filter((file) => !file.startsWith('db/') && !file.startsWith('test/') && !/\.test\.tsx?$/.test(file))
    .flatMap((file) => {
      const lines = readFileSync(join(root, file), 'utf8').split('\n');
      const index = lines.findIndex((line) => !/^\s*(\/\/|\*)/.test(line) && SQL_BUILDERS.some((pattern) => pattern.test(line)));
      return index === -1 ? [] : [`${file}:${index + 1}: ${lines[index]!.trim()}`];
    });
}

describe('SQL only in db/', () => {
  it('finds no query built outside db/', () => {
    expect(sqlOutsideDb(SOURCE)).toEqual([]);
  });

  it('recognises the builder and the sql template', () => {
    const builds = (line: string) => SQL_BUILDERS.some((pattern) => pattern.test(line));
    expect(builds("await db.selectFrom('sessions').selectAll().execute();")).toBe(true);
    expect(builds("trx.deleteFrom('account_tokens')")).toBe(true);
    expect(builds('const n = sql<number>`count(*)`;')).toBe(true);
    expect(builds("import { sql, type Kysely } from 'kysely';")).toBe(true);
    expect(builds("db.executeQuery(CompiledQuery.raw('SELECT 1'))")).toBe(true);
    expect(builds('await db.transaction().execute(async (trx) => run(trx));')).toBe(false);
    expect(builds("import type { Kysely } from 'kysely';")).toBe(false);
  });
});
