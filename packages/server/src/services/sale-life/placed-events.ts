import type { Kysely, Transaction } from 'kysely';
import { recordSaleEvent } from '../../db/repositories/sale-life/sale-events.js';
import type { Database } from '../../db/types.js';
import type { PayableKind } from '../../db/tables/payments.js';
import type { SaleKind } from '../../db/tables/sale-life.js';
import type { SaleLife } from './sale-outbox.js';

/**
 * Records, in the transaction that writes a sale, that it was placed, and paid when its gift cards
 * paid it wholly (issue 35): called after the sale's last write, so the events exist if and only
 * if the sale does. A crash after COMMIT leaves them to the sweep; a rollback leaves nothing.
 */
export type RecordPlaced = (trx: Transaction<Database>, row: { id: number; paid?: boolean }) => Promise<void>;

/**
 * The {@link RecordPlaced} of one sale of `kind`, and whether it was called for the sale it
 * answers (the sales' one path checks that after COMMIT: a place() that forgot it is a bug).
 */
export function placedRecorder(kind: PayableKind): { record: RecordPlaced; recorded: (id: number) => boolean } {
  let recordedId: number | undefined;
  return {
    async record(trx, row) {
      await recordSaleEvent(trx, { type: 'placed', kind, id: row.id });
      if (row.paid) await recordSaleEvent(trx, { type: 'paid', kind, id: row.id });
      recordedId = row.id;
    },
    recorded: (id) => recordedId === id,
  };
}

/** A request placed without a payment to start (a personalized candle, a white-label order): how it is written, and how it is answered. */
export interface PlacedRequest<Row extends { id: number }, View> {
  kind: Extract<SaleKind, 'personalized' | 'whitelabel'>;
  /** Writes the request's row in the transaction. */
  insert(trx: Transaction<Database>): Promise<Row>;
  /** The answer of an earlier call with the same idempotency key, if there was one. */
  replay(): Promise<View | undefined>;
  view(row: Row): View;
}

/**
 * Writes a request with its placed event in one transaction (issue 34 item 2: its mails go out
 * after COMMIT, from the event), then settles the event. A concurrent call with the same key that
 * won the unique key is answered with its result.
 */
export async function placeRequest<Row extends { id: number }, View>(db: Kysely<Database>, saleLife: SaleLife, request: PlacedRequest<Row, View>): Promise<View> {
  let row: Row;
  try {
    row = await db.transaction().execute(async (trx) => {
      const inserted = await request.insert(trx);
      await recordSaleEvent(trx, { type: 'placed', kind: request.kind, id: inserted.id });
      return inserted;
    });
  } catch (error) {
    const replayed = await request.replay();
    if (replayed) return replayed;
    throw error;
  }
  await saleLife.settle({ kind: request.kind, id: row.id });
  return request.view(row);
}
