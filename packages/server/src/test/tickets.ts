import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { rowCount } from './row-count.js';

const texts = (en: string, ar = `${en} (ar)`) => JSON.stringify({ en, ku: `${en} (ku)`, ar });

/** A workshop made for a ticket test, with its tier ids in the order given. */
export interface TestWorkshop {
  id: number;
  tiers: number[];
  startsAt: Date;
}

/**
 * Creates a workshop with known seats, start and tiers, so counts and totals in a test never
 * depend on the demo data. Starts in 30 days unless told; `taken` seats are already held.
 */
export async function createWorkshop(
  db: Kysely<Database>,
  options: {
    seats: number;
    taken?: number;
    startsAt?: Date;
    durationMinutes?: number;
    tiers: Array<{ min: number; max: number; price: number; closed?: boolean }>;
    title?: string;
    arabicTitle?: string;
  },
): Promise<TestWorkshop> {
  const startsAt = options.startsAt ?? new Date(Date.now() + 30 * 86_400_000);
  const { id } = await db
    .insertInto('workshops')
    .values({
      title: texts(options.title ?? 'Test workshop', options.arabicTitle),
      description: texts('A workshop made for a test; with commas, and a semicolon.'),
      image: '/media/workshops/1.svg',
      starts_at: startsAt,
      seats: options.seats,
      seats_taken: options.taken ?? 0,
      duration_minutes: options.durationMinutes ?? 120,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tiers: number[] = [];
  for (const tier of options.tiers) {
    const row = await db
      .insertInto('workshop_tickets')
      .values({ workshop_id: id, min: tier.min, max: tier.max, price: tier.price, soldout: tier.closed ?? false })
      .returning('id')
      .executeTakeFirstOrThrow();
    tiers.push(row.id);
  }
  return { id, tiers, startsAt };
}

/** Seats a workshop's tickets hold now. */
export async function seatsTaken(db: Kysely<Database>, workshopId: number): Promise<number> {
  return (await db.selectFrom('workshops').select('seats_taken').where('id', '=', workshopId).executeTakeFirstOrThrow()).seats_taken;
}

/** How many tickets exist. */
export async function ticketCount(db: Kysely<Database>): Promise<number> {
  return rowCount(db, 'tickets');
}
