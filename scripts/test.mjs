// `npm test`: every stage of the test command in order, each timed, with a table of the times at
// the end (also when a stage fails), so a slow stage shows in every CI log.
import { spawn } from 'node:child_process';

const stages = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['build', 'npm', ['run', '--silent', 'build']],
  ['chromium', 'node', ['scripts/ensure-chromium.mjs']],
  // The unit/server suite and the browser suite side by side (scripts/run-together.mjs says why).
  ['suites', 'node', ['scripts/run-together.mjs', 'test:unit', 'test:browser']],
  ['budget', 'npm', ['run', '--silent', 'budget']],
];

const run = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: process.env });
    child.on('close', (code) => resolve(code === 0));
  });

const times = [];
const started = Date.now();
let failed;
for (const [name, command, args] of stages) {
  const stageStarted = Date.now();
  console.log(`\n── stage ${name} ──`);
  const passed = await run(command, args);
  const seconds = Math.round((Date.now() - stageStarted) / 1000);
  times.push([name, seconds, passed]);
  console.log(`── stage ${name} ${passed ? 'passed' : 'FAILED'} in ${seconds} s ──`);
  if (!passed) {
    failed = name;
    break;
  }
}

console.log('\nstage times:');
for (const [name, seconds, passed] of times) console.log(`  ${name.padEnd(10)} ${String(seconds).padStart(5)} s${passed ? '' : '  FAILED'}`);
console.log(`  ${'total'.padEnd(10)} ${String(Math.round((Date.now() - started) / 1000)).padStart(5)} s`);
process.exit(failed ? 1 : 0);
