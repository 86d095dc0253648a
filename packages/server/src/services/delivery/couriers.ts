import { nationalPhone, shopDateTime } from '@candleshop/rules';
import type { Kysely } from 'kysely';
import { courierNameTaken, findCourier, findCouriers, insertCourier, updateCourierAtVersion, type CourierListRow, type CourierValues } from '../../db/repositories/delivery/couriers.js';
import type { CourierRow } from '../../db/tables/delivery.js';
import type { Database } from '../../db/types.js';
import { badRequest, notFound } from '../../errors.js';
import { audit, type StaffActor } from '../staff/audit.js';
import { changed } from '../status-moves.js';

/** The schema's AdminCourierInput, checked (name on one line, phone in E.164): no id adds a courier, an id changes one at its version. */
export interface CourierInput extends CourierValues {
  id?: number;
  version?: number;
}

/** The schema's AdminCourier (its runs and audit trail are asked for apart). */
export function courierView(row: CourierListRow) {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone && nationalPhone(row.phone),
    active: row.active,
    version: row.version,
    runCount: row.runs,
    createdAt: shopDateTime(row.created_at),
    updatedAt: shopDateTime(row.updated_at),
  };
}

export type CourierView = ReturnType<typeof courierView>;

const nameTaken = () => badRequest({ name: ['input.courier.taken'] });
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

// What the audit keeps of a courier: what the owner sets.
const audited = (row: CourierRow) => ({ name: row.name, phone: row.phone, active: row.active, version: row.version });

/**
 * The couriers the owner keeps (issue 36): added, renamed or given a new phone, deactivated (no
 * new run may name them; their runs stay theirs) and activated again. Every change names the
 * version it saw and is audited in its own transaction (subject `courier`).
 */
export function createCouriers(db: Kysely<Database>) {
  const one = async (id: number) => {
    const row = await findCourier(db, id);
    return row ? courierView(row) : null;
  };

  async function change(actor: StaffActor, id: number, version: number, action: string, set: Parameters<typeof updateCourierAtVersion>[3]) {
    const before = await findCourier(db, id);
    if (!before) throw notFound();
    if (before.version !== version) throw changed();
    await db.transaction().execute(async (trx) => {
      const row = await updateCourierAtVersion(trx, id, version, set);
      if (!row) throw changed();
      await audit(trx, actor, { subjectType: 'courier', subjectId: id, action, before: audited(before), after: audited(row) });
    });
    return (await one(id))!;
  }

  return {
    one,

    async list() {
      return (await findCouriers(db)).map(courierView);
    },

    /** Adds a courier (active) or changes one's name and phone; a name another courier has is refused. */
    async save(actor: StaffActor, input: CourierInput) {
      const values = { name: input.name, phone: input.phone };
      if (await courierNameTaken(db, values.name, input.id)) throw nameTaken();
      try {
        if (input.id === undefined) {
          const id = await db.transaction().execute(async (trx) => {
            const row = await insertCourier(trx, values);
            await audit(trx, actor, { subjectType: 'courier', subjectId: row.id, action: 'courier.create', before: {}, after: audited(row) });
            return row.id;
          });
          return (await one(id))!;
        }
        if (input.version === undefined) throw badRequest({ version: ['input.version.invalid'] });
        return await change(actor, input.id, input.version, 'courier.save', { values });
      } catch (error) {
        // The same name saved at the same moment by another call (the index of migration 140).
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },

    /** Deactivates a courier (new runs cannot name them) or activates them again. */
    async setActive(actor: StaffActor, id: number, version: number, active: boolean) {
      return change(actor, id, version, active ? 'courier.activate' : 'courier.deactivate', { active });
    },
  };
}
