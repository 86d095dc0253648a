import { shopDateTime } from '@candleshop/rules';
import type { Kysely } from 'kysely';
import { findConfirmedSubscribers } from '../../db/repositories/newsletter/subscribers.js';
import type { Database } from '../../db/types.js';
import { limits, pageInfo, type PageArgs } from '../paging.js';

/** The newsletter's confirmed subscribers, as the back office lists and exports them (issue 15). */
export function createSubscribers(db: Kysely<Database>) {
  return {
    /** One page of them, newest first. */
    async page(page: PageArgs) {
      const { rows, total } = await findConfirmedSubscribers(db, limits(page));
      return { items: rows.map((row) => ({ email: row.email, lang: row.lang, confirmedAt: shopDateTime(row.confirmed_at!) })), pageInfo: pageInfo(page, total) };
    },

    /** Every one of them, for the CSV file. */
    async all() {
      return (await findConfirmedSubscribers(db, { limit: 1_000_000, offset: 0 })).rows;
    },
  };
}
