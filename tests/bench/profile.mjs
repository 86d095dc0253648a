// Where an uncached API request spends the server's CPU: runs a server build under `node --cpu-prof`
// on PostgreSQL, loads it with the widgets' filter or product(id) query, and prints the functions
// with the most self time. `node tests/bench/profile.mjs filter|product [dist/…/main.js]`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FILTER, PRODUCT, TYPENAME } from './bench-queries.mjs';
import { BENCH_POSTGRES, createBenchSchema } from './bench-schema.mjs';
import { load } from './load.mjs';

const [kind = 'filter', entry = 'dist/server/main.js'] = process.argv.slice(2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TOP = Number(process.env.PROFILE_TOP ?? 15);
const PORT = 18195;

const BODIES = { filter: () => FILTER, product: PRODUCT, typename: () => TYPENAME };

const bench = await createBenchSchema('profile');
if (!bench) throw new Error(`PostgreSQL at ${BENCH_POSTGRES} is not reachable`);
const dir = mkdtempSync(join(tmpdir(), 'candleshop-profile-'));
const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir', dir, entry], {
  env: { ...process.env, PORT: String(PORT), NODE_ENV: 'production', SHOP_DEMO: 'on', DATABASE_URL: bench.url, RESPONSE_CACHE_TTL: '0' },
  stdio: 'ignore',
});
try {
  for (
    let tries = 0;
    !(await fetch(`http://127.0.0.1:${PORT}/readyz`).then(
      (r) => r.ok,
      () => false,
    ));
    tries++
  ) {
    if (tries > 300 || child.exitCode !== null) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // Warm up first, so the profile shows the steady state rather than start-up and JIT compiling.
  await load({ url: `http://127.0.0.1:${PORT}/graphql`, body: BODIES[kind], connections: 50, seconds: 2 });
  const result = await load({ url: `http://127.0.0.1:${PORT}/graphql`, body: BODIES[kind], connections: 50, seconds: SECONDS });
  console.log(`${kind} on ${entry}: ${result.rps.toFixed(0)} req/s, errors ${result.errors}`);
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await bench.drop();
}

// Self time per function (name and place), as a share of all samples including idle.
const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
const profile = JSON.parse(readFileSync(join(dir, file), 'utf8'));
rmSync(dir, { recursive: true, force: true });
// Only the samples of the measured load: the process also started, seeded and warmed up, and
// stopped about SECONDS after the load began (the last 300 ms are shutdown).
const times = [];
let at = profile.startTime;
for (const delta of profile.timeDeltas) times.push((at += delta));
const until = profile.endTime - 300_000;
const from = until - SECONDS * 1_000_000;
const hits = new Map(profile.nodes.map((node) => [node.id, 0]));
profile.samples = profile.samples.filter((_, index) => times[index] >= from && times[index] <= until);
for (const id of profile.samples) hits.set(id, hits.get(id) + 1);
const self = new Map();
for (const node of profile.nodes) {
  const { functionName, url: source, lineNumber } = node.callFrame;
  const where = source ? `${source.replace(/^file:\/\/.*?node_modules\//, '').replace(/^file:\/\/.*?\/dist\//, 'dist/')}:${lineNumber + 1}` : '';
  const key = `${functionName || '(anonymous)'}\t${where}`;
  self.set(key, (self.get(key) ?? 0) + hits.get(node.id));
}
const total = profile.samples.length;
const idle = [...self].filter(([key]) => key.startsWith('(idle)')).reduce((sum, [, n]) => sum + n, 0);
console.log(`${total} samples, ${((idle / total) * 100).toFixed(1)}% idle; top self time:`);
for (const [key, n] of [...self].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
  const [name, where] = key.split('\t');
  console.log(`  ${((n / total) * 100).toFixed(1).padStart(5)}%  ${name.padEnd(34)} ${where}`);
}

// The same samples by package (node_modules folder, our bundle, Node itself), to see whose code it is.
const owners = new Map();
for (const node of profile.nodes) {
  const source = node.callFrame.url;
  const owner = source.includes('node_modules/')
    ? source
        .split('node_modules/')
        .at(-1)
        .split('/')
        .slice(0, source.split('node_modules/').at(-1).startsWith('@') ? 2 : 1)
        .join('/')
    : source.startsWith('node:')
      ? 'node (built-in)'
      : source
        ? source.replace(/^file:\/\/.*?\/dist\//, 'dist/')
        : node.callFrame.functionName || '(native)';
  owners.set(owner, (owners.get(owner) ?? 0) + hits.get(node.id));
}
console.log('by package:');
for (const [owner, n] of [...owners].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${((n / total) * 100).toFixed(1).padStart(5)}%  ${owner}`);
