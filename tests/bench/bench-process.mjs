// What the benches that start a shop share: waiting for it to answer, starting a built shop on
// a PostgreSQL schema, and reading a process's CPU time.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { BENCH_POSTGRES, createBenchSchema } from './bench-schema.mjs';

/** Resolves once `url` answers; rejects after a minute, or when `child` has exited. */
export function waitForUrl(url, child) {
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

/** The built shop (dist/server/main.js) as a demo production on `databaseUrl`, with staff commands on; answers once it is up. */
export async function startBenchShop(port, databaseUrl) {
  const url = `http://localhost:${port}`;
  const shop = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: url,
      NODE_ENV: 'production',
      SHOP_DEMO: 'on',
      DATABASE_URL: databaseUrl,
      STAFF_SECRET_KEY: 'bench-staff-secret-key-of-enough-length',
      SHOP_ADMIN_TOKEN: 'bench-shop-admin-token-of-enough-length',
    },
    stdio: 'ignore',
  });
  try {
    await waitForUrl(`${url}/healthz`, shop);
  } catch (error) {
    shop.kill();
    throw error;
  }
  return shop;
}

/**
 * A fresh PostgreSQL schema named `schema` and the built shop on it at `port`; when PostgreSQL is
 * away the bench says it is skipped (`what`) and ends.
 */
export async function benchShopOnPostgres(schema, port, what) {
  const bench = await createBenchSchema(schema);
  if (!bench) {
    console.log(`(PostgreSQL at ${BENCH_POSTGRES} is not reachable: ${what} bench skipped)`);
    process.exit(0);
  }
  return { bench, shop: await startBenchShop(port, bench.url) };
}

/**
 * A process's CPU time in ms (user + system, Linux): per request it varies far less with what
 * else the machine runs than the time a request takes.
 */
export const cpuMs = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
};
