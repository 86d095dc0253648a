import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { pgliteDumps } from '../../packages/server/src/test/template-databases.js';

// The unit project's global setup (vitest.config.ts): the widget suites each start a real API
// (test-api.ts); migrating and seeding a PGlite for each took most of their time, so it is done
// once per run and each suite loads the dump.
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'candleshop-unit-databases-'));
  try {
    project.provide('testDatabaseTemplates', { pglite: await pgliteDumps(folder) });
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  return () => rm(folder, { recursive: true, force: true });
}
