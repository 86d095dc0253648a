import type { ColumnType, Generated, Selectable } from 'kysely';
import type { RefillLineColumns } from './sales.js';
import type { Lang } from './texts.js';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** `YYYY-MM-DD` text (see migration 009). */
type DateColumn = ColumnType<string | null, string | null | undefined, string | null>;

export interface UserTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string | null;
  /** scrypt hash; null for accounts made by social sign-in. */
  password_hash: string | null;
  status: ColumnType<'pending' | 'active', 'pending' | 'active' | undefined, 'pending' | 'active'>;
  address: string | null;
  /** Stored path of the profile picture (SPEC §7 Image upload). */
  profile: string | null;
  dob: DateColumn;
  gender: 'male' | 'female' | null;
  city_id: number | null;
  /** The language the account's mails are written in. */
  lang: ColumnType<Lang, Lang | undefined, Lang>;
  /** Whether the shop may remind the customer of a cart they leave (migration 180, issue 37 item 2); unticked until they say so. */
  cart_reminders: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface SessionTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 (hex) of the cookie's value; the value itself is never stored. */
  token_hash: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  /** The session passed a staff member's second factor (migration 021). */
  verified: Generated<boolean>;
  /** When it passed the factor (migration 031): the factor lapses 12 hours later. */
  verified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Its latest staff call (migration 031): the factor lapses after 30 idle minutes. */
  factor_seen_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Its latest request, to a few minutes (migration 042): it ends after SESSION_IDLE_HOURS idle. */
  last_seen_at: ColumnType<Date, Date | undefined, Date>;
}

export interface CartItemTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  product_size_id: number | null;
  color_id: number | null;
  scent_id: number | null;
  quantity: number;
  created_at: Generated<Date>;
}

export interface RefillCartItemTable extends RefillLineColumns {
  id: Generated<number>;
  user_id: number;
  created_at: Generated<Date>;
}

/** A one-time token (migration 013): email verification or password reset. */
export interface AccountTokenTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'verify' | 'reset';
  /** SHA-256 (hex) of the token; the token itself only travels in the mail. */
  token_hash: string;
  expires_at: Timestamp;
  created_at: Generated<Date>;
}

/** A failed sign-in or a reset request, counted for throttling (SECURITY D3, D4). */
export interface AuthAttemptTable {
  id: Generated<number>;
  kind: 'login' | 'forgot' | 'newsletter' | 'totp' | 'recovery' | 'discount' | 'callback' | 'giftcard';
  /** The lower-cased email the attempt named ('' for kinds counted per address only). */
  account: string;
  /** The client address's throttle key (an IPv6 address's /64: SECURITY-REVIEW M10). */
  address: string;
  created_at: Timestamp;
}

/** A mail the local mail adapter kept instead of sending (DESIGN §4). */
export interface OutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  body: string;
  /** What the mail carried besides its text (migration 015); written as JSON text. */
  attachments: ColumnType<OutboxAttachment[], string | undefined, string>;
  /** The mail's HTML part (migration 150); null for a mail sent as plain text. */
  html: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
}

/** An attachment as the local outbox keeps it: its name, type and content (base64 when `encoding` says so). */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content: string;
  encoding?: 'base64';
  cid?: string;
}

/** An upload key the local storage issued (SECURITY F1), and its bytes once uploaded. */
export interface UploadTable {
  /** `/uploads/<uuid>.<ext>`. */
  path: string;
  content_type: string;
  max_bytes: number;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The customer the URL was signed for (SECURITY F1); null when signed for a guest (sign-up). */
  user_id: ColumnType<number | null, number | null | undefined, number | null>;
  body: ColumnType<Uint8Array | null, Uint8Array | null | undefined, Uint8Array | null>;
  created_at: Generated<Date>;
}

/** An account's identity at a sign-in provider (SECURITY D5: keyed by provider and subject). */
export interface SocialIdentityTable {
  provider: 'google' | 'facebook';
  subject: string;
  user_id: number;
  created_at: Generated<Date>;
}

/** One counted event of an abuse limit (migration 024, SECURITY-REVIEW M3, M8). */
export interface RateEventTable {
  id: Generated<number>;
  /** What was counted: `mail`, `whiteLabel`, `personalized`, `upload`… */
  kind: string;
  /** Whom it was counted for: a recipient, `user:<id>`, `address:<ip>`. */
  key: string;
  created_at: Generated<Date>;
}

/** A nonce the server gave a browser for one Google sign-in (migration 024, SECURITY-REVIEW L16). */
export interface SocialNonceTable {
  /** SHA-256 (hex) of the nonce. */
  nonce_hash: string;
  expires_at: Timestamp;
}

/** Accounts: customers, their sessions and their server-side carts. */
export interface AccountTables {
  users: UserTable;
  sessions: SessionTable;
  cart_items: CartItemTable;
  refill_cart_items: RefillCartItemTable;
  account_tokens: AccountTokenTable;
  auth_attempts: AuthAttemptTable;
  outbox: OutboxTable;
  uploads: UploadTable;
  social_identities: SocialIdentityTable;
  rate_events: RateEventTable;
  social_nonces: SocialNonceTable;
}

export type UserRow = Selectable<UserTable>;
export type SessionRow = Selectable<SessionTable>;
export type CartItemRow = Selectable<CartItemTable>;
export type RefillCartItemRow = Selectable<RefillCartItemTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type UploadRow = Selectable<UploadTable>;
