// The client's operations are typed from packages/server/schema.graphql: regenerate those types,
// the server's resolver types (not committed: made from the same schema) and the widgets'
// typings the storefront reads (not committed: made from the element descriptions), type-check
// everything, then validate every operation against the schema.
import { execFileSync } from 'node:child_process';

const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });
// The check runs on TypeScript 7, the native compiler (the devDependency @typescript/native): the
// same files and errors as 5.9's tsc. The build's plugin and gql.tada keep the `typescript` package,
// whose programmatic API 7.0 does not have; both name their command tsc, so this one is called by
// its path. Single-threaded: its parallel checkers each redo part of the work (50-60 CPU-seconds),
// while one took 26 and finished sooner beside the suite's other stages (5.9: 97; issue 34 item 5).
const NATIVE_TSC = 'node_modules/@typescript/native/bin/tsc';
const tsc = (project) => run('node', [NATIVE_TSC, '--noEmit', '--singleThreaded', '-p', project]);
run('npx', ['--no-install', 'gql-tada', 'generate', 'output']);
run('node', ['scripts/server-types.mjs']);
run('node', ['scripts/elements/generate.mjs']);
tsc('.');
// packages/rules again without the DOM's or Node's typings: it runs in browsers and on the server alike.
tsc('packages/rules');
run('npx', ['--no-install', 'gql-tada', 'check']);
