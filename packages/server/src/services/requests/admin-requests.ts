import { shopDateTime } from '@candleshop/rules';
import type { Kysely } from 'kysely';
import {
  bumpVersion,
  findAdminRequest,
  findAdminRequests,
  findSubscriptionMonth,
  moveRequestAtVersion,
  moveSubscriptionMonth,
  type AdminRequestRow,
  type RequestKind,
} from '../../db/repositories/requests/admin-requests.js';
import { markPaidForRefund } from '../../db/repositories/sales/payments.js';
import { giveSeatsBack } from '../../db/repositories/tickets/tickets.js';
import { giveBackGiftCards } from '../gift-cards/give-back-gift-cards.js';
import type { Database } from '../../db/types.js';
import type { SubscriptionMonthStatus } from '../../db/tables/subscriptions.js';
import { badRequest, notFound } from '../../errors.js';

import type { Personalized } from '../personalized/personalized-requests.js';
import { recordMove, recordMoved } from '../sale-life/sale-moves.js';
import { MONTH_MOVES } from '../subscriptions/subscription-status.js';
import { audit, type StaffActor } from '../staff/audit.js';
import { changed, mailMove, moveNotAllowed } from '../status-moves.js';
import { requestCustomer, type CustomerView } from '../accounts/customer-view.js';
import { giveUpPaymentsOf, type AdminOptions } from '../staff/back-office-options.js';
import { limits, pageInfo, type PageArgs } from '../paging.js';
import { isStatusOf, requestLink, requestMoves } from './request-kinds.js';
import { offerFreedSeats } from '../waitlist/admin-waitlist.js';

/** The schema's AdminRequest before its kind's own object is shaped (resolvers/requests/admin-requests.ts). */
export interface AdminRequestView {
  kind: RequestKind;
  id: number;
  status: string;
  version: number;
  moves: readonly string[];
  date: string;
  customer: CustomerView;
  total: number | null;
  paid: boolean;
  /** The kind's stored row. */
  row: Record<string, unknown>;
}

function view(kind: RequestKind, row: AdminRequestRow): AdminRequestView {
  const raw = row.row;
  const total = kind === 'personalized' ? (raw.price as number | null) : (raw.total as number);
  return {
    kind,
    id: row.id,
    status: row.status,
    version: row.version,
    moves: requestMoves(kind, row.status),
    date: shopDateTime(row.created_at),
    customer: requestCustomer(row),
    total,
    paid: raw.paid === true,
    row: raw,
  };
}

// A ticket turned down frees its seats, as a customer's cancelled one does (tickets/ticket-cancel.ts).
const FREES_SEATS = ['cancelled', 'rejected'];
// The statuses that close a sale: its payments still waiting are given up (SECURITY-REVIEW M5).
const CLOSES = ['cancelled', 'rejected'];

/** The back office's requests inbox of every kind (issue 15): list, one, moves, months and quotes. */
export function createAdminRequests(db: Kysely<Database>, options: AdminOptions) {
  const found = async (kind: RequestKind, id: number) => {
    const row = await findAdminRequest(db, kind, id);
    if (!row) throw notFound();
    return row;
  };
  const again = async (kind: RequestKind, id: number) => view(kind, await found(kind, id));

  return {
    async list(kind: RequestKind, filter: { status?: string; search?: string }, page: PageArgs) {
      const { rows, total } = await findAdminRequests(db, kind, filter, limits(page));
      return { items: rows.map((row) => view(kind, row)), pageInfo: pageInfo(page, total) };
    },

    async one(kind: RequestKind, id: number): Promise<AdminRequestView | null> {
      const row = await findAdminRequest(db, kind, id);
      return row ? view(kind, row) : null;
    },

    /** Moves a request along its kind's table at the version seen, audited in the same transaction; the customer is mailed. */
    async move(actor: StaffActor, kind: RequestKind, id: number, to: string, version: number, note: string | null): Promise<AdminRequestView> {
      if (!isStatusOf(kind, to)) throw badRequest({ status: ['input.status.invalid'] });
      const row = await found(kind, id);
      if (row.version !== version) throw changed();
      if (!requestMoves(kind, row.status).includes(to)) throw moveNotAllowed(row.status);
      await db.transaction().execute(async (trx) => {
        const moved = await moveRequestAtVersion(trx, kind, id, version, row.status, to);
        if (!moved) throw changed();
        if (kind !== 'whitelabel') await recordMove(trx, { kind, id }, { to, version: version + 1 }, moved.paid && row.row.paid !== true);
        if (kind === 'ticket' && FREES_SEATS.includes(to)) await giveSeatsBack(trx, row.row.workshop_id as number, row.row.people as number);
        // Issue 35: a refill or ticket turned down gives back what its gift cards paid, once.
        if ((kind === 'refill' || kind === 'ticket') && CLOSES.includes(to)) await giveBackGiftCards(trx, { kind, id });
        // SECURITY A3: money already taken for a sale turned down is listed to give back.
        if (kind !== 'whitelabel' && CLOSES.includes(to)) await markPaidForRefund(trx, { kind, id });
        await audit(trx, actor, {
          subjectType: kind,
          subjectId: id,
          action: 'move',
          note,
          before: { status: row.status, version },
          after: { status: to, version: version + 1 },
        });
      });
      if (kind !== 'whitelabel' && CLOSES.includes(to)) await giveUpPaymentsOf(options, { kind, id });
      if (kind !== 'whitelabel') await options.saleLife?.settle({ kind, id });
      const result = await again(kind, id);
      // A sale's move mails its customer through its moved event (sale-life/status-mails.ts); a
      // white-label request is no sale, and is mailed here.
      if (kind === 'whitelabel') await mailMove(options.mailer, kind, result.customer, { name: result.customer.name, id, status: to, link: requestLink(kind, options.publicUrl, id, row.user_id !== null) });
      if (kind === 'ticket') {
        // Issue 27: seats a cancelled or rejected ticket freed go to the workshop's waiting list at once.
        if (FREES_SEATS.includes(to)) await offerFreedSeats(db, row.row.workshop_id as number, options);
        options.catalogueChanged();
      }
      return result;
    },

    /** Moves one month's box of a subscription (MONTH_MOVES) at the subscription's version; its moved event mails the customer. */
    async moveMonth(actor: StaffActor, id: number, month: number, to: string, version: number): Promise<AdminRequestView> {
      if (!(to in MONTH_MOVES)) throw badRequest({ status: ['input.status.invalid'] });
      const row = await found('subscription', id);
      const box = await findSubscriptionMonth(db, id, month);
      if (!box) throw notFound();
      if (row.version !== version) throw changed();
      if (!MONTH_MOVES[box.status].includes(to as SubscriptionMonthStatus)) throw moveNotAllowed(box.status);
      await db.transaction().execute(async (trx) => {
        if (!(await bumpVersion(trx, 'subscription', id, version))) throw changed();
        if (!(await moveSubscriptionMonth(trx, id, month, box.status, to as SubscriptionMonthStatus))) throw changed();
        await recordMoved(trx, { kind: 'subscription', id }, { to, version: version + 1, month });
        await audit(trx, actor, {
          subjectType: 'subscription',
          subjectId: id,
          action: 'month',
          note: null,
          before: { month, status: box.status, version },
          after: { month, status: to, version: version + 1 },
        });
      });
      await options.saleLife?.settle({ kind: 'subscription', id });
      return again('subscription', id);
    },

    /** Quotes a personalized request through its own service (which mails the link to accept and pay), audited. */
    async quote(actor: StaffActor, personalized: Personalized, id: number, price: number, version: number, note: string | null): Promise<AdminRequestView> {
      await personalized.quote(id, price, {
        version,
        audit: (trx, before, after) =>
          audit(trx, actor, {
            subjectType: 'personalized',
            subjectId: id,
            action: 'quote',
            note,
            before: { status: before.status, price: before.price, version: before.version },
            after: { status: after.status, price: after.price, version: after.version },
          }),
      });
      return again('personalized', id);
    },
  };
}
