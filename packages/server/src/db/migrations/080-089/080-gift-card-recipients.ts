import type { Kysely } from 'kysely';
import { runStatements } from '../helpers.js';

/**
 * A gift card sent to someone (issue 35 item 1): migration 060 kept the recipient's name,
 * contacts, message and day; a card also needs the language they are written to in, its code
 * until it is sent (sealed under a key derived from the staff key, like the messages waiting for a
 * retry: the shop keeps only the code's hash otherwise, and the sender cannot mail a hash), and
 * when it was sent, so it goes out once. The index finds the cards still to send.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `ALTER TABLE gift_cards ADD COLUMN recipient_lang text CHECK (recipient_lang IN ('en', 'ku', 'ar'))`,
    'ALTER TABLE gift_cards ADD COLUMN recipient_code_sealed text',
    'ALTER TABLE gift_cards ADD COLUMN recipient_sent_at timestamptz',
    'CREATE INDEX gift_cards_to_send_idx ON gift_cards (send_on) WHERE recipient_code_sealed IS NOT NULL AND recipient_sent_at IS NULL',
  ]);
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'DROP INDEX gift_cards_to_send_idx',
    'ALTER TABLE gift_cards DROP COLUMN recipient_sent_at',
    'ALTER TABLE gift_cards DROP COLUMN recipient_code_sealed',
    'ALTER TABLE gift_cards DROP COLUMN recipient_lang',
  ]);
}
