import type { SaleEventKey } from '../../db/repositories/sale-life/sale-events.js';
import type { PayableKind } from '../../db/tables/payments.js';
import type { SaleEventType, SaleKind } from '../../db/tables/sale-life.js';

export type { SaleEventType, SaleKind } from '../../db/tables/sale-life.js';

/** Which sale: its kind and its id in its kind's table. */
export interface SaleOf {
  kind: SaleKind;
  id: number;
}

/** Which payable sale (what staff move and refund): its kind and id. */
export interface PayableOf extends SaleOf {
  kind: PayableKind;
}

/** A staff move of a sale's status, which the customer is mailed (one event each move). */
export interface StatusMove {
  /** The status moved into, as stored (`being prepared`). */
  to: string;
  /** The sale's version the move made: two moves into one status are two events. */
  version: number;
  /** A subscription's box moved: its month (1-based). */
  month?: number;
  /** A ticket completed by its check-in at the door (issue 36): checked in, and paid there in cash or not. */
  door?: DoorMove;
}

/** How the door completed a ticket: checked in (paid before), or paid in cash there and checked in. */
export type DoorMove = 'checkedIn' | 'paidAtDoor';

/** The events that happen once in a sale's life. */
export type OnceEventType = Exclude<SaleEventType, 'moved' | 'refunded'>;

type OnceEvent = { [T in OnceEventType]: SaleOf & { type: T } }[OnceEventType];

/**
 * One moment of a sale's life (issue 34 item 2): an order, refill request, ticket, personalized
 * request or subscription was placed, confirmed, paid, delivered or cancelled (once each), moved
 * by staff (each move) or refunded (each refund); a white-label request is only placed. Each is
 * recorded once, with the change, and reaches its handlers after the change is committed.
 */
export type SaleEvent = OnceEvent | (PayableOf & { type: 'moved'; move: StatusMove }) | (PayableOf & { type: 'refunded'; refundId: number });

/** The event of type `T`. */
export type SaleEventOf<T extends SaleEventType> = Extract<SaleEvent, { type: T }>;

/** What runs when an event happens: a mail, a text, a link, a count. Its failure never fails the sale. */
export type SaleHandler<T extends SaleEventType = SaleEventType> = (event: SaleEventOf<T>) => Promise<void>;

/** The outbox's row of `event`: which one of its type is in `ref`. */
export function saleEventKey(event: SaleEvent): SaleEventKey {
  const { type, kind, id } = event;
  if (event.type === 'moved') return { type, kind, id, ref: JSON.stringify(event.move) };
  if (event.type === 'refunded') return { type, kind, id, ref: String(event.refundId) };
  return { type, kind, id };
}

/** The event an outbox row is (the inverse of {@link saleEventKey}). */
export function saleEventOf(key: SaleEventKey): SaleEvent {
  const { type, kind, id, ref = '' } = key;
  // Only payables are moved and refunded (recordMove, the refunds' record take a Payable).
  if (type === 'moved') return { type, kind: kind as PayableKind, id, move: JSON.parse(ref) as StatusMove };
  if (type === 'refunded') return { type, kind: kind as PayableKind, id, refundId: Number(ref) };
  return { type, kind, id } as OnceEvent;
}
