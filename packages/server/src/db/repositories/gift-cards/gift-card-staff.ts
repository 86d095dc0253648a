import { sql, type Expression, type ExpressionBuilder, type SqlBool, type Transaction } from 'kysely';
import type { Db } from '../../in-transaction.js';
import type { Database } from '../../types.js';
import type { GiftCardEntry, GiftCardRow } from '../../tables/gift-cards.js';
import type { PayableKind } from '../../tables/payments.js';
import { containing } from '../sales/admin-orders.js';

/** A card as the back office lists it: the card and who bought it (the account, else the guest of its order). */
export interface StaffGiftCardRow extends GiftCardRow {
  buyer_name: string | null;
  buyer_email: string | null;
  buyer_phone: string | null;
}

/** One ledger row with the staff member who made it (null for a sale's). */
export interface StaffLedgerRow {
  id: number;
  entry: GiftCardEntry;
  amount: number;
  sale_kind: PayableKind | null;
  sale_id: number | null;
  staff_email: string | null;
  reason: string | null;
  created_at: Date;
}

type CardsFrom = ExpressionBuilder<Database & { c: Database['gift_cards']; o: Database['orders']; u: Database['users'] }, 'c' | 'o' | 'u'>;

/**
 * The search of the card list (issue 35 item 3), one box: the code's last four characters, the
 * buyer's email or phone (the account's or the guest's; seven digits or more), or an order number
 * (up to six digits), which finds the cards it bought and the cards that paid for it.
 */
function searchOf(eb: CardsFrom, search: string): Expression<SqlBool> {
  const like = containing(search);
  // A few digits are an order number (or a code's last 4), not any phone or email that holds them.
  const orderNumber = /^\d{1,6}$/.test(search);
  const matches: Expression<SqlBool>[] = orderNumber ? [] : [eb('u.email', 'ilike', like), eb('o.guest_email', 'ilike', like), eb('u.phone', 'like', like), eb('o.guest_phone', 'like', like)];
  const last4 = search.replace(/[\s-]+/g, '').toUpperCase();
  if (/^[0-9A-Z]{4}$/.test(last4)) matches.push(eb('c.last4', '=', last4));
  if (orderNumber) {
    const order = Number(search);
    matches.push(eb.and([eb('c.sale_kind', '=', 'order'), eb('c.sale_id', '=', order)]));
    matches.push(eb('c.id', 'in', eb.selectFrom('gift_card_ledger').select('card_id').where('sale_kind', '=', 'order').where('sale_id', '=', order)));
  }
  return eb.or(matches);
}

const cardsWithBuyer = (db: Db) =>
  db
    .selectFrom('gift_cards as c')
    .leftJoin('orders as o', (join) => join.onRef('o.id', '=', 'c.sale_id').on('c.sale_kind', '=', 'order'))
    .leftJoin('users as u', 'u.id', 'c.buyer_user_id');

const BUYER = [
  sql<string | null>`coalesce(u.name, o.guest_name)`.as('buyer_name'),
  sql<string | null>`coalesce(u.email, o.guest_email)`.as('buyer_email'),
  sql<string | null>`coalesce(u.phone, o.guest_phone)`.as('buyer_phone'),
] as const;

/** A page of cards, newest first, and how many match; `limit` undefined for all of them (the CSV). */
export async function findStaffGiftCards(db: Db, search: string | undefined, page: { limit?: number; offset: number }) {
  const filtered = cardsWithBuyer(db).$if(search !== undefined, (query) => query.where((eb) => searchOf(eb as unknown as CardsFrom, search!)));
  const rows = await filtered
    .selectAll('c')
    .select(BUYER)
    .orderBy('c.id', 'desc')
    .$if(page.limit !== undefined, (query) => query.limit(page.limit!))
    .offset(page.offset)
    .execute();
  const { total } = await filtered.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  return { rows: rows as StaffGiftCardRow[], total: Number(total) };
}

/** One card with its buyer, or undefined. */
export async function findStaffGiftCard(db: Db, id: number): Promise<StaffGiftCardRow | undefined> {
  return (await cardsWithBuyer(db).selectAll('c').select(BUYER).where('c.id', '=', id).executeTakeFirst()) as StaffGiftCardRow | undefined;
}

/** A card's ledger, oldest first, with who made each staff change. */
export function findLedger(db: Db, cardId: number): Promise<StaffLedgerRow[]> {
  return db
    .selectFrom('gift_card_ledger as l')
    .leftJoin('users', 'users.id', 'l.staff_user_id')
    .select(['l.id', 'l.entry', 'l.amount', 'l.sale_kind', 'l.sale_id', 'users.email as staff_email', 'l.reason', 'l.created_at'])
    .where('l.card_id', '=', cardId)
    .orderBy('l.id')
    .execute();
}

/** Locks one card for the caller's transaction: the same row lock a sale's draw takes (lockGiftCardsByHash). */
export function lockGiftCard(trx: Transaction<Database>, id: number): Promise<GiftCardRow | undefined> {
  return trx.selectFrom('gift_cards').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Sets a locked card's balance and status (a staff adjustment or void; the CHECK keeps it at or above zero). */
export async function setGiftCard(trx: Transaction<Database>, id: number, changes: { balance: number; status?: 'void' }): Promise<void> {
  await trx.updateTable('gift_cards').set(changes).where('id', '=', id).execute();
}
