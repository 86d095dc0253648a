import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Components are written against the React API and run on Preact in widgets; tests use the same
// alias, else they would silently run real React (DESIGN §7).
const preactAlias = [
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

// Migrates and seeds each database once per run (all three projects share it); every suite starts from a copy.
const templateDatabases = ['packages/server/src/test/template-databases.ts'];

// expect.poll waits on its condition for 1 s by default, short on a busy machine (issue 34 item 5):
// as long as testing-library's waits (tests/support/unit-setup.ts).
const pollsOnBusyMachines = { poll: { timeout: 15_000 } };

// What every server suite needs, whichever project runs it.
const serverSuites = {
  environment: 'node' as const,
  globalSetup: templateDatabases,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  expect: pollsOnBusyMachines,
};

// What every component suite needs, in either project.
const componentSuites = {
  resolve: { alias: preactAlias },
  test: {
    environment: 'happy-dom' as const,
    // A thread starts and imports faster than a process (84-95 s instead of 112-123 s on two busy cores).
    pool: 'threads' as const,
    setupFiles: ['tests/support/unit-setup.ts'],
    // The widget suites' test API loads the seeded PGlite's dump.
    globalSetup: templateDatabases,
    // Dependencies that import 'react' must go through the alias too, or they load real React.
    server: { deps: { inline: [/@nanostores\/react/] } },
    include: ['packages/{core,rules,ui,widgets}/src/**/*.test.{ts,tsx}', 'host-site/src/**/*.test.{ts,tsx}'],
    // Widget suites start a real API (tests/support/test-api.ts): a PGlite loaded from a dump
    // in beforeAll, which can take more than the default 10 s on a busy 2-core machine.
    hookTimeout: 60_000,
    // Waits inside a test are on conditions (asyncUtilTimeout in unit-setup.ts), so a test
    // only reaches this when stuck; 5 s, the default, is shorter than those waits.
    testTimeout: 30_000,
    expect: pollsOnBusyMachines,
  },
};

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, which left
    // a core idle while it waited on PostgreSQL, a PGlite load or a file. Two workers (and one set of
    // template databases for the three projects) took the stage with PostgreSQL from 1,100 s to 627 s
    // there, beside other work; more cores keep the default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The last project's global teardown drops the template databases; 10 s is short on a busy machine.
    teardownTimeout: 60_000,
    projects: [
      {
        ...componentSuites,
        test: {
          ...componentSuites.test,
          name: 'unit',
          // The suites share one module graph, as the server's do: the setup file (tests/support/unit-setup.ts)
          // puts back what a new page starts with before each. Isolated, the project took 112 s on an idle
          // 2-core machine (200 s of CPU, most of it importing core and the setup again for each suite);
          // shared, 27 s (43 s of CPU). Suites that need a window and modules of their own, for a mock,
          // a custom element or a module's cache, are *.isolated.test.* (held by tests/architecture).
          isolate: false,
          exclude: ['**/node_modules/**', '**/*.isolated.test.*'],
        },
      },
      {
        ...componentSuites,
        test: {
          ...componentSuites.test,
          // A suite that mocks a module (vi.mock) or defines custom elements on the window needs
          // the modules and the window to itself: *.isolated.test.*, held by tests/architecture.
          name: 'unit-isolated',
          include: componentSuites.test.include.map((pattern) => pattern.replace('*.test.', '*.isolated.test.')),
        },
      },
      {
        test: {
          ...serverSuites,
          name: 'server',
          include: ['packages/server/src/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/package/**/*.test.ts', 'tests/architecture/**/*.test.ts', 'tests/ssr/**/*.test.ts', 'tests/examples/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.isolated.test.ts'],
          // The suites share one module graph: importing the server once instead of once per suite
          // took the project from 624 s to 424 s on a 2-core machine. Every suite opens its own
          // database and app, so no state goes from one to the next through them.
          isolate: false,
        },
      },
      {
        test: {
          ...serverSuites,
          // A suite that mocks a module needs the modules to itself.
          name: 'server-isolated',
          include: ['packages/server/src/**/*.isolated.test.ts'],
        },
      },
    ],
  },
});
