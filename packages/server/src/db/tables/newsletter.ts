import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Lang } from './texts.js';

type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Where a newsletter subscriber stands (double opt-in). */
export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

/** One address on the newsletter (migration 020), with the time and address of its consent. */
export interface NewsletterSubscriberTable {
  id: Generated<number>;
  /** Lower-cased: the same address twice is one subscriber. */
  email: string;
  lang: ColumnType<Lang, Lang | undefined, Lang>;
  status: ColumnType<SubscriberStatus, SubscriberStatus | undefined, SubscriberStatus>;
  /** SHA-256 of the latest confirmation link's token; the token itself only travels in the mail. */
  confirm_hash: string;
  confirm_expires_at: Timestamp;
  /** Stable, so the link of every mail keeps working; it can only unsubscribe. */
  unsubscribe_token: string;
  requested_at: Timestamp;
  /** The client address the sign-up came from. */
  requested_from: string;
  /** When and from where the link was followed: the consent. */
  confirmed_at: Optional<Date>;
  confirmed_from: Optional<string>;
  unsubscribed_at: Optional<Date>;
}

/** The newsletter's tables. */
export interface NewsletterTables {
  newsletter_subscribers: NewsletterSubscriberTable;
}

export type SubscriberRow = Selectable<NewsletterSubscriberTable>;
