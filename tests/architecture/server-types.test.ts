import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, isCompositeType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script, without typings
import { OUTPUT, SCHEMA, serverTypes, UNTYPED, VIEWS } from '../../scripts/server-types.mjs';

// The resolvers are checked against types generated from schema.graphql (issue 34 item 3); the
// type check writes them anew, so they can only be stale where tsc ran without it.
describe('the server resolver types', () => {
  it('type every root field, with its arguments, from the schema', async () => {
    const text: string = await serverTypes();
    const schema = buildSchema(readFileSync(SCHEMA, 'utf8'));
    for (const root of [schema.getQueryType(), schema.getMutationType()]) {
      if (!isObjectType(root)) continue;
      for (const field of Object.values(root.getFields())) {
        expect(text).toContain(`  ${field.name}?: Resolver<`);
        if (field.args.length) expect(text).toContain(`export type ${root.name}${field.name[0]!.toUpperCase()}${field.name.slice(1)}Args = {`);
      }
    }
    // Scalars keep their own types: only objects are the services' own views.
    expect(text).toContain("Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;");
  });

  it('are the ones the schema gives, where they were generated', async () => {
    if (!existsSync(OUTPUT)) return;
    expect(readFileSync(OUTPUT, 'utf8'), 'packages/server/src/graphql/schema-types.ts is stale: run node scripts/server-types.mjs').toBe(await serverTypes());
  });

  // Issue 34 item 3: the types still `any` when their views were first checked; the list only shrinks.
  const UNTYPED_AT_MOST = 0;

  it('type every object by its service view or by the schema, but for a shrinking list still `any`', async () => {
    const schema = buildSchema(readFileSync(SCHEMA, 'utf8'));
    const untyped: string[] = UNTYPED;
    const views: Record<string, string> = VIEWS;
    expect(untyped.length, 'type what you add: a view in VIEWS, or the schema type itself').toBeLessThanOrEqual(UNTYPED_AT_MOST);
    for (const name of [...untyped, ...Object.keys(views)]) expect(isCompositeType(schema.getType(name)), `${name} is no object type of the schema`).toBe(true);
    expect(untyped.filter((name) => name in views)).toEqual([]);
    const text: string = await serverTypes();
    // Each untyped type is `any` once as a field's answer and once as a parent; nothing else is.
    expect(text.match(/ResolverTypeWrapper<any>/g) ?? []).toHaveLength(untyped.length);
    expect(text).toContain('RefillRequest: ResolverTypeWrapper<RefillView>;');
    expect(text).toContain('FibToken: FibToken;');
  });

  it('are not bypassed by `any` in a resolver', () => {
    const dir = new URL('../../packages/server/src/resolvers/', import.meta.url);
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    expect(files.length).toBeGreaterThan(20);
    const loose = files.filter((file) => /(:\s*any\b|\bas any\b|<any>|any\[\])/.test(readFileSync(join(dir.pathname, file), 'utf8')));
    expect(loose).toEqual([]);
  });
});
