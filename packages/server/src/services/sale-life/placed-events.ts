import type { Transaction } from 'kysely';
import { recordSaleEvent } from '../../db/repositories/sale-life/sale-events.js';
import type { Database } from '../../db/types.js';
import type { PayableKind } from '../../db/tables/payments.js';

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
