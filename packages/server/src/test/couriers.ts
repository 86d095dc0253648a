import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

/**
 * An active courier on the owner's list (issue 36), stored straight away; answers its id as the
 * schema's ID a run's input names (`AdminDeliveryRunInput.courier`).
 */
export async function insertCourier(db: Kysely<Database>, name = `Karwan ${randomUUID().slice(0, 8)}`, phone: string | null = '+9647801110002'): Promise<string> {
  const row = await db.insertInto('couriers').values({ name, phone }).returning('id').executeTakeFirstOrThrow();
  return String(row.id);
}
