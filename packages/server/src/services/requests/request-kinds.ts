import { ORDER_MOVES } from '@candleshop/rules';
import type { RequestKind } from '../../db/repositories/requests/admin-requests.js';
import { PERSONALIZED_MOVES } from '../personalized/personalized-status.js';
import { SUBSCRIPTION_MOVES } from '../subscriptions/subscription-status.js';
import { WHITE_LABEL_MOVES } from '../whitelabel/white-label-status.js';

/** The request kinds the back office's inbox knows, as the schema spells them. */
export const REQUEST_KINDS: readonly RequestKind[] = ['refill', 'ticket', 'whitelabel', 'personalized', 'subscription'];

/** Whether a string names a request kind. */
export const isRequestKind = (kind: string): kind is RequestKind => (REQUEST_KINDS as readonly string[]).includes(kind);

// Each kind keeps its own rule table (SPEC §3), refills and tickets the order's; the back office only reads them. A personalized
// request is quoted with its price (adminQuotePersonalized) and accepted by its customer, so those
// two moves are not the staff's to make by hand.
const STAFF_NEVER: Partial<Record<RequestKind, readonly string[]>> = { personalized: ['quoted', 'accepted'] };

const TABLES: Record<RequestKind, Readonly<Record<string, readonly string[]>>> = {
  refill: ORDER_MOVES,
  ticket: ORDER_MOVES,
  whitelabel: WHITE_LABEL_MOVES,
  personalized: PERSONALIZED_MOVES,
  subscription: SUBSCRIPTION_MOVES,
};

/** The statuses staff may move a request of `kind` to from `from`. */
export function requestMoves(kind: RequestKind, from: string): readonly string[] {
  const never = STAFF_NEVER[kind] ?? [];
  return (TABLES[kind][from] ?? []).filter((to) => !never.includes(to));
}

/** Whether `status` is one of the kind's statuses at all. */
export const isStatusOf = (kind: RequestKind, status: string) => status in TABLES[kind];

/** The customer's page of a request, or null (white-label buyers and guests get none). */
export function requestLink(kind: RequestKind, publicUrl: string, id: number, hasAccount: boolean): string | null {
  if (!hasAccount) return null;
  const path = { refill: 'refills', ticket: 'tickets', personalized: 'personalized', subscription: 'subscriptions', whitelabel: null }[kind];
  return path ? `${publicUrl}/${path}/${id}` : null;
}
