import type { Kysely } from 'kysely';
import type { AccountAdapters } from '../accounts-adapters.js';
import type { Database } from '../db/types.js';
import { addStaff, removeStaff } from '../services/staff/staff-accounts.js';
import { textResponse } from './responses.js';
import { authorized, failure, json } from './shop-commands.js';

// `npm run shop -- staff add <email> --role owner|staff` and `staff remove <email>` post here
// (issue 15: staff are made on the server, never signed up). Only a caller with the shop's bearer
// token gets in; without a token the routes do not exist. `add` answers the new secrets once:
// {email, role, secret, uri, recoveryCodes}; the browser tests compute TOTP codes from `secret`.

/** `POST /shop/staff/add` {email, role} and `POST /shop/staff/remove` {email}. */
export async function serveStaffCommand(db: Kysely<Database>, accounts: AccountAdapters, request: Request, pathname: string): Promise<Response> {
  const token = accounts.shopAdminToken;
  const action = pathname === '/shop/staff/add' ? 'add' : pathname === '/shop/staff/remove' ? 'remove' : undefined;
  if (!token || !action) return textResponse(404, 'Not found');
  if (request.method !== 'POST') return textResponse(405, 'Method not allowed', { allow: 'POST' });
  if (!authorized(request, token)) return textResponse(401, 'Unauthorized', { 'www-authenticate': 'Bearer' });
  let body: { email?: unknown; role?: unknown };
  try {
    body = (await request.json()) as typeof body;
  } catch {
    return json(400, { error: 'bad.request' });
  }
  if (typeof body.email !== 'string' || !body.email.includes('@') || body.email.length > 320) {
    return json(400, { error: 'bad.request', validation: { email: ['input.email.invalid'] } });
  }
  try {
    if (action === 'remove') return json(200, await removeStaff(db, body.email));
    return json(200, await addStaff(db, accounts.staffKey, body.email, typeof body.role === 'string' ? body.role : ''));
  } catch (error) {
    return failure(error);
  }
}
