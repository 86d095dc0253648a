// `npm run bench`, API part: filter (12 items) and product(id) at 50 connections for 10 s on
// loopback, against embedded PGlite and PostgreSQL, beside a bare Node http server in the same run.
// Goals: issue 3, p95 <= 25 ms and >= 30% of the bare server's throughput on PostgreSQL (cached);
// issue 14, uncached filter and product(id) at >= 4x main's req/s on PostgreSQL in the same run.
// With dist/baseline-server/main.js (`node tests/bench/build-baseline.mjs [ref]`) main's server
// runs beside this tree's, round after round, so both meet the same neighbours on a shared machine.
import { fork, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { FILTER, PRODUCT, TYPENAME } from './bench-queries.mjs';
import { BENCH_POSTGRES, createBenchSchema } from './bench-schema.mjs';
import { load } from './load.mjs';
import { cpuMs, waitForUrl } from './bench-process.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;
const POSTGRES = BENCH_POSTGRES;
// BENCH_DATABASES=postgres skips PGlite; BENCH_CACHED=0 skips the cached runs.
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const CACHED = process.env.BENCH_CACHED !== '0';
const BASELINE = new URL('../../dist/baseline-server/main.js', import.meta.url).pathname;
const CURRENT = new URL('../../dist/server/main.js', import.meta.url).pathname;

async function startShop(entry, port, env) {
  const child = spawn(process.execPath, [...(process.env.BENCH_NODE_ARGS?.split(' ') ?? []), entry], {
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production', SHOP_DEMO: 'on', ...env },
    stdio: 'ignore',
  });
  await waitForUrl(`http://127.0.0.1:${port}/`, child);
  return { url: `http://127.0.0.1:${port}/graphql`, pid: child.pid, stop: () => (child.kill(), new Promise((resolve) => child.once('exit', resolve))) };
}

async function postgresSchema() {
  const bench = await createBenchSchema('bench', POSTGRES);
  if (!bench) return null;
  // The server's connections carry the schema's name, so their backends' CPU can be found.
  const backends = async () => (await bench.client.query('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [bench.schema])).rows.map((row) => row.pid);
  return { env: { DATABASE_URL: bench.url }, backends, drop: bench.drop };
}

const databases = {
  pglite: { label: 'PGlite', setup: async () => ({ env: { DATA_DIR: 'memory://' }, drop: async () => {} }) },
  postgres: { label: 'PostgreSQL', setup: postgresSchema },
};

// PostgreSQL's share: the CPU of the server's backends (PostgreSQL on this machine), a backend
// that connected during the run counting from zero.
const backendsMs = async (database) => new Map((await database.backends?.())?.map((pid) => [pid, cpuMs(pid)]) ?? []);
const measure = async (shop, body, database) => {
  const before = cpuMs(shop.pid);
  const backendsBefore = await backendsMs(database);
  const result = await load({ url: shop.url, body, connections: CONNECTIONS, seconds: SECONDS });
  const backendsAfter = await backendsMs(database);
  const sql = [...backendsAfter].reduce((sum, [pid, ms]) => sum + ms - (backendsBefore.get(pid) ?? 0), 0);
  return { ...result, cpu: (cpuMs(shop.pid) - before) / result.requests, sqlCpu: database.backends && sql >= 0 ? sql / result.requests : Number.NaN };
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = new Map();
const record = (name, result) => results.set(name, [...(results.get(name) ?? []), result]);
const summary = (name) => {
  const runs = results.get(name);
  return {
    rps: median(runs.map((r) => r.rps)),
    cpu: median(runs.map((r) => r.cpu ?? Number.NaN)),
    sqlCpu: median(runs.map((r) => r.sqlCpu ?? Number.NaN)),
    p50: median(runs.map((r) => r.p50)),
    p95: median(runs.map((r) => r.p95)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    runs: runs.length,
  };
};

const bare = fork(new URL('./bare-server.mjs', import.meta.url), { env: { ...process.env, PORT: '18190' } });
await new Promise((resolve) => bare.once('message', resolve));
const measureBare = async () => record('bare node http', await load({ url: 'http://127.0.0.1:18190/', connections: CONNECTIONS, seconds: SECONDS }));

// BENCH_EXTRA=name=path/main.js,… adds builds to compare (an experiment against this tree).
const extra = (process.env.BENCH_EXTRA ?? '')
  .split(',')
  .filter(Boolean)
  .map((item) => item.split('='));
const builds = [...(existsSync(BASELINE) && process.env.BENCH_MAIN !== '0' ? [['main', BASELINE]] : []), ...extra, ['this', CURRENT]];
if (builds.length === 1) console.log('(no dist/baseline-server/main.js: run `node tests/bench/build-baseline.mjs` to compare with main)');

try {
  for (const key of DATABASES) {
    const { label, setup } = databases[key];
    const started = [];
    try {
      for (const [index, [build, entry]] of builds.entries()) {
        const database = await setup();
        if (!database) break;
        started.push({ build, database, shop: await startShop(entry, 18191 + index, { ...database.env, RESPONSE_CACHE_TTL: '0' }) });
      }
      if (!started.length) {
        console.log(`(PostgreSQL at ${POSTGRES} is not reachable: skipped)`);
        continue;
      }
      // A second of each query first: V8 and graphql-jit compile on first use, not in the rounds.
      for (const { shop } of started) for (const body of [FILTER, PRODUCT, TYPENAME]) await load({ url: shop.url, body, connections: CONNECTIONS, seconds: 1 });
      // Rounds interleave the servers and the bare one, so a busy minute on the machine hits all.
      for (let round = 0; round < ROUNDS; round++) {
        await measureBare();
        for (const { build, shop, database } of started) {
          record(`${build} · filter · ${label}`, await measure(shop, FILTER, database));
          record(`${build} · product · ${label}`, await measure(shop, PRODUCT, database));
          record(`${build} · __typename · ${label}`, await measure(shop, TYPENAME, database));
        }
      }
    } finally {
      for (const { shop, database } of started) await shop.stop().then(database.drop);
    }
    // As shoppers meet it, with the 5 s public cache (this tree only, one round).
    if (CACHED) {
      const database = await setup();
      const shop = await startShop(CURRENT, 18191, { ...database.env, RESPONSE_CACHE_TTL: '5000' });
      try {
        record(`this · filter · ${label} · cached`, await measure(shop, FILTER, database));
        record(`this · product · ${label} · cached`, await measure(shop, PRODUCT, database));
      } finally {
        await shop.stop();
        await database.drop();
      }
    }
  }
} finally {
  bare.kill();
}

const bareRps = summary('bare node http').rps;
console.log(`\nAPI under load (${CONNECTIONS} connections, ${SECONDS} s each, loopback, median of ${ROUNDS} rounds; uncached unless marked)`);
console.log(
  `  ${'target'.padEnd(36)} ${'req/s'.padStart(8)} ${'CPU ms'.padStart(7)} ${'SQL ms'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'% bare'.padStart(7)} ${'× main'.padStart(7)} ${'errors'.padStart(7)}`,
);
for (const name of results.keys()) {
  const r = summary(name);
  const share = `${Math.round((r.rps / bareRps) * 100)}%`;
  const main = results.has(name.replace(/^this/, 'main')) && name.startsWith('this') ? `${(r.rps / summary(name.replace(/^this/, 'main')).rps).toFixed(1)}×` : '';
  console.log(
    `  ${name.padEnd(36)} ${r.rps.toFixed(0).padStart(8)} ${(Number.isNaN(r.cpu) ? '' : r.cpu.toFixed(2)).padStart(7)} ${(Number.isNaN(r.sqlCpu) ? '' : r.sqlCpu.toFixed(2)).padStart(7)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${share.padStart(7)} ${main.padStart(7)} ${String(r.errors).padStart(7)}`,
  );
}
// The server's CPU is the bottleneck at 50 connections: the time one request costs beyond the bare
// server's is 1/rps - 1/rps(bare); for `{ __typename }` that is yoga's pipeline and our context.
console.log("\nGraphQL pipeline cost a request ({ __typename }): 1000/req/s minus the bare server's, and the server's CPU ms");
for (const name of results.keys()) {
  if (!name.includes('__typename')) continue;
  const r = summary(name);
  console.log(`  ${name.padEnd(36)} ${(1000 / r.rps - 1000 / bareRps).toFixed(2).padStart(6)} ms ${r.cpu.toFixed(2).padStart(6)} ms CPU`);
}
console.log("  goals on PostgreSQL: cached p95 <= 25 ms and >= 30% of the bare server's req/s; uncached filter and product >= 4× main");
