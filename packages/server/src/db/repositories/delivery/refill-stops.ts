import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import type { Database, Lang } from '../../types.js';
import { localized } from '../localized.js';
import { CANDIDATE_LIMIT, type DeliveryCandidateRow, type StopLineRow } from './delivery-runs.js';

type Db = Kysely<Database> | Transaction<Database>;

// Issue 37 item 1: a refill plan's cycle the customer confirmed (by its link, or staff for them on
// the call list: its sale confirmation is `confirmed`) places a refill request that goes on a
// delivery run like an accepted order: delivered to an address in the city, cash at the door or
// already paid, still open (pending or accepted), not waiting on a run already and never
// delivered. A stop marked unreachable frees it.
const eligible = (eb: ExpressionBuilder<Database, 'refill_requests'>, cityId: number) =>
  eb.and([
    eb('refill_requests.status', 'in', ['pending', 'accepted']),
    eb('refill_requests.pickup', '=', false),
    eb('refill_requests.city_id', '=', cityId),
    eb.or([eb('refill_requests.method', '=', 'cash'), eb('refill_requests.paid', '=', true)]),
    eb.exists(eb.selectFrom('refill_plan_cycles as c').select('c.id').whereRef('c.refill_request_id', '=', 'refill_requests.id')),
    eb.exists(eb.selectFrom('sale_confirmations as k').select('k.id').whereRef('k.refill_request_id', '=', 'refill_requests.id').where('k.status', '=', 'confirmed')),
    eb.not(
      eb.exists(
        eb
          .selectFrom('delivery_stops as s')
          .select('s.id')
          .whereRef('s.refill_request_id', '=', 'refill_requests.id')
          .where((s) => s.or([s('s.outcome', 'is', null), s('s.outcome', '=', 'delivered')])),
      ),
    ),
  ]);

/** The plans' confirmed refill requests of a city a new run may take, oldest first. */
export function findRefillCandidates(db: Db, cityId: number): Promise<DeliveryCandidateRow[]> {
  return db
    .selectFrom('refill_requests')
    .leftJoin('users', 'users.id', 'refill_requests.user_id')
    .select([
      sql<'refill'>`'refill'`.as('kind'),
      'refill_requests.id',
      'refill_requests.created_at',
      'refill_requests.total',
      'refill_requests.method',
      'refill_requests.paid',
      sql<string | null>`coalesce(users.name, refill_requests.guest_name)`.as('customer_name'),
      sql<string | null>`coalesce(users.phone, refill_requests.guest_phone)`.as('customer_phone'),
      sql<string | null>`coalesce(refill_requests.address, refill_requests.guest_address)`.as('address'),
    ])
    .where((eb) => eligible(eb, cityId))
    .orderBy('refill_requests.created_at')
    .orderBy('refill_requests.id')
    .limit(CANDIDATE_LIMIT)
    .execute();
}

/** Locks the named refill requests, then answers those still eligible (as lockEligibleOrders does). */
export async function lockEligibleRefills(trx: Transaction<Database>, cityId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  await trx.selectFrom('refill_requests').select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
  return trx
    .selectFrom('refill_requests')
    .select(['id', 'total', 'method', 'paid', 'status'])
    .where('id', 'in', ids)
    .where((eb) => eligible(eb, cityId))
    .execute();
}

/** A refill request's one line, named in one language. */
export type RefillStopLineRow = Omit<StopLineRow, 'order_id'> & { refill_id: number };

/** The one refill line of each refill request, named in `lang`. */
export async function findRefillStopLines(db: Db, lang: Lang, refillIds: readonly number[]): Promise<RefillStopLineRow[]> {
  if (refillIds.length === 0) return [];
  return db
    .selectFrom('refill_requests as i')
    .innerJoin('refill_containers as c', 'c.id', 'i.container_id')
    .innerJoin('sizes', 'sizes.id', 'i.size_id')
    .innerJoin('colors', 'colors.id', 'i.color_id')
    .innerJoin('scents', 'scents.id', 'i.scent_id')
    .select([
      'i.id as refill_id',
      'i.quantity',
      sql<'refill'>`'refill'`.as('kind'),
      localized('c.title', lang).as('title'),
      sql<string | null>`${localized('sizes.title', lang)}`.as('size'),
      sql<string | null>`${localized('colors.title', lang)}`.as('color'),
      sql<string | null>`${localized('scents.title', lang)}`.as('scent'),
    ])
    .where('i.id', 'in', refillIds)
    .orderBy('i.id')
    .execute();
}
