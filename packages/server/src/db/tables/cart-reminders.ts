import type { ColumnType, Generated } from 'kysely';
import type { HandoffLines } from './handoff.js';
import type { Lang } from './texts.js';

type Moment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A cart kept with the shopper's consent for one reminder (migration 180, issue 37 item 2). */
export interface SavedCartTable {
  id: Generated<number>;
  /** SHA-256 (hex) of the reference; the reference itself is only in the browser and the reminder's link. */
  ref_hash: string;
  /** Ids and quantities only, as a hand-off's: prices are read again when the cart is restored. */
  lines: ColumnType<HandoffLines, string, string>;
  name: string | null;
  email: string | null;
  phone: string | null;
  lang: Lang;
  user_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The cart's last change: the reminder is due a set time after it. */
  changed_at: ColumnType<Date, Date | string | undefined, Date | string>;
  reminded_at: Moment;
  /** SHA-256 (hex) of the reminder link's reference, made with the reminder: it opens the cart as the first does. */
  link_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** SHA-256 (hex) of the stop link's token, made with the reminder. */
  stop_hash: ColumnType<string | null, string | null | undefined, string | null>;
  restored_at: Moment;
  ordered_at: Moment;
  order_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The order's total (integer IQD) as placed: a reminded, restored cart's revenue. */
  order_total: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Generated<Date>;
}

/** A recipient who asked for no more cart reminders: `mail:<address>` or `phone:<count key>`. */
export interface CartReminderStopTable {
  recipient: string;
  created_at: Generated<Date>;
}

/** The tables of cart reminders. */
export interface CartReminderTables {
  saved_carts: SavedCartTable;
  cart_reminder_stops: CartReminderStopTable;
}
