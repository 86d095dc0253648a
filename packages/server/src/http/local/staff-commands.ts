import type { AccountAdapters } from '../../accounts-adapters.js';
import { clientAddress } from '../../auth/client-address.js';
import type { Services } from '../../services/index.js';
import { refuseCommand } from './command-guard.js';
import { textResponse } from '../responses.js';
import { failure, json } from './shop-commands.js';

// `npm run shop -- staff add <email> --role owner|staff` and `staff remove <email>` post here
// (issue 15: staff are made on the server, never signed up). Only a caller on this machine gets
// in, with the shop's bearer token when SHOP_ADMIN_TOKEN is set (command-guard.ts); each change is
// audited under the staff member (SECURITY-REVIEW H1, L13). `add` answers the new secrets once:
// {email, role, secret, uri, recoveryCodes}; the browser tests compute TOTP codes from `secret`.

/** `POST /shop/staff/add` {email, role} and `POST /shop/staff/remove` {email}. */
export async function serveStaffCommand(services: Pick<Services, 'staffAccounts'>, accounts: AccountAdapters, request: Request, pathname: string): Promise<Response> {
  const action = pathname === '/shop/staff/add' ? 'add' : pathname === '/shop/staff/remove' ? 'remove' : undefined;
  if (!action) return textResponse(404, 'Not found');
  const refusal = refuseCommand(request, accounts.shopCommands);
  if (refusal) return refusal;
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
    // The audit's address is the peer's own: the command line runs on this machine, never behind a proxy.
    const answer = await services.staffAccounts.run(action, body.email, typeof body.role === 'string' ? body.role : '', clientAddress(request, []));
    return json(200, answer);
  } catch (error) {
    return failure(error);
  }
}
