import { timingSafeEqual } from 'node:crypto';
import type { AccountAdapters } from '../accounts-adapters.js';
import { langOf } from '../context.js';
import { createLocalHumanCheck } from '../adapters/human-check/local-human-check.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { createPersonalized } from '../services/personalized/personalized-requests.js';
import { textResponse } from './responses.js';

// The shop's own commands: `npm run shop -- quote <id> <price>` posts here (staff commands:
// staff-commands.ts). Only a caller with the shop's bearer token gets in; without a token the
// routes do not exist.

/** A command's JSON answer. */
export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

/** Whether the request carries the shop's bearer token (compared in constant time). */
export function authorized(request: Request, token: string): boolean {
  const given = Buffer.from(request.headers.get('authorization') ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What a failed command answers: the error's message key and, for validation, its fields. */
export function failure(error: unknown): Response {
  const graphql = error as { message?: string; extensions?: { code?: string; validation?: unknown; reason?: string } };
  if (typeof graphql?.message !== 'string' || !graphql.extensions) throw error;
  const status = graphql.extensions.code === 'NOT_FOUND' ? 404 : 400;
  return json(status, { error: graphql.message, ...(graphql.extensions.reason ? { reason: graphql.extensions.reason } : {}), ...(graphql.extensions.validation ? { validation: graphql.extensions.validation } : {}) });
}

/** `POST /shop/quote` {id, price}: quotes a personalized request (SPEC §3) and mails the customer. */
export async function serveShopCommand(
  db: Kysely<Database>,
  options: { accounts: AccountAdapters; publicUrl: string },
  request: Request,
  pathname: string,
): Promise<Response> {
  const token = options.accounts.shopAdminToken;
  if (!token || pathname !== '/shop/quote') return textResponse(404, 'Not found');
  if (request.method !== 'POST') return textResponse(405, 'Method not allowed', { allow: 'POST' });
  if (!authorized(request, token)) return textResponse(401, 'Unauthorized', { 'www-authenticate': 'Bearer' });
  let body: { id?: unknown; price?: unknown };
  try {
    body = (await request.json()) as typeof body;
  } catch {
    return json(400, { error: 'bad.request' });
  }
  const id = Number(body.id);
  const price = Number(body.price);
  if (!Number.isInteger(id) || id < 1) return json(400, { error: 'bad.request', validation: { id: ['input.id.invalid'] } });
  const { accounts } = options;
  const service = createPersonalized(db, {
    // Quoting verifies no human check: the stand-in is never asked.
    lang: langOf(request.url), humanCheck: createLocalHumanCheck(() => {}), mailer: accounts.mailer, storage: accounts.storage, shopEmail: accounts.shopEmail, publicUrl: options.publicUrl, payments: undefined,
  });
  try {
    return json(200, { request: await service.quote(id, price) });
  } catch (error) {
    return failure(error);
  }
}
