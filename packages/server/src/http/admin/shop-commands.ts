import type { AccountAdapters } from '../../accounts-adapters.js';
import { clientAddress } from '../../auth/client-address.js';
import { langOf } from '../../context.js';
import { createLocalHumanCheck } from '../../adapters/human-check/local-human-check.js';
import type { Kysely } from 'kysely';
import { insertAudit } from '../../db/repositories/admin/audit-log.js';
import type { Database } from '../../db/types.js';
import { createPersonalized } from '../../services/personalized/personalized-requests.js';
import { refuseCommand } from './command-guard.js';
import { textResponse } from '../responses.js';

// The shop's own commands: `npm run shop -- quote <id> <price>` posts here (staff commands:
// staff-commands.ts). Only a caller on this machine gets in, with the shop's bearer token when
// SHOP_ADMIN_TOKEN is set (command-guard.ts); each command is audited (SECURITY-REVIEW L5, L13).

/** A command's JSON answer. */
export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

/** Records a command in the audit log, with no staff actor: the shop's command line ran it. */
export function auditCommand(db: Kysely<Database>, request: Request, entry: { subjectType: string; subjectId: number; action: string; before: unknown; after: unknown }): Promise<void> {
  return insertAudit(db, { ...entry, staffUserId: null, note: null, address: clientAddress(request, []) });
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
  if (pathname !== '/shop/quote') return textResponse(404, 'Not found');
  const refusal = refuseCommand(request, options.accounts.shopCommands);
  if (refusal) return refusal;
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
    const quoted = await service.quote(id, price);
    await auditCommand(db, request, { subjectType: 'personalized', subjectId: id, action: 'quote', before: {}, after: { price } });
    return json(200, { request: quoted });
  } catch (error) {
    return failure(error);
  }
}
