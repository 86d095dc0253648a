// `node scripts/run-together.mjs test:unit test:browser`: runs npm scripts at the same time, each
// line of their output prefixed with its name, and fails when any fails. The unit and server suite
// waits on PostgreSQL and PGlite, the browser suite on Chromium and the shop: side by side they
// keep both cores busy, one after the other they left them idle more than half of the run.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-together.mjs <npm script>…');
  process.exit(2);
}

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${script}] ${line}`));
    }
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`[${script}] ${code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds} s`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(scripts.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
