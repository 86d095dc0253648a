import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Lang } from './types.js';

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
  created_at: Generated<Date>;
}

export interface SessionTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 (hex) of the cookie's value; the value itself is never stored. */
  token_hash: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
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

export interface RefillCartItemTable {
  id: Generated<number>;
  user_id: number;
  container_id: number;
  size_id: number;
  wick_id: number;
  scent_id: number;
  color_id: number;
  quantity: number;
  created_at: Generated<Date>;
}

/** Accounts: customers, their sessions and their server-side carts. */
export interface AccountTables {
  users: UserTable;
  sessions: SessionTable;
  cart_items: CartItemTable;
  refill_cart_items: RefillCartItemTable;
}

export type UserRow = Selectable<UserTable>;
export type SessionRow = Selectable<SessionTable>;
export type CartItemRow = Selectable<CartItemTable>;
export type RefillCartItemRow = Selectable<RefillCartItemTable>;
