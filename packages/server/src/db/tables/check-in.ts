import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Some of a ticket's people let in at the door (migration 034, issue 27); `id` is the server's order. */
export interface TicketCheckInTable {
  id: Generated<number>;
  ticket_id: number;
  workshop_id: number;
  /** How many of the ticket's people came in with this check-in. */
  people: number;
  /** The staff member who checked them in. */
  staff_user_id: number;
  /** The device it was made on (the check-in page's own id). */
  device_id: string;
  /** The id the device made for it: sent again, it is answered, never counted twice. */
  client_id: string;
  /** Cash paid at the door in the same step (an unpaid cash ticket), integer IQD; null otherwise. */
  cash_taken: ColumnType<number | null, number | null | undefined, number | null>;
  /** When the device says it happened (a queued check-in reaches the server later). */
  checked_at: Timestamp;
  /** When the server recorded it. */
  created_at: Generated<Date>;
}

/** Check-ins at the door. */
export interface CheckInTables {
  ticket_check_ins: TicketCheckInTable;
}

export type TicketCheckInRow = Selectable<TicketCheckInTable>;
