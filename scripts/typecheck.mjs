// The client's operations are typed from packages/server/schema.graphql: regenerate those types,
// the server's resolver types (not committed: made from the same schema) and the widgets'
// typings the storefront reads (not committed: made from the element descriptions), type-check
// everything, then validate every operation against the schema.
import { execFileSync } from 'node:child_process';

const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });
run('npx', ['--no-install', 'gql-tada', 'generate', 'output']);
run('node', ['scripts/server-types.mjs']);
run('node', ['scripts/elements/generate.mjs']);
run('npx', ['--no-install', 'tsc', '--noEmit', '-p', '.']);
// packages/rules again without the DOM's or Node's typings: it runs in browsers and on the server alike.
run('npx', ['--no-install', 'tsc', '--noEmit', '-p', 'packages/rules']);
run('npx', ['--no-install', 'gql-tada', 'check']);
