import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, Lang } from '../../types.js';
import type { SubscriptionRow, SubscriptionTable } from '../../tables/subscriptions.js';
import { localized } from '../localized.js';
import { recordSaleEvent } from '../sale-life/sale-events.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The packages with their texts in `lang`, in order. */
export function findPackages(db: Db, lang: Lang, ids?: readonly number[]) {
  let query = db
    .selectFrom('subscription_packages')
    .select(['id', 'image', localized('title', lang).as('title'), localized('description', lang).as('description')])
    .orderBy('position')
    .orderBy('id');
  if (ids) query = query.where('id', 'in', ids.length ? ids : [0]);
  return query.execute();
}

/** The prices of the packages, fewest months first. */
export function findPrices(db: Db, packageIds: readonly number[]) {
  return db
    .selectFrom('subscription_prices')
    .selectAll()
    .where('package_id', 'in', packageIds.length ? packageIds : [0])
    .orderBy('months')
    .execute();
}

/** A package's price for `months`, or undefined when it is not offered. */
export function findPrice(db: Db, packageId: number, months: number) {
  return db.selectFrom('subscription_prices').selectAll().where('package_id', '=', packageId).where('months', '=', months).executeTakeFirst();
}

/** One price row by id. */
export function findPriceById(db: Db, id: number) {
  return db.selectFrom('subscription_prices').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Saves a subscription and its months; answers the row. */
export async function insertSubscription(db: Db, values: Insertable<SubscriptionTable>, dates: readonly string[]): Promise<SubscriptionRow> {
  const row = await db.insertInto('subscriptions').values(values).returningAll().executeTakeFirstOrThrow();
  await db
    .insertInto('subscription_months')
    .values(dates.map((date, index) => ({ subscription_id: row.id, month: index + 1, date })))
    .execute();
  return row;
}

/** The subscription bought with an idempotency key. */
export function findSubscriptionByKey(db: Db, key: string): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('subscriptions').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
}

/** A subscription by its id. */
export function findSubscription(db: Db, id: number): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** One of a customer's subscriptions. */
export function findSubscriptionOfUser(db: Db, userId: number, id: number): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('subscriptions').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/** A customer's subscriptions, newest first. */
export function findSubscriptionsOfUser(db: Db, userId: number): Promise<SubscriptionRow[]> {
  return db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(200).execute();
}

/** The months of subscriptions, in order. */
export function findMonths(db: Db, subscriptionIds: readonly number[]) {
  return db
    .selectFrom('subscription_months')
    .select(['subscription_id', 'month', 'status', (eb) => eb.cast<string>('date', 'text').as('date')])
    .where('subscription_id', 'in', subscriptionIds.length ? subscriptionIds : [0])
    .orderBy('subscription_id')
    .orderBy('month')
    .execute();
}

/** Cancels a pending, unpaid subscription and its boxes; answers whether it moved. */
export async function cancelPendingSubscription(db: Db, id: number): Promise<boolean> {
  const moved = await db.updateTable('subscriptions').set({ status: 'cancelled' }).where('id', '=', id).where('status', '=', 'pending').where('paid', '=', false).returning('id').executeTakeFirst();
  if (!moved) return false;
  await recordSaleEvent(db, { type: 'cancelled', kind: 'subscription', id });
  await db.updateTable('subscription_months').set({ status: 'cancelled' }).where('subscription_id', '=', id).where('status', '=', 'scheduled').execute();
  return true;
}
