// The smoke run on the previous LTS (issue 34 item 6): the whole suite runs on Node 24; this
// starts the built shop on whatever node runs this script (`npm test` runs it on Node 22 through
// scripts/lts) with its embedded database and demo catalogue, and asks it for a storefront page,
// the SDK loader and a catalogue query. Exits non-zero, saying what failed, if any answer is wrong.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const base = `http://localhost:${port}`;
const shop = spawn(process.execPath, ['dist/server/main.js'], {
  env: { PATH: process.env.PATH ?? '', PORT: String(port), DATA_DIR: 'memory://' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
for (const stream of [shop.stdout, shop.stderr]) stream.on('data', (chunk) => (output += chunk));

/** Polls until the shop answers: seeding the embedded database takes a while on a busy machine. */
async function ready() {
  for (;;) {
    if (shop.exitCode !== null) throw new Error(`the shop exited with ${shop.exitCode}`);
    try {
      if ((await fetch(`${base}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const checks = [
  ['GET /shop', async () => (await (await fetch(`${base}/shop`)).text()).includes('<candle-product-grid')],
  ['GET /sdk/candleshop.js', async () => (await fetch(`${base}/sdk/candleshop.js`)).headers.get('content-type')?.includes('javascript')],
  [
    'POST /graphql { categories }',
    async () => {
      const response = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
        body: JSON.stringify({ query: '{ categories { id title } }' }),
      });
      const body = await response.json();
      return Array.isArray(body.data?.categories) && body.data.categories.length > 0;
    },
  ],
];

let failed = 0;
try {
  await ready();
  for (const [name, check] of checks) {
    const ok = await check().catch((error) => (console.error(error), false));
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} on Node ${process.versions.node}`);
    if (!ok) failed++;
  }
} catch (error) {
  console.error(`FAIL the shop did not start on Node ${process.versions.node}: ${error.message}\n${output}`);
  failed++;
} finally {
  shop.kill('SIGTERM');
}
process.exit(failed ? 1 : 0);
