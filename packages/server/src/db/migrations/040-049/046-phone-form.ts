import type { Kysely } from 'kysely';
import { runStatements } from '../helpers.js';

// Every column holding a customer's phone (the shop's own contact phones in `contacts` are text
// the owner writes, not a customer's).
const PHONE_COLUMNS: ReadonlyArray<[table: string, column: string]> = [
  ['orders', 'guest_phone'],
  ['refill_requests', 'guest_phone'],
  ['tickets', 'guest_phone'],
  ['personalized_requests', 'guest_phone'],
  ['white_label_requests', 'contact_phone'],
  ['subscriptions', 'gift_phone'],
  ['waitlist_entries', 'phone'],
];

// The shop's phone rule (@candleshop/rules normalizePhone) as of this migration, in SQL: Arabic-Indic
// and Eastern Arabic digits read as Western, separators dropped, then an Iraqi mobile number in
// any national or international form becomes +964 and its 10 digits. A migration is a snapshot:
// it keeps this copy even if the rule changes later.
const digits = (column: string) => `regexp_replace(translate(${column}, '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', '01234567890123456789'), '[\\s().-]', '', 'g')`;
const e164 = (column: string) => `'+964' || right(${digits(column)}, 10)`;
const mobile = (column: string) => `${digits(column)} ~ '^(\\+964|00964|964|0)?7[0-9]{9}$'`;

/**
 * One phone form everywhere (issue 36 item 3, SECURITY-REVIEW-2 N11): phones stored as typed
 * (`7701239001`, `07701239001`, `٠٧٧٠…`) become E.164, so one phone is one customer for the hold
 * caps and their locks, and one text recipient. What is not an Iraqi mobile number stays as it
 * was. An account keeps its old form only when another account already has the new one (phones
 * are unique), the first account by id taking the new form.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    ...PHONE_COLUMNS.map(([table, column]) => `UPDATE ${table} SET ${column} = ${e164(column)} WHERE ${mobile(column)} AND ${column} <> ${e164(column)}`),
    `UPDATE users SET phone = ${e164('users.phone')}
      WHERE users.id IN (
        SELECT DISTINCT ON (${e164('phone')}) id FROM users
        WHERE phone IS NOT NULL AND ${mobile('phone')} AND phone <> ${e164('phone')}
        ORDER BY ${e164('phone')}, id
      )
      AND NOT EXISTS (SELECT 1 FROM users other WHERE other.phone = ${e164('users.phone')})`,
  ]);
}

/** Nothing to undo: which form each phone was typed in is not kept. */
export async function down(): Promise<void> {}
