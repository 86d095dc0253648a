import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** JSON written as text, read back parsed (both drivers parse jsonb). */
type JsonColumn = ColumnType<unknown, string, string>;

/** SECURITY / issue 15: owner may do everything; staff everything but prices and stock. */
export type StaffRole = 'owner' | 'staff';

/** A customer account made staff by `npm run shop -- staff add` (migration 021). */
export interface StaffTable {
  user_id: number;
  role: StaffRole;
  /** The TOTP secret sealed with AES-256-GCM under STAFF_SECRET_KEY (auth/secret-box.ts). */
  totp_secret: string;
  /** The last 30 s step a code was accepted for; a step is never accepted twice (RFC 6238 §5.2). */
  totp_last_step: ColumnType<string | number, number | undefined, number>;
  created_at: Generated<Date>;
}

/** One of a staff member's one-time recovery codes, stored as its SHA-256. */
export interface StaffRecoveryCodeTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** One append-only row per back-office change: who, what, when, from where, before and after. */
export interface AuditLogTable {
  id: Generated<number>;
  /** Null for the shop's command line (`npm run shop`, migration 031). */
  staff_user_id: number | null;
  /** staff (staff add/remove, second-factor events, CSV exports), order, refill, ticket, whitelabel, personalized, subscription, workshop or product. */
  subject_type: string;
  subject_id: number;
  /** move, quote, month, save or set. */
  action: string;
  before: JsonColumn;
  after: JsonColumn;
  note: string | null;
  address: string;
  created_at: Timestamp;
}

/** The back office's tables. */
export interface StaffTables {
  staff: StaffTable;
  staff_recovery_codes: StaffRecoveryCodeTable;
  audit_log: AuditLogTable;
}

export type StaffRow = Selectable<StaffTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
