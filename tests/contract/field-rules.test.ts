import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { deliverySchema, guestContactSchema, newsletterSchema, phoneField, productChoiceSchema, resetPasswordSchema, signUpSchema, type Check } from '@candleshop/core';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, ADDRESS_MAX_LENGTH, MAX_PASSWORD_LENGTH } from '@candleshop/rules';
import { createLocalHumanCheck } from '../../packages/server/src/adapters/human-check/local-human-check.js';
import { quantityArg } from '../../packages/server/src/resolvers/sales/carts.js';
import { guestArgs, placeArgs } from '../../packages/server/src/resolvers/sales/orders.js';
import { registerArgs } from '../../packages/server/src/resolvers/accounts/accounts.js';
import { newRegistration, REGISTER } from '../../packages/server/src/test/accounts.js';
import { testDatabases } from '../../packages/server/src/test/databases.js';
import { graphql, openShop, type TestShop } from '../../packages/server/src/test/shop.js';

// Issue 25 item 3: one table of valid and invalid inputs per rule (@candleshop/rules), fed to the
// clients' checks (core's forms) and to the server's zod schemas; both must take and refuse alike.
// One call per rule through yoga.fetch shows the schema is the one the API answers with.

const at = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

interface Table<Value> {
  valid: Value[];
  invalid: Value[];
}

const EMAILS: Table<string> = {
  valid: ['shilan@example.com', ' a.b+c@mail.example.iq ', at(EMAIL_MAX_LENGTH)],
  invalid: ['', '   ', 'shilan', 'shilan@example', 'shilan.example.com', 'shi lan@example.com', 'a@b@example.com', at(EMAIL_MAX_LENGTH + 1)],
};
const PHONES: Table<string> = {
  valid: ['07501234567', '7501234567', ' 07701234567 ', '٠٧٥٠١٢٣٤٥٦٧', '۷۵۰۱۲۳۴۵۶۷', '07799999999', '07801234567', '0750 123 4567', '+9647501234567', '009647501234567'],
  invalid: ['', '0750123456', '075012345678', '08501234567', '01 234 5678', '+9657501234567', 'phone'],
};
const PASSWORDS: Table<string> = {
  valid: ['12345678', 'correct horse battery', ' '.repeat(8), 'p'.repeat(MAX_PASSWORD_LENGTH)],
  invalid: ['', '1234567', 'p'.repeat(MAX_PASSWORD_LENGTH + 1)],
};
const NAMES: Table<string> = {
  valid: ['Shilan', ' Dara Ahmed ', 'شیلان ئەحمەد', 'n'.repeat(NAME_MAX_LENGTH)],
  invalid: ['', '  ', '\n', 'n'.repeat(NAME_MAX_LENGTH + 1)],
};
// A blank address is the checkout's own rule (SPEC §5 enterAddress); the server lets pickup leave it out.
const ADDRESSES: Table<string> = {
  valid: ['Street 60, Erbil', ` ${'a'.repeat(ADDRESS_MAX_LENGTH)} `],
  invalid: ['a'.repeat(ADDRESS_MAX_LENGTH + 1)],
};
const QUANTITIES: Table<number> = {
  valid: [1, 2, 1000],
  invalid: [0, -1, 1.5, 1001],
};

const today = new Date();
const signUp = signUpSchema(today);
const plenty = productChoiceSchema({ stock: 1_000_000, sizes: [], colors: [], scents: [] });

const clientTakes = (check: Check<unknown>, value: unknown) => check(value, {}).error === undefined;
const serverTakes = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

/** Every client check and server schema of a rule, and what each says of each row of its table. */
function agreement<Value>(table: Table<Value>, clients: Record<string, Check<unknown>>, servers: Record<string, z.ZodType>) {
  const rows: string[] = [];
  for (const [expected, values] of [
    ['takes', table.valid],
    ['refuses', table.invalid],
  ] as const) {
    for (const value of values) {
      for (const [name, check] of Object.entries(clients)) if (clientTakes(check, value) !== (expected === 'takes')) rows.push(`client ${name} ${expected === 'takes' ? 'refuses' : 'takes'} ${JSON.stringify(value)}`);
      for (const [name, schema] of Object.entries(servers)) if (serverTakes(schema, value) !== (expected === 'takes')) rows.push(`server ${name} ${expected === 'takes' ? 'refuses' : 'takes'} ${JSON.stringify(value)}`);
    }
  }
  return rows;
}

describe('one table per rule, both sides', () => {
  it('email', () => {
    expect(
      agreement(
        EMAILS,
        { newsletter: newsletterSchema.email, signUp: signUp.email, guest: guestContactSchema.email },
        {
          register: registerArgs.shape.email,
          guest: guestArgs.guest.shape.email,
        },
      ),
    ).toEqual([]);
  });

  it('phone', () => {
    expect(
      agreement(
        PHONES,
        { popup: phoneField, signUp: signUp.phone, guest: guestContactSchema.phone },
        {
          register: registerArgs.shape.phone,
          guest: guestArgs.guest.shape.phone,
        },
      ),
    ).toEqual([]);
  });

  it('password', () => {
    expect(agreement(PASSWORDS, { signUp: signUp.password, reset: resetPasswordSchema.password }, { register: registerArgs.shape.password })).toEqual([]);
  });

  it('name', () => {
    expect(agreement(NAMES, { signUp: signUp.name, guest: guestContactSchema.name }, { register: registerArgs.shape.name, guest: guestArgs.guest.shape.name })).toEqual([]);
  });

  it('address', () => {
    expect(agreement(ADDRESSES, { delivery: deliverySchema.address }, { order: placeArgs.address, guest: guestArgs.guest.shape.address })).toEqual([]);
  });

  it('quantity', () => {
    expect(agreement(QUANTITIES, { product: plenty.quantity }, { line: quantityArg })).toEqual([]);
  });

  it('gives the same message keys where both sides share them (sign-up and register)', () => {
    const keyOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;
    for (const [check, schema, values] of [
      [signUp.email, registerArgs.shape.email, EMAILS.invalid],
      [signUp.phone, registerArgs.shape.phone, PHONES.invalid],
      [signUp.name, registerArgs.shape.name, NAMES.invalid.filter((name) => name.length <= NAME_MAX_LENGTH)],
      [signUp.password, registerArgs.shape.password, PASSWORDS.invalid.filter((password) => password.length <= MAX_PASSWORD_LENGTH)],
    ] as const) {
      for (const value of values) expect(keyOf(schema, value), JSON.stringify(value)).toBe(check(value, {}).error);
    }
  });
});

const BUY_NOW_GUEST = `mutation B($quantity: Int!, $address: String, $guest: GuestInput!) {
  buyNowGuest(id: "1", quantity: $quantity, method: "cash", city: "1", address: $address, token: "local-unverified", guest: $guest) { uuid } }`;
const GUEST = { name: 'Shilan Ahmed', email: 'shilan@example.com', phone: '07501234567' };

describe.each(testDatabases())('the API answers with the same rules on $name', (database) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openShop(database, { humanCheck: createLocalHumanCheck(() => {}) });
  });
  afterAll(() => shop?.close());

  const refusedFields = (reply: { errors?: Array<{ extensions?: Record<string, unknown> }> }) => Object.keys((reply.errors?.[0]?.extensions?.validation ?? {}) as Record<string, unknown>);

  it('register refuses the first bad row of each rule, for that field alone', async () => {
    for (const [field, value] of [
      ['email', EMAILS.invalid[2]],
      ['phone', PHONES.invalid[1]],
      ['password', PASSWORDS.invalid[1]],
      ['name', NAMES.invalid[3]],
    ] as const) {
      const reply = await graphql(shop.app, REGISTER, newRegistration({ [field]: value }));
      expect(refusedFields(reply), field).toEqual([field]);
    }
  });

  it('a guest order refuses a long address and a quantity past the bound', async () => {
    const address = await graphql(shop.app, BUY_NOW_GUEST, { quantity: 1, address: ADDRESSES.invalid[0], guest: GUEST });
    expect(refusedFields(address)).toEqual(['address']);
    const quantity = await graphql(shop.app, BUY_NOW_GUEST, { quantity: QUANTITIES.invalid[3], address: 'Street 60', guest: GUEST });
    expect(refusedFields(quantity)).toEqual(['quantity']);
  });
});
