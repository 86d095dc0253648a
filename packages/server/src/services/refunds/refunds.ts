import { shopDateTime } from '@candleshop/rules';
import type { Kysely } from 'kysely';
import { findRefundablePayment, findRefunds, insertRefund, findRefundableSale, receivedFor, refundedFor, settleRefundsDue, type RefundableSale, type RefundListRow } from '../../db/repositories/refunds/refunds.js';
import type { Database } from '../../db/types.js';
import type { Gateway, Payable, RefundMethod, RefundRow } from '../../db/tables/payments.js';
import { notFound, refused } from '../../errors.js';
import type { Payments } from '../../payments/types.js';

import { audit, type StaffActor } from '../staff/audit.js';
import { refundReconciler, type ReconcileResult } from './refund-reconciler.js';
import { settlePendingRefund } from './refund-settle.js';
import type { SaleLife } from '../sale-life/sale-outbox.js';
import { refundsDue } from './refunds-due.js';
import { giftCardTotalsOfSale, lockDrawsOfSale } from '../../db/repositories/gift-cards/gift-card-ledger.js';
import { giveBackGiftCards } from '../gift-cards/give-back-gift-cards.js';
import { findReturnedLines, returnLines, type ReturnedLine } from '../../db/repositories/refunds/returns.js';

const CLOSED = ['cancelled', 'rejected'];

/** What staff enter for a refund (issue 28 item 3): integer IQD, why, and how it is paid back. */
export interface RefundInput {
  amount: number;
  reason: string;
  method: RefundMethod;
  /** Units of an order's product lines that came back with it: put back into stock (issue 36 item 1). */
  lines?: ReturnedLine[];
}

/** The schema's Refund. */
export interface RefundView {
  id: number;
  amount: number;
  reason: string;
  method: RefundMethod;
  provider: Gateway | null;
  reference: string | null;
  byHand: boolean;
  staff: string | null;
  date: string;
  /** SECURITY-REVIEW-2 N5: `pending` while the provider's answer is awaited (its amount is held). */
  status: 'pending' | 'done';
}

/** The schema's Refunds: what a sale took, gave back, and may still give back (what gift cards paid included). */
export interface RefundsView {
  received: number;
  refunded: number;
  refundable: number;
  items: RefundView[];
  /** What refunds and cancels gave back to the gift cards that paid (issue 35). */
  giftCards: number;
  /** Units of an order's lines that came back with its refunds, by line (none for other sales). */
  returned: ReturnedLine[];
}

/** What the refunds need: the payments, to give money back through a provider and ask about it. */
export interface RefundOptions {
  payments?: Pick<Payments, 'refund' | 'refundStatus'>;
  /** Dispatches the sale's refunded event after a refund is made (issue 34 item 2). */
  saleLife?: Pick<SaleLife, 'settle'>;
  /** Called after units came back into stock (the public caches forget). */
  catalogueChanged?: () => void;
}

const view = (row: RefundListRow | (RefundRow & { staff_email?: string | null })): RefundView => ({
  id: row.id,
  amount: row.amount,
  reason: row.reason,
  method: row.method,
  provider: row.gateway,
  reference: row.provider_ref,
  byHand: row.by_hand,
  staff: row.staff_email ?? null,
  date: shopDateTime(row.created_at),
  status: row.status,
});

/**
 * What gift cards paid of a sale and had back (issue 35), counted once the sale is paid: before,
 * a cancel gives them back, not a refund.
 */
const cardsOf = async (db: Parameters<typeof giftCardTotalsOfSale>[0], sale: RefundableSale, found: { paid: boolean }) => (found.paid ? giftCardTotalsOfSale(db, sale) : { drawn: 0, givenBack: 0 });

/** More than the sale still has to give back: nothing was written; `refundable` says what it has. */
const tooMuch = (refundable: number) => refused('refund.tooMuch', { refundable });

/**
 * Refunds of paid sales (issue 28 item 3), one service for orders, refill requests and tickets:
 * staff give back at most what was paid less what was already given back, in cash or through the
 * provider the sale was paid with (its refund API where it has one, else paid back by hand). Each
 * refund is audited in the transaction that records it, and settles the sale's payments owed back
 * (PAID_NEEDS_REFUND) it covers.
 */
export function createRefunds(db: Kysely<Database>, options: RefundOptions) {
  async function summary(sale: RefundableSale): Promise<RefundsView | null> {
    const found = await findRefundableSale(db, sale);
    if (!found) return null;
    const [money, rows, reserved, cards, returned] = await Promise.all([
      receivedFor(db, sale),
      findRefunds(db, sale),
      refundedFor(db, sale),
      cardsOf(db, sale, found),
      sale.kind === 'order' ? findReturnedLines(db, sale.id) : [],
    ]);
    const items = rows.map(view);
    const refunded = items.reduce((sum, item) => sum + (item.status === 'done' ? item.amount : 0), cards.givenBack);
    const received = money + cards.drawn;
    return { received, refunded, refundable: Math.max(0, received - reserved - cards.givenBack), items, giftCards: cards.givenBack, returned };
  }

  // Checks and writes the refund under the sale's lock, so two staff never give back more than was paid.
  function reserve(actor: StaffActor, sale: RefundableSale, input: RefundInput) {
    return db.transaction().execute(async (trx) => {
      const locked = await findRefundableSale(trx, sale, true);
      if (!locked) throw notFound();
      const lines = input.lines?.length ? input.lines : undefined;
      // Units that came back go into stock with the refund, or not at all; a cancelled or turned-down
      // order's stock came back with it already.
      if (lines && (sale.kind !== 'order' || CLOSED.includes(locked.status) || !(await returnLines(trx, sale.id, lines, actor.staff.user_id)))) throw refused('refund.lines');
      const before = await refundedFor(trx, sale);
      // The sale's draws are locked before they are read: a cancel's give-back running meanwhile
      // (it does not take the sale's lock) waits, so what this refund gives back to cards is what it says.
      if (locked.paid) await lockDrawsOfSale(trx, sale);
      const cards = await cardsOf(trx, sale, locked);
      const onCards = cards.drawn - cards.givenBack;
      const refundable = (await receivedFor(trx, sale)) - before + onCards;
      if (input.amount > refundable) throw tooMuch(Math.max(0, refundable));
      // The gift cards' rule (README "Gift cards"): what cards paid goes back to them first.
      const toCards = Math.min(input.amount, onCards);
      const amount = input.amount - toCards;
      const payment = amount > 0 && input.method === 'provider' ? await findRefundablePayment(trx, sale) : undefined;
      if (amount > 0 && input.method === 'provider') {
        if (!payment) throw refused('refund.noPayment');
        const leftOnPayment = payment.amount - (await refundedFor(trx, sale, payment.id));
        if (amount > leftOnPayment) throw tooMuch(leftOnPayment + toCards);
      }
      const returned = lines ? { lines: lines.map(({ line, quantity }) => ({ line, quantity })) } : {};
      const entry = { subjectType: sale.kind, subjectId: sale.id, note: input.reason, before: { refunded: before + cards.givenBack } };
      if (toCards > 0) await giveBackGiftCards(trx, sale, { upTo: toCards, staffUserId: actor.staff.user_id, reason: input.reason });
      if (amount === 0) {
        await audit(trx, actor, { ...entry, action: 'refund', after: { refunded: before + cards.givenBack + toCards, amount: input.amount, giftCards: toCards, ...returned } });
        return { row: undefined, payment: undefined };
      }
      const row = await insertRefund(trx, sale, {
        amount,
        reason: input.reason,
        method: input.method,
        paymentId: payment?.id ?? null,
        gateway: payment?.gateway ?? null,
        staffUserId: actor.staff.user_id,
        status: payment ? 'pending' : 'done',
      });
      const refunded = before + cards.givenBack + toCards + row.amount;
      const parts = { amount: row.amount, method: row.method, ...(toCards > 0 ? { giftCards: toCards } : {}), ...returned };
      if (payment) {
        // SECURITY-REVIEW-2 N5: the attempt is audited before the provider is asked, with the
        // reference it is asked under; refund-settle.ts audits how it ends.
        await audit(trx, actor, { ...entry, action: 'refund.asked', after: { refunded, ...parts, provider: row.gateway, reference: row.uuid } });
      } else {
        await settleRefundsDue(trx, sale, row.id);
        await audit(trx, actor, { ...entry, action: 'refund', after: { refunded, ...parts } });
      }
      return { row, payment };
    });
  }

  return {
    /** What the shop still owes back for a sale (SECURITY A3): its payments marked PAID_NEEDS_REFUND. */
    due: (payable: Payable) => refundsDue(db, payable),

    /** What a sale took and gave back, and its refunds; null when there is no such sale. */
    summary,

    /** SECURITY-REVIEW-2 N5: the owner asks the provider about a pending refund; `not.found` when none is pending. */
    async check(actor: StaffActor, id: number): Promise<ReconcileResult> {
      const result = await refundReconciler(db, options).reconcile(id, { staffUserId: actor.staff.user_id, address: actor.address });
      if (!result) throw notFound();
      return result;
    },

    /**
     * Records a refund: `refund.tooMuch` (with `refundable`) past what is left to give back,
     * `refund.noPayment` through a provider for a sale not paid through one, `refund.whole` when
     * the provider refunds only whole payments, `refund.providerFailed` when it refused or could
     * not be asked (nothing is recorded then). A refund whose answer was lost stays `pending`
     * (SECURITY-REVIEW-2 N5): its amount held until the reconciler hears from the provider.
     */
    async record(actor: StaffActor, sale: RefundableSale, input: RefundInput): Promise<RefundView | null> {
      const { row, payment } = await reserve(actor, sale, input);
      if (input.lines?.length) options.catalogueChanged?.();
      if (!payment) {
        await options.saleLife?.settle(sale);
        return row ? view({ ...row, staff_email: actor.staff.email }) : null;
      }
      // The provider is asked outside the transaction; the pending row holds the amount meanwhile.
      const answer = options.payments?.refund
        ? await options.payments.refund({ gateway: payment.gateway, txnId: payment.gateway_txn_id, amount: input.amount, paid: payment.amount, reference: row.uuid })
        : { ok: true as const, reference: null };
      if (!answer.ok && answer.unknown) return view({ ...row, staff_email: actor.staff.email });
      const settler = { staffUserId: actor.staff.user_id, address: actor.address };
      if (!answer.ok) {
        await settlePendingRefund(db, settler, row, { state: 'none', why: 'refused' });
        throw refused(answer.whole ? 'refund.whole' : 'refund.providerFailed', answer.whole ? { refundable: payment.amount } : {});
      }
      const done = await settlePendingRefund(db, settler, row, { state: 'done', reference: answer.reference });
      await options.saleLife?.settle(sale);
      return view({ ...(done ?? row), staff_email: actor.staff.email });
    },
  };
}
