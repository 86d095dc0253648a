import { sql, type Kysely } from 'kysely';
import type { Database, Lang } from '../../types.js';
import { localized } from '../localized.js';

/** A workshop with its texts in one language and its seats. */
export interface LocalizedWorkshopRow {
  id: number;
  title: string;
  description: string;
  image: string;
  starts_at: Date;
  duration_minutes: number;
  /** When the shop listed it. */
  created_at: Date;
  seats: number;
  seats_taken: number;
  /** It has started (by the database's clock). */
  past: boolean;
}

/** A ticket tier with what decides whether it can still be bought (SPEC §3 WorkshopTicket.soldout). */
export interface TierRow {
  id: number;
  workshop_id: number;
  min: number;
  max: number;
  /** IQD per person. */
  price: number;
  /** Closed by the shop. */
  closed: boolean;
  /** Seats of its workshop no ticket holds. */
  seats_left: number;
  /** Its workshop has started. */
  past: boolean;
}

function selectWorkshops(db: Kysely<Database>, lang: Lang) {
  return db
    .selectFrom('workshops as w')
    .select([
      'w.id',
      'w.image',
      'w.starts_at',
      'w.duration_minutes',
      'w.created_at',
      'w.seats',
      'w.seats_taken',
      localized('w.title', lang).as('title'),
      localized('w.description', lang).as('description'),
      sql<boolean>`w.starts_at <= now()`.as('past'),
    ])
    .orderBy('w.starts_at')
    .orderBy('w.id');
}

/** Workshops that have not started yet, soonest first (by the database's clock). */
export function listUpcomingWorkshops(db: Kysely<Database>, lang: Lang): Promise<LocalizedWorkshopRow[]> {
  return selectWorkshops(db, lang)
    .where('w.starts_at', '>', sql<Date>`now()`)
    .execute();
}

/** Workshops with the given ids, past ones included, soonest first. */
export function findWorkshops(db: Kysely<Database>, lang: Lang, ids: readonly number[]): Promise<LocalizedWorkshopRow[]> {
  return selectWorkshops(db, lang)
    .where('w.id', 'in', ids.length ? ids : [-1])
    .execute();
}

function selectTiers(db: Kysely<Database>) {
  return db
    .selectFrom('workshop_tickets as t')
    .innerJoin('workshops as w', 'w.id', 't.workshop_id')
    .select(['t.id', 't.workshop_id', 't.min', 't.max', 't.price', 't.soldout as closed'])
    .select([sql<number>`w.seats - w.seats_taken`.as('seats_left'), sql<boolean>`w.starts_at <= now()`.as('past')]);
}

/** The ticket tiers of many workshops in one query; per workshop by group size (`min`). */
export function findTicketsOfWorkshops(db: Kysely<Database>, workshopIds: readonly number[]): Promise<TierRow[]> {
  return selectTiers(db)
    .where('t.workshop_id', 'in', workshopIds.length ? workshopIds : [-1])
    .orderBy('t.workshop_id')
    .orderBy('t.min')
    .orderBy('t.id')
    .execute();
}

/** Ticket tiers by id, in one query. */
export function findTiers(db: Kysely<Database>, ids: readonly number[]): Promise<TierRow[]> {
  return selectTiers(db)
    .where('t.id', 'in', ids.length ? ids : [-1])
    .execute();
}
