// Builds the server of another commit (main by default) into dist/baseline-server/main.js, so
// `tests/bench/api.mjs` can load it beside this tree's server in the same run: a figure from
// another day on a shared machine says little. `git archive` leaves the repository's worktrees
// alone; the copy uses this tree's node_modules.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ref = process.argv[2] ?? 'main';
const root = resolve(import.meta.dirname, '../..');
try {
  execFileSync('git', ['-C', root, 'rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { stdio: 'ignore' });
} catch {
  // A clone without that branch (CI's shallow checkout) benches this tree alone.
  console.log(`baseline: no commit "${ref}" here, so api.mjs runs without one`);
  process.exit(0);
}
const scratch = mkdtempSync(join(tmpdir(), 'candleshop-baseline-'));
try {
  execFileSync('sh', ['-c', `git -C "${root}" archive "${ref}" | tar -x -C "${scratch}"`], { stdio: 'inherit' });
  symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'));
  execFileSync(process.execPath, [join(root, 'node_modules/rollup/dist/bin/rollup'), '-c', '--environment', 'ONLY:server', '--silent'], { cwd: scratch, stdio: 'inherit' });
  mkdirSync(join(root, 'dist/baseline-server'), { recursive: true });
  cpSync(join(scratch, 'dist/server/main.js'), join(root, 'dist/baseline-server/main.js'));
  const commit = execFileSync('git', ['-C', root, 'rev-parse', '--short', ref]).toString().trim();
  console.log(`baseline: the server of ${ref} (${commit}) in dist/baseline-server/main.js`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
