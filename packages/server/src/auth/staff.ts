import type { Kysely } from 'kysely';
import { touchSessionFactor } from '../db/repositories/accounts/sessions.js';
import { findStaffMember, type StaffMemberRow } from '../db/repositories/staff/staff.js';
import type { StaffRole } from '../db/tables/staff.js';
import type { Database } from '../db/types.js';
import { forbidden } from '../errors.js';
import type { Viewer } from './viewer.js';

/** What the staff check reads of a request (the context's part; auth does not import the context, which builds the services that use it). */
export interface StaffRequest {
  db: Kysely<Database>;
  viewer(): Promise<Viewer | undefined>;
  request: Request;
  publicUrl: string;
}

/**
 * What a back-office call needs: reading, moving requests and orders, workshops, prices and stock,
 * partners and their money (issue 26), giving money back (issue 28 item 3), and seeing the shop's
 * money (SECURITY-REVIEW-2 N12: revenue, what paid sales took and gave back, commissions; README
 * "Back office" says which figures staff keep to do their work), and changing what a gift card
 * holds (issue 35 item 3: adjusting or voiding it), and keeping the list of couriers (issue 36).
 */
export type StaffRight = 'read' | 'move' | 'workshops' | 'products' | 'partners' | 'refunds' | 'money' | 'giftCards' | 'couriers';

/**
 * Issue 15: the owner may do everything; staff everything except change prices and stock, and
 * the shop's money (partners' commission, refunds, gift card changes: owner only), and the couriers' list.
 */
export const ROLE_RIGHTS: Readonly<Record<StaffRole, readonly StaffRight[]>> = {
  owner: ['read', 'move', 'workshops', 'products', 'partners', 'refunds', 'money', 'giftCards', 'couriers'],
  staff: ['read', 'move', 'workshops'],
};

/** The signed-in staff member of a request. */
export interface Staff extends StaffMemberRow {
  sessionId: number;
  /** This session passed the second factor. */
  verified: boolean;
}

/**
 * Staff calls come only from the shop's own pages (issue 15): a request with an Origin header
 * from anywhere else, a partner's page included, is refused even with a staff cookie.
 */
export function isOwnOrigin(request: Request, publicUrl: string): boolean {
  const origin = request.headers.get('origin');
  return origin === null || origin === new URL(publicUrl).origin;
}

const perRequest = new WeakMap<object, Promise<Staff | undefined>>();

/** The request's staff member, whether or not the session passed the factor; undefined for anyone else. */
export function findStaff(ctx: Pick<StaffRequest, 'db' | 'viewer'>): Promise<Staff | undefined> {
  let found = perRequest.get(ctx);
  if (!found) {
    found = (async () => {
      const viewer = await ctx.viewer();
      if (!viewer) return undefined;
      const member = await findStaffMember(ctx.db, viewer.userId);
      // SECURITY-REVIEW L5: staff work keeps the factor from lapsing for another 30 idle minutes.
      if (member && viewer.verified) await touchSessionFactor(ctx.db, viewer.sessionId);
      return member && { ...member, sessionId: viewer.sessionId, verified: viewer.verified };
    })();
    perRequest.set(ctx, found);
  }
  return found;
}

/**
 * The staff member allowed `right`, or `forbidden`: for a foreign origin (reason origin), a
 * customer or anonymous caller, a session without the second factor (reason secondFactor; unless
 * `factor` is false, for the calls that pass it), and a role without the right (reason role).
 */
export async function requireStaff(ctx: StaffRequest, right: StaffRight, options: { factor?: boolean } = {}): Promise<Staff> {
  if (!isOwnOrigin(ctx.request, ctx.publicUrl)) throw forbidden('origin');
  const staff = await findStaff(ctx);
  if (!staff) throw forbidden();
  if ((options.factor ?? true) && !staff.verified) throw forbidden('secondFactor');
  if (!ROLE_RIGHTS[staff.role].includes(right)) throw forbidden('role');
  return staff;
}
