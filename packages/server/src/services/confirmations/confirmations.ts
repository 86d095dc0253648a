import { randomBytes } from 'node:crypto';
import { shopDateTime } from '@candleshop/rules';
import type { Kysely } from 'kysely';
import { createBatchLoader } from '../../internal/batch-loader.js';
import {
  confirmationStates,
  findCallList,
  findConfirmationByHash,
  findConfirmationOfSale,
  findConfirmedSale,
  linkForCall,
  markConfirmationCalled,
  saleOf,
  type ConfirmationState,
  type ConfirmedKind,
  type ConfirmedSale,
} from '../../db/repositories/confirmations/confirmations.js';
import type { Database, Lang } from '../../db/types.js';
import type { SaleConfirmationRow } from '../../db/tables/confirmations.js';
import { notFound, refused } from '../../errors.js';
import { audit, type StaffActor } from '../staff/audit.js';

import { answerLocked, type ConfirmationAnswer } from './confirmation-answer.js';
import { confirmationTokenHash } from './confirmation-start.js';
import { DEFAULT_CONFIRMATION_SETTINGS } from './confirmation-settings.js';
import { lookUpLinkToken } from './link-lookup.js';
import type { SaleLife } from '../sale-life/sale-outbox.js';

/** Rows the call list shows at most. */
const CALL_LIST_SIZE = 200;

/** The schema's SaleConfirmation: what the public page shows. */
export interface ConfirmationView {
  status: SaleConfirmationRow['status'];
  expired: boolean;
  /** Baghdad time. */
  expiresAt: string;
  /** Whether the sale can still be cancelled by the link (pending and unpaid). */
  open: boolean;
  sale: { kind: ConfirmedKind; id: number; total: number; pickup: boolean; city: string | null; lines: ConfirmedSale['lines'] };
}

/** The schema's ConfirmationState: what the back office shows beside a sale. */
export interface ConfirmationStateView {
  status: SaleConfirmationRow['status'];
  /** Still awaiting past its call time: the customer is to be called. */
  toCall: boolean;
  /** Baghdad times. */
  callAfter: string;
  answeredAt: string | null;
  calledAt: string | null;
  calledBy: string | null;
}

/** The schema's CallListEntry: an open cash sale whose customer is to be called. */
export interface CallListEntryView {
  kind: ConfirmedKind;
  id: number;
  /** Baghdad times. */
  date: string;
  callAfter: string;
  calledAt: string | null;
  calledBy: string | null;
  /** False: the customer was never sent a confirmation link. */
  linkSent: boolean;
  total: number;
  name: string;
  phone: string;
}

/** What the confirmation services need of the request. */
export interface ConfirmationsOptions {
  lang: Lang;
  clientAddress: string;
  /** Called after a customer's cancel gave stock back (the public caches forget). */
  catalogueChanged: () => void;
  now?: () => Date;
  /** Dispatches the sale's events after an answer commits (issue 34 item 2). */
  saleLife?: Pick<SaleLife, 'settle'>;
  /** Hours after placing an unanswered sale is to be called (confirmation-settings.ts); a sale with no link joins the call list as long after. */
  callAfterHours?: number;
}

const view = (row: SaleConfirmationRow, sale: ConfirmedSale, now: Date): ConfirmationView => ({
  status: row.status,
  expired: row.expires_at.getTime() <= now.getTime(),
  expiresAt: shopDateTime(row.expires_at),
  open: sale.status === 'pending' && !sale.paid,
  sale: { kind: sale.kind, id: sale.id, total: sale.total, pickup: sale.pickup, city: sale.city, lines: sale.lines },
});

/**
 * The confirm-or-cancel links of cash sales (issue 28 item 1): the public page reads a link (a
 * read never acts: mail scanners open links) and answers it once; staff see who to call, record
 * the call and answer for the customer, audited.
 */
export function createConfirmations(db: Kysely<Database>, options: ConfirmationsOptions) {
  const now = () => options.now?.() ?? new Date();

  const lookUp = (token: string) => lookUpLinkToken(db, token, (typed) => findConfirmationByHash(db, confirmationTokenHash(typed)), { clientAddress: options.clientAddress, now });

  async function viewOf(row: SaleConfirmationRow): Promise<ConfirmationView> {
    const { kind, id } = saleOf(row);
    const sale = await findConfirmedSale(db, kind, id, options.lang);
    if (!sale) throw refused('confirmation.unknown');
    return view(row, sale, now());
  }

  // A sale's link, locked; a sale on the call list for having none gets its row first (issue 36 item 1).
  async function ofSale(trx: Parameters<typeof answerLocked>[0], kind: ConfirmedKind, id: number) {
    const row = await findConfirmationOfSale(trx, kind, id, true);
    if (row) return row;
    await linkForCall(trx, kind, id, confirmationTokenHash(randomBytes(24).toString('base64url')), now());
    return findConfirmationOfSale(trx, kind, id, true);
  }

  async function answerOne(find: (trx: Parameters<typeof answerLocked>[0]) => Promise<SaleConfirmationRow | undefined>, answer: ConfirmationAnswer, checkExpiry: boolean, actor?: StaffActor) {
    const row = await db.transaction().execute(async (trx) => {
      const locked = await find(trx);
      if (!locked) throw actor ? notFound() : refused('confirmation.unknown');
      if (locked.status === 'awaiting' && checkExpiry && locked.expires_at.getTime() <= now().getTime()) throw refused('confirmation.expired');
      await answerLocked(trx, locked, answer, now());
      const sale = saleOf(locked);
      if (actor) {
        await audit(trx, actor, {
          subjectType: sale.kind,
          subjectId: sale.id,
          action: 'confirmation',
          note: 'on the customer’s behalf',
          before: { confirmation: 'awaiting' },
          after: { confirmation: answer === 'confirm' ? 'confirmed' : 'cancelled' },
        });
      }
      return locked;
    });
    await options.saleLife?.settle(saleOf(row));
    if (answer === 'cancel' && saleOf(row).kind !== 'refill') options.catalogueChanged();
    return row;
  }

  const stateLoader = (kind: ConfirmedKind) => createBatchLoader((ids: readonly number[]) => confirmationStates(db, kind, ids), null as ConfirmationState | null);
  const states = { order: stateLoader('order'), refill: stateLoader('refill'), ticket: stateLoader('ticket') };

  return {
    /** A sale's confirmation state for the back office (a page of sales read in one query per kind); null: none (not cash). */
    async stateOf(kind: ConfirmedKind, id: number): Promise<ConfirmationStateView | null> {
      const row = await states[kind](id);
      if (!row) return null;
      return {
        status: row.status,
        toCall: row.status === 'awaiting' && new Date(row.call_after).getTime() <= now().getTime(),
        callAfter: shopDateTime(new Date(row.call_after)),
        answeredAt: row.answered_at ? shopDateTime(new Date(row.answered_at)) : null,
        calledAt: row.called_at ? shopDateTime(new Date(row.called_at)) : null,
        calledBy: row.called_by,
      };
    },

    /** A link's page: null for an unknown token (counted against the address). */
    async forToken(token: string): Promise<ConfirmationView | null> {
      const row = await lookUp(token);
      return row ? viewOf(row) : null;
    },

    /**
     * The customer's one answer: confirmation.unknown, confirmation.expired,
     * confirmation.answered (extensions.status), confirmation.closed, rate.limited.
     */
    async answer(token: string, answer: ConfirmationAnswer): Promise<ConfirmationView> {
      const found = await lookUp(token);
      if (!found) throw refused('confirmation.unknown');
      const row = await answerOne((trx) => findConfirmationByHash(trx, found.token_hash, true), answer, true);
      return viewOf((await findConfirmationByHash(db, row.token_hash))!);
    },

    /** Staff answer for the customer (after a call); the link's expiry does not bind them. Audited. */
    async answerFor(actor: StaffActor, kind: ConfirmedKind, id: number, answer: ConfirmationAnswer): Promise<void> {
      await answerOne((trx) => ofSale(trx, kind, id), answer, false, actor);
    },

    /** Staff record calling the customer (who and when). Audited. */
    async markCalled(actor: StaffActor, kind: ConfirmedKind, id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const row = await ofSale(trx, kind, id);
        if (!row) throw notFound();
        const moment = now();
        await markConfirmationCalled(trx, row.id, actor.staff.user_id, moment);
        await audit(trx, actor, {
          subjectType: kind,
          subjectId: id,
          action: 'called',
          before: { calledAt: row.called_at ? shopDateTime(row.called_at) : null },
          after: { calledAt: shopDateTime(moment) },
        });
      });
    },

    /** The "call the customer" list: awaiting past their call time, or never sent a link, sale still open, oldest first. */
    async callList(): Promise<CallListEntryView[]> {
      const hours = options.callAfterHours ?? DEFAULT_CONFIRMATION_SETTINGS.callAfterHours;
      const rows = await findCallList(db, now(), CALL_LIST_SIZE, new Date(now().getTime() - hours * 3_600_000));
      return rows.map((row) => ({
        kind: row.kind,
        id: row.sale_id,
        date: shopDateTime(row.created_at),
        callAfter: shopDateTime(row.call_after),
        calledAt: row.called_at ? shopDateTime(row.called_at) : null,
        calledBy: row.called_by,
        linkSent: !row.never_linked,
        total: row.total,
        name: row.name ?? '',
        phone: row.phone ?? '',
      }));
    },
  };
}

/** The confirmations service of one request. */
export type Confirmations = ReturnType<typeof createConfirmations>;
