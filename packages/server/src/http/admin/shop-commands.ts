import type { Kysely } from 'kysely';
import { clientAddress } from '../../auth/client-address.js';
import { insertAudit } from '../../db/repositories/staff/audit-log.js';
import type { Database } from '../../db/types.js';

// What the shop's commands (`npm run shop -- staff …`, staff-commands.ts) answer and audit. Only a
// caller on this machine gets in, with the shop's bearer token when SHOP_ADMIN_TOKEN is set
// (command-guard.ts); each command is audited (SECURITY-REVIEW L5, L13). Quoting a personalized
// request is no command: the back office's audited adminQuotePersonalized is the one way.

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
