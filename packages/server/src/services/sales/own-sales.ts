import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/** The two reads every kind of sale gives the customer who bought it. */
export interface OwnSales<View> {
  /** All of the customer's, newest first. */
  all(userId: number): Promise<View[]>;
  /** One of the customer's by id; null when there is none or it is someone else's. */
  one(userId: number, id: number): Promise<View | null>;
}

/**
 * The customer's own sales of one kind (orders, refill requests, tickets, personalized requests,
 * subscriptions), read by the kind's repository functions and shown by its views. `views` takes
 * rows in bulk: a subscription's view loads its months for all rows at once.
 */
export function ownSales<Row, View>(
  db: Kysely<Database>,
  findAll: (db: Kysely<Database>, userId: number) => Promise<Row[]>,
  findOne: (db: Kysely<Database>, userId: number, id: number) => Promise<Row | undefined>,
  views: (rows: Row[]) => View[] | Promise<View[]>,
): OwnSales<View> {
  return {
    all: async (userId) => views(await findAll(db, userId)),
    one: async (userId, id) => {
      const row = await findOne(db, userId, id);
      return row ? ((await views([row]))[0] ?? null) : null;
    },
  };
}
