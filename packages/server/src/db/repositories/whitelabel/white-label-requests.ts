import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../../types.js';
import type { WhiteLabelRequestRow, WhiteLabelRequestTable, WhiteLabelStatus } from '../../tables/whitelabel.js';

type Db = Kysely<Database> | Transaction<Database>;

/** What a white-label request is checked and priced against (SPEC §3). */
export interface WhiteLabelOptions {
  /** The single white-label price per candle; undefined when the shop has none. */
  candlePrice: number | undefined;
  /** Whether the container exists, and the size ids it offers. */
  containerSizes: Set<number> | undefined;
  /** The container's first size as Container.sizes lists them (smallest first): SPEC §7 whiteLabel names no size. */
  firstSize: number | undefined;
  colorExists: boolean;
  scentExists: boolean;
  wickExists: boolean;
  /** The package's price; undefined when asked for none or it does not exist. */
  packagePrice: number | undefined;
}

/** The materials one white-label request names, in one round of queries. */
export async function findWhiteLabelOptions(db: Db, ids: { container: number; color: number; scent: number; wick: number; package: number | undefined }): Promise<WhiteLabelOptions> {
  const [price, container, sizes, color, scent, wick, pack] = await Promise.all([
    db.selectFrom('white_label_price').select('price').executeTakeFirst(),
    db.selectFrom('containers').select('id').where('id', '=', ids.container).executeTakeFirst(),
    db.selectFrom('container_sizes as cs').innerJoin('sizes as s', 's.id', 'cs.size_id').select('cs.size_id').where('cs.container_id', '=', ids.container).orderBy('s.value').orderBy('s.id').execute(),
    db.selectFrom('colors').select('id').where('id', '=', ids.color).executeTakeFirst(),
    db.selectFrom('scents').select('id').where('id', '=', ids.scent).executeTakeFirst(),
    db.selectFrom('wicks').select('id').where('id', '=', ids.wick).executeTakeFirst(),
    ids.package === undefined ? undefined : db.selectFrom('packages').select('price').where('id', '=', ids.package).executeTakeFirst(),
  ]);
  return {
    candlePrice: price?.price,
    containerSizes: container ? new Set(sizes.map((row) => row.size_id)) : undefined,
    firstSize: sizes[0]?.size_id,
    colorExists: color !== undefined,
    scentExists: scent !== undefined,
    wickExists: wick !== undefined,
    packagePrice: pack?.price,
  };
}

/** Saves a white-label request. @returns its row */
export async function insertWhiteLabelRequest(db: Db, values: Insertable<WhiteLabelRequestTable>): Promise<WhiteLabelRequestRow> {
  return db.insertInto('white_label_requests').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The white-label request sent with an idempotency key, if any. */
export function findWhiteLabelRequestByKey(db: Db, key: string): Promise<WhiteLabelRequestRow | undefined> {
  return db.selectFrom('white_label_requests').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
}

/** One white-label request by id. */
export function findWhiteLabelRequest(db: Db, id: number): Promise<WhiteLabelRequestRow | undefined> {
  return db.selectFrom('white_label_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Moves a request's status only from the expected one (a conditional UPDATE). @returns whether it moved */
export async function moveWhiteLabelStatus(db: Db, id: number, from: WhiteLabelStatus, to: WhiteLabelStatus): Promise<boolean> {
  return (await db.updateTable('white_label_requests').set({ status: to }).where('id', '=', id).where('status', '=', from).executeTakeFirst()).numUpdatedRows > 0n;
}

/** A customer's name, email and phone (the contact a white-label request defaults to). */
export function findAccountContact(db: Db, userId: number): Promise<{ name: string; email: string; phone: string | null } | undefined> {
  return db.selectFrom('users').select(['name', 'email', 'phone']).where('id', '=', userId).executeTakeFirst();
}
