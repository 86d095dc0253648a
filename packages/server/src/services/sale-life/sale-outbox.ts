import type { Kysely } from 'kysely';
import { claimSaleEvents, type SaleEventKey } from '../../db/repositories/sale-life/sale-events.js';
import type { Database } from '../../db/types.js';
import type { SaleBus, SaleLog } from './sale-bus.js';
import { saleEventOf, type SaleOf } from './sale-events.js';

// The transactional outbox of issue 34 item 2: a change records its event in its own
// transaction (so a rolled-back change emits nothing and a committed one cannot lose it), the
// request dispatches it after COMMIT, and the sweep dispatches what a crash left behind.

/** The sweep leaves an event this long to the request that recorded it, which dispatches it at once. */
export const SWEEP_GRACE_MS = 60_000;

/** A sale's events recorded and waiting, and their dispatch. */
export interface SaleLife {
  bus: SaleBus;
  /** Dispatches the sale's events recorded and not yet dispatched (call it after COMMIT). @returns how many were dispatched */
  settle(sale: SaleOf): Promise<number>;
  /** Dispatches events recorded before `now` minus the grace and never dispatched (a crash after COMMIT). */
  sweep(now?: Date): Promise<number>;
}

/** The outbox's dispatch through `bus`; `log` takes what could not be claimed (the change stands). */
export function createSaleLife(db: Kysely<Database>, bus: SaleBus, log: SaleLog = console.error): SaleLife {
  // Called after COMMIT: a database that fails now must not fail a sale already made. What was
  // recorded and not claimed, the sweep dispatches.
  const quietly = async <T>(what: string, sale: SaleOf, work: () => Promise<T>, otherwise: T): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      log(`candleshop: ALERT ${what} of ${sale.kind} ${sale.id} failed`, error);
      return otherwise;
    }
  };
  async function run(keys: SaleEventKey[]): Promise<number> {
    for (const event of keys.map(saleEventOf)) await bus.dispatch(event);
    return keys.length;
  }
  const settle: SaleLife['settle'] = async (sale) => run(await quietly('claiming the events', sale, () => claimSaleEvents(db, { sale: { kind: sale.kind, id: sale.id } }), []));
  return {
    bus,
    settle,
    async sweep(now = new Date()) {
      return run(await claimSaleEvents(db, { before: new Date(now.getTime() - SWEEP_GRACE_MS) }));
    },
  };
}
