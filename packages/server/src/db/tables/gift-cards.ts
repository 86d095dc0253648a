import type { ColumnType, Generated, Selectable } from 'kysely';
import type { PayableKind } from './payments.js';
import type { Lang } from './texts.js';

type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** A card can be spent while active; a voided one never again. */
export type GiftCardStatus = 'active' | 'void';

/** What moved a card's balance (issue 35): its issue, a sale's draw and give-back, staff's adjustment or void. */
export type GiftCardEntry = 'issued' | 'drawn' | 'given_back' | 'adjusted' | 'voided';

/** A gift card (migration 060): stored value bought as a gift-card product, spent on later sales. */
export interface GiftCardTable {
  id: Generated<number>;
  /** SHA-256 (hex) of the code's stored form; the code itself is never kept. */
  code_hash: string;
  /** The code's last four characters, for staff to tell cards apart. */
  last4: string;
  /** Integer IQD the card was bought for. */
  amount: number;
  /** Integer IQD left; never below zero. */
  balance: number;
  status: ColumnType<GiftCardStatus, GiftCardStatus | undefined, GiftCardStatus>;
  /** The sale that bought it: its kind, id, line (an order item's id) and which unit of the line. */
  sale_kind: PayableKind;
  sale_id: number;
  sale_line: number;
  sale_unit: number;
  /** The buyer's account; null for a guest (the sale keeps a guest's contact). */
  buyer_user_id: Optional<number>;
  recipient_name: Optional<string>;
  recipient_email: Optional<string>;
  recipient_phone: Optional<string>;
  recipient_message: Optional<string>;
  /** The day the recipient is sent the card (yyyy-mm-dd, the shop's time zone); null: at once. */
  send_on: Optional<string>;
  lang: ColumnType<Lang, Lang | undefined, Lang>;
  /** The language the recipient is written to in (migration 080). */
  recipient_lang: Optional<Lang>;
  /** The code, sealed (auth/retry-box.ts `giftCardBox`), from the buyer naming a recipient until it is sent; null otherwise. */
  recipient_code_sealed: Optional<string>;
  /** When the recipient was sent the card; null while not yet. */
  recipient_sent_at: Optional<Date>;
  created_at: Generated<Date>;
}

/** One change of a card's balance (migration 060); the balance is the sum of its card's rows. */
export interface GiftCardLedgerTable {
  id: Generated<number>;
  card_id: number;
  entry: GiftCardEntry;
  /** Signed integer IQD: drawn is negative, issued and given back positive. */
  amount: number;
  sale_kind: Optional<PayableKind>;
  sale_id: Optional<number>;
  staff_user_id: Optional<number>;
  reason: Optional<string>;
  created_at: Generated<Date>;
}

/** The tables of gift cards. */
export interface GiftCardTables {
  gift_cards: GiftCardTable;
  gift_card_ledger: GiftCardLedgerTable;
}

export type GiftCardRow = Selectable<GiftCardTable>;
export type GiftCardLedgerRow = Selectable<GiftCardLedgerTable>;
