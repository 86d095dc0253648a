// `npm run bench`, API part: filter (12 items) and product(id) at 50 connections for 10 s on
// loopback, against embedded PGlite and PostgreSQL, beside a bare Node http server in the same run.
// Goal (issue 3): p95 <= 25 ms and >= 30% of the bare server's throughput on PostgreSQL.
import { fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { load } from './load.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const POSTGRES = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const FILTER = JSON.stringify({
  query: `query { filter(page: 1, items: 12) { pagination { current prev next pages total }
    products { id new stock rating ratings details { id title image price } collection { id title } sizes { id price } } } }`,
});
const PRODUCT = (n) =>
  JSON.stringify({
    query: `query ($id: ID!) { product(id: $id) { id stock rating ratings new review collection { id title }
      subCategory { id title category { id title } } details { id title description image price }
      colors { id title color } scents { id title image } sizes { id price size { id title value } } images { id url }
      reviews { id rating review date customer { name profile } } } }`,
    variables: { id: String((n % 45) + 1) },
  });

function waitForUrl(url, child) {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 60_000;
    const poll = () =>
      fetch(url).then(
        () => resolve(),
        () => (Date.now() > deadline || child.exitCode !== null ? reject(new Error(`no answer from ${url}`)) : setTimeout(poll, 200)),
      );
    poll();
  });
}

async function startShop(port, env) {
  const child = spawn(process.execPath, ['dist/server/main.js'], { env: { ...process.env, PORT: String(port), NODE_ENV: 'production', ...env }, stdio: 'ignore' });
  await waitForUrl(`http://127.0.0.1:${port}/`, child);
  return child;
}

async function postgresSchema() {
  const client = new pg.Client({ connectionString: POSTGRES });
  try {
    await client.connect();
  } catch {
    return null;
  }
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  await client.query(`CREATE SCHEMA ${schema}`);
  const url = new URL(POSTGRES);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.href, drop: async () => (await client.query(`DROP SCHEMA ${schema} CASCADE`), await client.end()) };
}

const rows = [];
const row = (name, result) => rows.push({ name, ...result });

const bare = fork(new URL('./bare-server.mjs', import.meta.url), { env: { ...process.env, PORT: '18190' } });
await new Promise((resolve) => bare.once('message', resolve));
const bareResult = await load({ url: 'http://127.0.0.1:18190/', connections: CONNECTIONS, seconds: SECONDS });
row('bare node http', bareResult);
bare.kill();

for (const [label, setup] of [
  ['PGlite', async () => ({ env: { DATA_DIR: 'memory://' }, drop: async () => {} })],
  ['PostgreSQL', async () => {
    const schema = await postgresSchema();
    return schema && { env: { DATABASE_URL: schema.url }, drop: schema.drop };
  }],
]) {
  const database = await setup();
  if (!database) {
    console.log(`(PostgreSQL at ${POSTGRES} is not reachable: skipped)`);
    continue;
  }
  // Each query twice: straight to the database, and as shoppers meet it, with the 5 s public cache.
  for (const [mode, ttl] of [['no cache', '0'], ['cached', '5000']]) {
    const shop = await startShop(18191, { ...database.env, RESPONSE_CACHE_TTL: ttl });
    try {
      const url = 'http://127.0.0.1:18191/graphql';
      row(`filter · ${label} · ${mode}`, await load({ url, body: FILTER, connections: CONNECTIONS, seconds: SECONDS }));
      row(`product · ${label} · ${mode}`, await load({ url, body: PRODUCT, connections: CONNECTIONS, seconds: SECONDS }));
    } finally {
      shop.kill();
      await new Promise((resolve) => shop.once('exit', resolve));
    }
  }
  await database.drop();
}

console.log(`\nAPI under load (${CONNECTIONS} connections, ${SECONDS} s each, loopback)`);
console.log(`  ${'target'.padEnd(32)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'% bare'.padStart(7)} ${'errors'.padStart(7)}`);
for (const r of rows) {
  const share = `${Math.round((r.rps / bareResult.rps) * 100)}%`;
  console.log(`  ${r.name.padEnd(32)} ${r.rps.toFixed(0).padStart(8)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${share.padStart(7)} ${String(r.errors).padStart(7)}`);
}
console.log('  goal on PostgreSQL: p95 <= 25 ms and >= 30% of the bare server\'s req/s');
