// Issue 23 item 7: the API as the GraphQL over HTTP specification says, checked with the
// graphql-http package's own server audit (the spec's reference suite) through `yoga.fetch`.
import { serverAudits, type AuditResult } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases.js';
import { openShop, PUBLIC_URL, type TestShop } from '../test/shop.js';

describe.each(testDatabases())('GraphQL over HTTP on $name', (database) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openShop(database, { responseCacheTtlMs: 60_000 });
  });
  afterAll(() => shop?.close());

  it('passes every MUST of the graphql-http server audit', async () => {
    const fetchFn = (input: RequestInfo | URL, init?: RequestInit) => shop.app.fetch(new Request(input, init));
    const audits = serverAudits({ url: `${PUBLIC_URL}/graphql`, fetchFn });
    const results: Array<{ name: string; result: AuditResult }> = [];
    for (const audit of audits) results.push({ name: audit.name, result: await audit.fn() });
    const failed = results.filter(({ result }) => result.status !== 'ok');
    const byLevel = (level: string) => results.filter((entry) => entry.name.startsWith(level));
    const summary = ['MUST', 'SHOULD', 'MAY'].map((level) => `${level} ${byLevel(level).filter((e) => e.result.status === 'ok').length}/${byLevel(level).length}`);
    console.log(`graphql-http ${summary.join(', ')}`);
    for (const { name, result } of failed) console.log(`  ${result.status}: ${name}: ${result.status === 'ok' ? '' : result.reason}`);
    expect(failed.filter(({ name }) => name.startsWith('MUST')).map(({ name }) => name)).toEqual([]);
  });
});
