import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Lang } from './texts.js';

type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

/**
 * Where an entry of a waiting list stands: waiting in line, offered seats held for it until
 * `hold_until`, bought them through the offer's link, or let the offer expire.
 */
export type WaitlistStatus = 'waiting' | 'offered' | 'bought' | 'expired';

/** One person (or group) waiting for seats of a sold-out workshop tier (migration 035, issue 27). */
export interface WaitlistEntryTable {
  id: Generated<number>;
  workshop_id: number;
  workshop_ticket_id: number;
  /** The customer's account when a signed-in customer joined; null for a guest. */
  user_id: Optional<number>;
  name: string;
  email: string;
  phone: string;
  people: number;
  /** The language of the offer's mail. */
  lang: ColumnType<Lang, Lang | undefined, Lang>;
  status: ColumnType<WaitlistStatus, WaitlistStatus | undefined, WaitlistStatus>;
  /** SHA-256 (hex) of the offer link's token; the token itself is only in the mail. */
  offer_token_hash: Optional<string>;
  offered_at: Optional<Date>;
  /** Until when the offered seats are held. */
  hold_until: Optional<Date>;
  /** The ticket bought through the offer. */
  ticket_id: Optional<number>;
  created_at: Generated<Date>;
}

/** The waiting lists of workshops. */
export interface WaitlistTables {
  waitlist_entries: WaitlistEntryTable;
}

export type WaitlistEntryRow = Selectable<WaitlistEntryTable>;
