import { sql, type Kysely } from 'kysely';
import type { WorkshopTicketRow } from '../types-places.js';
import type { Database, Lang } from '../types.js';
import { localized } from './localized.js';

/** A workshop with its texts in one language. */
export interface LocalizedWorkshopRow {
  id: number;
  title: string;
  description: string;
  image: string;
  starts_at: Date;
}

function selectWorkshops(db: Kysely<Database>, lang: Lang) {
  return db
    .selectFrom('workshops as w')
    .select(['w.id', 'w.image', 'w.starts_at', localized('w.title', lang).as('title'), localized('w.description', lang).as('description')])
    .orderBy('w.starts_at')
    .orderBy('w.id');
}

/** Workshops that have not started yet, soonest first (by the database's clock). */
export function listUpcomingWorkshops(db: Kysely<Database>, lang: Lang): Promise<LocalizedWorkshopRow[]> {
  return selectWorkshops(db, lang).where('w.starts_at', '>=', sql<Date>`now()`).execute();
}

/** Workshops with the given ids, past ones included, soonest first. */
export function findWorkshops(db: Kysely<Database>, lang: Lang, ids: readonly number[]): Promise<LocalizedWorkshopRow[]> {
  return selectWorkshops(db, lang).where('w.id', 'in', ids.length ? ids : [-1]).execute();
}

/** The ticket tiers of many workshops in one query; per workshop by group size (`min`). */
export function findTicketsOfWorkshops(db: Kysely<Database>, workshopIds: readonly number[]): Promise<WorkshopTicketRow[]> {
  return db
    .selectFrom('workshop_tickets')
    .selectAll()
    .where('workshop_id', 'in', workshopIds.length ? workshopIds : [-1])
    .orderBy('workshop_id')
    .orderBy('min')
    .orderBy('id')
    .execute();
}
