// `npm test`: every stage of the test command, each timed, with a table of the times at the end
// (also when a stage fails), so a slow stage shows in every CI log. A stage starts as soon as the
// stages it needs have passed, so independent ones run side by side, each line of their output
// prefixed with the stage's name: the type check beside the build (neither reads the other's
// output), and the unit/server suite beside the browser suite, which wait on PostgreSQL and PGlite,
// and on Chromium and the shop: one after the other they left both cores idle more than half the run.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** name, what it needs first, command. */
const stages = [
  // Quick and first: every source file as `npm run format` writes it (.prettierrc.json, issue 34 item 4).
  ['format', [], 'npm', ['run', '--silent', 'format:check']],
  ['typecheck', [], 'npm', ['run', '--silent', 'typecheck']],
  ['build', [], 'npm', ['run', '--silent', 'build']],
  ['chromium', [], 'node', ['scripts/ensure-chromium.mjs']],
  // tests/ssr and tests/package read the build; neither suite reads the type check's output, so
  // they start as soon as the build is there and the type check runs beside them.
  ['unit', ['build'], 'npm', ['run', '--silent', 'test:unit']],
  ['browser', ['build', 'chromium'], 'npm', ['run', '--silent', 'test:browser']],
  ['budget', ['build'], 'npm', ['run', '--silent', 'budget']],
  // The suite runs on the LTS (scripts/lts); the built shop also starts and answers on the one before.
  ['node22', ['build'], 'env', ['NODE_LTS_VERSION=22.23.5', 'sh', 'scripts/lts', 'node', 'scripts/node-smoke.mjs']],
];

// Seconds each stage and the whole run may take on an idle 2-core machine (issue 34 item 5: the
// whole under 12 minutes). Printed beside the times, with OVER where one was exceeded, so a stage
// that grows shows in every CI log; never a failure: a busy machine is slower, not wrong.
const budgets = { format: 60, typecheck: 180, build: 90, chromium: 60, unit: 660, browser: 600, budget: 60, node22: 90, total: 720 };

const times = new Map();
const started = Date.now();

function run(name, command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
    }
    child.on('close', (code, signal) => resolve(code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`));
  });
}

const outcomes = new Map();
function outcome(name) {
  if (!outcomes.has(name)) {
    const [, needs, command, args] = stages.find(([stage]) => stage === name);
    outcomes.set(
      name,
      (async () => {
        const before = await Promise.all(needs.map(outcome));
        if (!before.every((result) => result === 'passed')) return 'not run';
        const stageStarted = Date.now();
        console.log(`── stage ${name} started ──`);
        const result = await run(name, command, args);
        times.set(name, Math.round((Date.now() - stageStarted) / 1000));
        console.log(`── stage ${name} ${result} in ${times.get(name)} s ──`);
        return result;
      })(),
    );
  }
  return outcomes.get(name);
}

const results = await Promise.all(stages.map(([name]) => outcome(name)));

const line = (name, seconds, result = 'passed') => {
  const time = seconds === undefined ? '      –' : `${String(seconds).padStart(5)} s`;
  const over = seconds !== undefined && seconds > budgets[name] ? '  OVER' : '';
  console.log(`  ${name.padEnd(10)} ${time}   budget ${String(budgets[name]).padStart(4)} s${over}${result === 'passed' ? '' : `  ${result}`}`);
};
console.log('\nstage times (side by side where a stage did not need another), against their budgets on an idle machine:');
stages.forEach(([name], index) => line(name, times.get(name), results[index]));
line('total', Math.round((Date.now() - started) / 1000));
process.exit(results.every((result) => result === 'passed') ? 0 : 1);
