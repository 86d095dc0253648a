// What the shop's commands (`npm run shop -- staff …`, staff-commands.ts) answer and audit. Only a
// caller on this machine gets in, with the shop's bearer token when SHOP_ADMIN_TOKEN is set
// (command-guard.ts); each command is audited (SECURITY-REVIEW L5, L13). Quoting a personalized
// request is no command: the back office's audited adminQuotePersonalized is the one way.

/** A command's JSON answer. */
export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

/** What a failed command answers: the error's message key and, for validation, its fields. */
export function failure(error: unknown): Response {
  const graphql = error as { message?: string; extensions?: { code?: string; validation?: unknown; reason?: string } };
  if (typeof graphql?.message !== 'string' || !graphql.extensions) throw error;
  const status = graphql.extensions.code === 'NOT_FOUND' ? 404 : 400;
  return json(status, { error: graphql.message, ...(graphql.extensions.reason ? { reason: graphql.extensions.reason } : {}), ...(graphql.extensions.validation ? { validation: graphql.extensions.validation } : {}) });
}
