import { shopDateTime } from '@candleshop/rules';
import type { Kysely } from 'kysely';
import { findLedger, findStaffGiftCard, findStaffGiftCards, lockGiftCard, setGiftCard, type StaffGiftCardRow } from '../../db/repositories/gift-cards/gift-card-staff.js';
import { recordLedgerEntry } from '../../db/repositories/gift-cards/gift-card-ledger.js';
import type { Database } from '../../db/types.js';
import type { GiftCardEntry, GiftCardRow } from '../../db/tables/gift-cards.js';
import type { PayableKind } from '../../db/tables/payments.js';
import { notFound, refused } from '../../errors.js';
import { audit, type StaffActor } from '../staff/audit.js';
import { limits, pageInfo, type PageArgs } from '../paging.js';

/** The schema's GiftCardLedgerEntry: one move of a card's balance, for which sale, by whom and why. */
export interface GiftCardLedgerEntryView {
  id: number;
  entry: GiftCardEntry;
  amount: number;
  /** Baghdad time. */
  date: string;
  saleKind: PayableKind | null;
  saleId: number | null;
  staff: string | null;
  reason: string | null;
}

/** The schema's AdminGiftCard, without its ledger and audit (they load per field). */
export interface AdminGiftCardView {
  id: number;
  last4: string;
  amount: number;
  balance: number;
  status: string;
  date: string;
  buyer: { name: string | null; email: string | null; phone: string | null };
  /** The sale that bought it. */
  saleKind: string;
  saleId: number;
  recipientName: string | null;
}

const cardView = (row: StaffGiftCardRow): AdminGiftCardView => ({
  id: row.id,
  last4: row.last4,
  amount: row.amount,
  balance: row.balance,
  status: row.status,
  date: shopDateTime(row.created_at),
  buyer: { name: row.buyer_name, email: row.buyer_email, phone: row.buyer_phone },
  saleKind: row.sale_kind,
  saleId: row.sale_id,
  recipientName: row.recipient_name,
});

/** What the audit keeps of a card before and after a staff change. */
const audited = (card: Pick<GiftCardRow, 'balance' | 'status'>) => ({ balance: card.balance, status: card.status });

/**
 * Gift cards in the back office (issue 35 item 3): staff list and find cards and read their
 * ledgers; the owner adjusts a balance or voids a card with a reason. A change takes the card's
 * row lock, the one a sale's draw takes, so it never races a draw: the balance it reads is the
 * one it changes, and it never goes below zero. Each change writes its ledger row and its audit
 * row in the same transaction.
 */
export function createAdminGiftCards(db: Kysely<Database>) {
  /** Locks a card for a staff change: not.found when unknown, giftcard.void when it is void already. */
  const changeCard = (actor: StaffActor, id: number, change: (card: GiftCardRow) => { balance: number; amount: number; entry: 'adjusted' | 'voided'; reason: string }) =>
    db.transaction().execute(async (trx) => {
      const card = await lockGiftCard(trx, id);
      if (!card) throw notFound();
      if (card.status !== 'active') throw refused('giftcard.void');
      const { balance, amount, entry, reason } = change(card);
      const status = entry === 'voided' ? 'void' : card.status;
      await setGiftCard(trx, id, entry === 'voided' ? { balance, status: 'void' } : { balance });
      await recordLedgerEntry(trx, { card_id: id, entry, amount, staff_user_id: actor.staff.user_id, reason });
      await audit(trx, actor, {
        subjectType: 'gift_card',
        subjectId: id,
        action: entry === 'voided' ? 'giftcard.void' : 'giftcard.adjust',
        before: audited(card),
        after: { balance, status },
        note: reason,
      });
    });

  return {
    async list(search: string | undefined, page: PageArgs) {
      const { rows, total } = await findStaffGiftCards(db, search, limits(page));
      return { items: rows.map(cardView), pageInfo: pageInfo(page, total) };
    },

    /** Every card the search finds, newest first (the CSV). */
    async all(search?: string): Promise<AdminGiftCardView[]> {
      return (await findStaffGiftCards(db, search, { offset: 0 })).rows.map(cardView);
    },

    async one(id: number): Promise<AdminGiftCardView | null> {
      const row = await findStaffGiftCard(db, id);
      return row ? cardView(row) : null;
    },

    /** A card's ledger, oldest first: what moved its balance, when, for which sale, by whom and why. */
    async ledger(id: number): Promise<GiftCardLedgerEntryView[]> {
      return (await findLedger(db, id)).map((row) => ({
        id: row.id,
        entry: row.entry,
        amount: row.amount,
        date: shopDateTime(row.created_at),
        saleKind: row.sale_kind,
        saleId: row.sale_id,
        staff: row.staff_email,
        reason: row.reason,
      }));
    },

    /**
     * Adds `amount` (negative: takes it off) to an active card's balance, with a reason.
     * @throws giftcard.belowZero (extensions.balance: what it holds) when the balance would go below zero
     */
    async adjust(actor: StaffActor, id: number, amount: number, reason: string): Promise<void> {
      await changeCard(actor, id, (card) => {
        if (card.balance + amount < 0) throw refused('giftcard.belowZero', { balance: card.balance });
        return { balance: card.balance + amount, amount, entry: 'adjusted', reason };
      });
    },

    /** Voids an active card: its balance goes to 0 (a `voided` ledger row takes it off) and nothing draws from it again. */
    async void(actor: StaffActor, id: number, reason: string): Promise<void> {
      await changeCard(actor, id, (card) => ({ balance: 0, amount: -card.balance, entry: 'voided', reason }));
    },
  };
}

/** The back office's gift cards service of one request. */
export type AdminGiftCards = ReturnType<typeof createAdminGiftCards>;
