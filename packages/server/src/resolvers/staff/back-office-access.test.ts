import { buildSchema, getNamedType, isInputObjectType, isListType, isNonNullType, isObjectType, type GraphQLField, type GraphQLInputType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import typeDefs from '../../../schema.graphql?raw';
import { ROLE_RIGHTS } from '../../auth/staff.js';
import { createCustomer, type TestCustomer } from '../../test/customers.js';
import { testDatabases } from '../../test/databases.js';
import { createStaff, verifiedStaff, type TestStaff } from '../../test/staff.js';
import { graphql, openShop, PARTNER_ORIGIN, PUBLIC_URL, type TestShop } from '../../test/shop.js';
import { isBackOfficeOperation, STAFF_PERMISSIONS } from './permissions.js';
import { guardStaffOperations } from './staff-guard.js';

// Issue 15: every admin… field of the schema is read here, so a new one cannot skip the check;
// issue 34: each declares its permission (permissions.ts), checked in one place whatever its folder.
const schema = buildSchema(typeDefs);
const adminFields = (type: 'query' | 'mutation') =>
  Object.values((type === 'query' ? schema.getQueryType() : schema.getMutationType())!.getFields())
    .filter((field) => isBackOfficeOperation(field.name))
    .map((field) => ({ type, field }));
const OPERATIONS = [...adminFields('query'), ...adminFields('mutation')];
/** The calls a staff session makes before (and to pass) the second factor. */
const BEFORE_FACTOR = ['adminMe', 'adminVerifyTotp', 'adminUseRecoveryCode'];

describe('the back office’s permissions (permissions.ts)', () => {
  it('declares one for every admin… operation of the schema, and none for an operation it lacks', () => {
    expect(Object.keys(STAFF_PERMISSIONS.Query).sort()).toEqual(
      adminFields('query')
        .map(({ field }) => field.name)
        .sort(),
    );
    expect(Object.keys(STAFF_PERMISSIONS.Mutation).sort()).toEqual(
      adminFields('mutation')
        .map(({ field }) => field.name)
        .sort(),
    );
  });

  it('lets only the calls that pass the second factor skip it', () => {
    const skipping = Object.values(STAFF_PERMISSIONS).flatMap((fields) =>
      Object.entries(fields)
        .filter(([, permission]) => permission.factor === false)
        .map(([name]) => name),
    );
    expect(skipping.sort()).toEqual([...BEFORE_FACTOR].sort());
  });

  const everyOperation = (resolve: () => unknown) => Object.fromEntries(Object.entries(STAFF_PERMISSIONS).map(([type, fields]) => [type, Object.fromEntries(Object.keys(fields).map((name) => [name, resolve]))]));

  it('refuses to build resolvers with an admin… operation that declares no permission, or a permission without its resolver', () => {
    const resolve = () => 'done';
    const all = everyOperation(resolve);
    expect(() => guardStaffOperations({ ...all, Query: { ...all.Query, adminSecret: resolve } })).toThrow(/Query\.adminSecret declares no staff permission/);
    const { adminOrders: _dropped, ...rest } = all.Query!;
    expect(() => guardStaffOperations({ ...all, Query: rest })).toThrow(/Query\.adminOrders names no resolver/);
  });

  it('puts the check before the resolver: a guest never reaches it', async () => {
    let reached = false;
    const guarded = guardStaffOperations(everyOperation(() => (reached = true)));
    const guest = { request: new Request(PUBLIC_URL), publicUrl: PUBLIC_URL, viewer: async () => undefined };
    await expect((guarded.Query!.adminOrders as (...args: unknown[]) => Promise<unknown>)(undefined, {}, guest, undefined)).rejects.toThrow('forbidden');
    expect(reached).toBe(false);
  });
});

// A literal of an input type with every required field filled: the call gets past validation
// and reaches its resolver.
function literal(type: GraphQLInputType): string {
  if (isNonNullType(type)) return literal(type.ofType);
  if (isListType(type)) return `[${literal(type.ofType)}]`;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
    return `{ ${fields.map((field) => `${field.name}: ${literal(field.type)}`).join(', ')} }`;
  }
  const name = getNamedType(type).name;
  return { ID: '"1"', String: '"refill"', Int: '1', Float: '1.5', Boolean: 'true' }[name] ?? '"x"';
}

function operation({ type, field }: { type: string; field: GraphQLField<unknown, unknown> }): string {
  const args = field.args.filter((arg) => isNonNullType(arg.type)).map((arg) => `${arg.name}: ${literal(arg.type)}`);
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${type} { ${field.name}${args.length ? `(${args.join(', ')})` : ''}${selection} }`;
}

const names = (list: typeof OPERATIONS) => list.map(({ field }) => field.name);

describe.each(testDatabases())('who may call the back office on $name', (database) => {
  let shop: TestShop;
  let customer: TestCustomer;
  let unverified: TestStaff;
  let owner: TestStaff;
  let staff: TestStaff;

  const call = (op: (typeof OPERATIONS)[number], headers: Record<string, string> = {}) => graphql(shop.app, operation(op), {}, { headers });
  const forbiddenOf = async (headers: Record<string, string> | undefined, list = OPERATIONS) => {
    const refused: string[] = [];
    for (const op of list) {
      const reply = await call(op, headers);
      if (reply.errors?.[0]?.message === 'forbidden' && reply.errors[0].extensions?.code === 'FORBIDDEN') refused.push(op.field.name);
    }
    return refused;
  };

  beforeAll(async () => {
    shop = await openShop(database);
    customer = await createCustomer(shop.db);
    unverified = await createStaff(shop, 'owner');
    owner = await verifiedStaff(shop, 'owner');
    staff = await verifiedStaff(shop, 'staff');
  });
  afterAll(() => shop.close());

  it('reads every admin operation from the schema', () => {
    expect(OPERATIONS.length).toBeGreaterThanOrEqual(18);
    expect(names(OPERATIONS)).toEqual(expect.arrayContaining(['adminMe', 'adminOrders', 'adminMoveOrder', 'adminSetProduct', 'adminSubscribers']));
  });

  it('refuses an anonymous caller everywhere', async () => {
    expect(await forbiddenOf(undefined)).toEqual(names(OPERATIONS));
  });

  it('refuses a signed-in customer everywhere', async () => {
    expect(await forbiddenOf(customer.headers)).toEqual(names(OPERATIONS));
  });

  it('refuses staff without the second factor everywhere but adminMe and the factor itself', async () => {
    const refused = await forbiddenOf(unverified.headers);
    expect(refused).toEqual(names(OPERATIONS).filter((name) => !BEFORE_FACTOR.includes(name)));
    const reply = await call(
      OPERATIONS.find(({ field }) => field.name === 'adminOrders')!,
      unverified.headers,
    );
    expect(reply.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'secondFactor' });
  });

  it('refuses verified staff calling from another origin, a partner included', async () => {
    for (const origin of ['https://evil.example', PARTNER_ORIGIN, 'null']) {
      expect(await forbiddenOf({ ...owner.headers, origin })).toEqual(names(OPERATIONS));
    }
  });

  it('lets verified staff in from the shop itself or with no Origin', async () => {
    expect(await forbiddenOf(owner.headers)).toEqual([]);
    expect(await forbiddenOf({ ...owner.headers, origin: new URL(PUBLIC_URL).origin })).toEqual([]);
  });

  it("keeps prices and stock, partners and their money (issue 26), refunds (issue 28), gift card changes and promotions (issue 35) and the couriers' list (issue 36) to the owner", async () => {
    const partners = names(OPERATIONS).filter((name) => /Partner/.test(name));
    expect(partners.length).toBe(8);
    const giftCardChanges = ['adminAdjustGiftCard', 'adminVoidGiftCard'];
    const courierChanges = ['adminSaveCourier', 'adminSetCourierActive'];
    const promotions = names(OPERATIONS).filter((name) => /Promotion/.test(name));
    expect(promotions.length).toBe(5);
    const ownerOnly = names(OPERATIONS).filter(
      (name) =>
        name === 'adminSetProduct' || name === 'adminRefund' || name === 'adminCheckRefund' || partners.includes(name) || giftCardChanges.includes(name) || courierChanges.includes(name) || promotions.includes(name),
    );
    expect(await forbiddenOf(staff.headers)).toEqual(ownerOnly);
    const permitted = Object.values(STAFF_PERMISSIONS).flatMap((fields) => Object.entries(fields));
    expect(
      permitted
        .filter(([, { right }]) => !ROLE_RIGHTS.staff.includes(right))
        .map(([name]) => name)
        .sort(),
    ).toEqual([...ownerOnly].sort());
    const reply = await call(
      OPERATIONS.find(({ field }) => field.name === 'adminSetProduct')!,
      staff.headers,
    );
    expect(reply.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'role' });
  });
});
