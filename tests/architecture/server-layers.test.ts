import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { layerViolations } from './server-layers.js';
import { readSources } from './source-imports.js';

const ROOT = resolve(import.meta.dirname, '../..');
const SRC = 'packages/server/src';

describe('server layers (packages/server/README.md)', () => {
  it('no server folder imports a layer above it', () => {
    expect(layerViolations(SRC, readSources(ROOT, SRC))).toEqual([]);
  });

  it('names a reach upward, and lets tests and the layers below through', () => {
    const file = (path: string, specifiers: string[], test = false) => ({ path, specifiers, test });
    expect(
      layerViolations(SRC, [
        file(`${SRC}/db/repositories/sales/orders.ts`, ['../../../services/sales/orders.js', '../../types.js']),
        file(`${SRC}/adapters/mail/mail.ts`, ['../../db/types.js', '../../http/responses.js']),
        file(`${SRC}/services/sales/orders.ts`, ['../../db/types.js', '../../adapters/mail/mail.js']),
        file(`${SRC}/db/seed/seed.test.ts`, ['../../services/sales/orders.js'], true),
      ]),
    ).toEqual([
      `${SRC}/db/repositories/sales/orders.ts imports services/: db/ is the bottom layer: tables, queries, migrations`,
      `${SRC}/adapters/mail/mail.ts imports http/: an adapter speaks to one outside system and knows no shop rules`,
    ]);
  });
});
