import { backgroundSettled } from '../internal/background.js';
import type { Kysely } from 'kysely';
import type { ShopApp } from '../app.js';
import type { Database } from '../db/types.js';
import { graphql, type GraphQLReply } from './shop.js';

/** The human-check token the local verifier accepts. */
export const HUMAN = 'local-unverified';

let made = 0;

/** A registration payload with unique email and phone; override any field. */
export function newRegistration(fields: Record<string, unknown> = {}): Record<string, unknown> {
  made += 1;
  return {
    name: ' Dara Ahmed ',
    email: `dara${made}.${Date.now()}@example.com`,
    phone: `07501${String(made).padStart(6, '0')}`,
    password: 'correct horse battery',
    city: '1',
    dob: '1990-04-21',
    gender: 'female',
    token: HUMAN,
    ...fields,
  };
}

export const USER_FIELDS = 'id name email phone status address profile dob gender age city { id name }';

export const REGISTER = `mutation Register($name: String!, $email: String!, $phone: String!, $password: String!, $city: ID!, $profile: String, $gender: String, $dob: String, $token: String!) {
  register(name: $name, email: $email, phone: $phone, password: $password, city: $city, profile: $profile, gender: $gender, dob: $dob, token: $token) { status user { ${USER_FIELDS} } }
}`;

export const LOGIN = `mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { status user { id email } } }`;

/** The `name=value` pair of the session cookie a reply set, for a later request's Cookie header. */
export function sessionOf(reply: GraphQLReply<unknown>): string {
  const cookie = reply.headers.getSetCookie().find((value) => /^(__Host-)?sid=[^;]+;/.test(value));
  if (!cookie) throw new Error(`expected a session cookie, got ${JSON.stringify(reply.headers.getSetCookie())}`);
  return cookie.slice(0, cookie.indexOf(';'));
}

/** Registers through the API; answers the reply, the payload and the session cookie. */
export async function registerCustomer(app: ShopApp, fields: Record<string, unknown> = {}, lang?: string) {
  const payload = newRegistration(fields);
  const reply = await graphql(app, REGISTER, payload, { lang });
  if (reply.errors) throw new Error(JSON.stringify(reply.errors));
  return { reply, payload, cookie: sessionOf(reply), userId: Number(reply.data!.register.user.id) };
}

/** The latest mail the local outbox kept for an address. */
export async function lastMailTo(db: Kysely<Database>, to: string) {
  // Reset mails go out after the answer (SECURITY-REVIEW L15).
  await backgroundSettled();
  return db.selectFrom('outbox').selectAll().where('recipient', '=', to).orderBy('id', 'desc').executeTakeFirst();
}

/** The first link of a mail's text. */
export function linkIn(text: string | undefined): URL {
  const match = /https?:\/\/\S+/.exec(text ?? '');
  if (!match) throw new Error(`expected a link in ${text}`);
  return new URL(match[0]);
}
