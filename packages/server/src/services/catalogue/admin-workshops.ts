import { shopDateTime } from '@candleshop/rules';
import type { Kysely } from 'kysely';
import type { Storage } from '../../adapters/storage/storage.js';
import {
  deleteUnsoldTier,
  findAdminTiers,
  findAdminWorkshop,
  findAdminWorkshops,
  findAttendees,
  insertTier,
  insertWorkshop,
  updateTier,
  updateWorkshopAtVersion,
} from '../../db/repositories/catalogue/admin-catalogue.js';
import type { Database, Texts } from '../../db/types.js';
import type { WorkshopRow } from '../../db/tables/places.js';
import type { PaymentMethod } from '../../db/tables/sales.js';
import type { TicketStatus } from '../../db/tables/tickets.js';
import { ROLE_RIGHTS } from '../../auth/staff.js';
import { badRequest, forbidden, notFound, refused, type Validation } from '../../errors.js';
import { absoluteUrl } from './rules.js';
import { MAX_AMOUNT } from '../sales/orders.js';
import { audit, type StaffActor } from '../staff/audit.js';
import { changed } from '../status-moves.js';
import { limits, pageInfo, type PageArgs } from '../paging.js';
import type { AdminOptions } from '../staff/back-office-options.js';
import { offerFreedSeats } from '../waitlist/admin-waitlist.js';
import { tellAttendeesOfNewTime } from './workshop-moved.js';

/** The schema's AdminWorkshopInput, parsed. */
export interface WorkshopInput {
  id?: number;
  version?: number;
  title: Texts;
  description: Texts;
  date: string;
  durationMinutes: number;
  seats: number;
  image?: string;
  tiers: Array<{ id?: number; min: number; max: number; price: number; soldout: boolean }>;
}

/** A text in every language, '' where the shop wrote none (the schema's AdminTexts). */
type AllTexts = { en: string; ku: string; ar: string };

/** The schema's AdminTier: a price tier and the live tickets sold in it. */
export interface AdminTierView {
  id: number;
  min: number;
  max: number;
  price: number;
  soldout: boolean;
  sold: number;
}

/** The schema's AdminWorkshop. */
export interface AdminWorkshopView {
  id: number;
  version: number;
  title: AllTexts;
  description: AllTexts;
  image: string;
  /** Baghdad time it starts. */
  date: string;
  durationMinutes: number;
  seats: number;
  seatsTaken: number;
  past: boolean;
  tiers: AdminTierView[];
}

/** The schema's AdminAttendee: a live ticket of a workshop and its buyer. */
export interface AdminAttendeeView {
  ticket: number;
  uuid: string;
  name: string;
  email: string;
  phone: string;
  people: number;
  total: number;
  paid: boolean;
  method: PaymentMethod;
  status: TicketStatus;
  /** The tier's group, `min–max`. */
  tier: string;
  /** Baghdad time it was bought. */
  date: string;
}

/** A new workshop's picture until the shop gives it one. */
export const DEFAULT_WORKSHOP_IMAGE = '/media/workshops/1.svg';

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const textsOf = (texts: Texts): AllTexts => ({ en: texts.en ?? '', ku: texts.ku ?? '', ar: texts.ar ?? '' });

// SPEC §1: English is every text's fallback, so it is required; empty other languages fall back to it.
const storedTexts = (texts: Texts) =>
  JSON.stringify(
    Object.fromEntries(
      Object.entries(texts)
        .map(([l, t]) => [l, (t ?? '').trim()])
        .filter(([, t]) => t),
    ),
  );

function check(input: WorkshopInput, isNew: boolean): { errors: Validation; startsAt: Date } {
  const errors: Validation = {};
  const fail = (field: string, key: string) => (errors[field] ??= []).push(key);
  if (!input.title.en?.trim()) fail('title', 'input.title.required');
  if (!input.description.en?.trim()) fail('description', 'input.description.required');
  const startsAt = new Date(input.date);
  if (!ISO_WITH_OFFSET.test(input.date) || Number.isNaN(startsAt.getTime())) fail('date', 'input.date.invalid');
  else if (isNew && startsAt.getTime() <= Date.now()) fail('date', 'input.date.past');
  if (!Number.isInteger(input.durationMinutes) || input.durationMinutes < 1 || input.durationMinutes > 24 * 60) fail('durationMinutes', 'input.durationMinutes.invalid');
  if (!Number.isInteger(input.seats) || input.seats < 0 || input.seats > 100_000) fail('seats', 'input.seats.invalid');
  if (!input.tiers.length) fail('tiers', 'input.tiers.required');
  for (const tier of input.tiers) {
    if (!Number.isInteger(tier.min) || tier.min < 1 || !Number.isInteger(tier.max) || tier.max < tier.min) fail('tiers', 'input.tiers.range');
    if (!Number.isInteger(tier.price) || tier.price < 1 || tier.price > MAX_AMOUNT) fail('tiers', 'input.tiers.price');
  }
  return { errors, startsAt };
}

/**
 * Whether saving `tiers` over `before` sets a price: a new tier, or another price or head-count
 * range on a kept one (the range decides what a group pays). Sold out or not is no price.
 */
export function setsTierPrices(before: ReadonlyArray<{ id: number; min: number; max: number; price: number }>, tiers: WorkshopInput['tiers']): boolean {
  return tiers.some((tier) => {
    const old = tier.id === undefined ? undefined : before.find((row) => row.id === tier.id);
    return !old || old.price !== tier.price || old.min !== tier.min || old.max !== tier.max;
  });
}

/** The back office's workshops (issue 15): every one, one, saving (create or edit) and who attends. */
export function createAdminWorkshops(db: Kysely<Database>, options: AdminOptions & { storage: Storage }) {
  async function views(rows: WorkshopRow[]): Promise<AdminWorkshopView[]> {
    const tiers = await findAdminTiers(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      id: row.id,
      version: row.version,
      title: textsOf(row.title),
      description: textsOf(row.description),
      image: absoluteUrl(options.publicUrl, row.image),
      date: shopDateTime(row.starts_at),
      durationMinutes: row.duration_minutes,
      seats: row.seats,
      seatsTaken: row.seats_taken,
      past: row.starts_at.getTime() <= Date.now(),
      tiers: tiers.filter((tier) => tier.workshop_id === row.id).map(({ id, min, max, price, soldout, sold }) => ({ id, min, max, price, soldout, sold: Number(sold ?? 0) })),
    }));
  }
  const one = async (id: number) => {
    const row = await findAdminWorkshop(db, id);
    return row ? (await views([row]))[0]! : null;
  };

  return {
    async list(page: PageArgs) {
      const { rows, total } = await findAdminWorkshops(db, limits(page));
      return { items: await views(rows), pageInfo: pageInfo(page, total) };
    },

    one,

    /**
     * Creates a workshop (no id) or edits one at the version seen, tiers with it, audited in the
     * same transaction; the public `workshops` shows it at once (the caches forget).
     * @throws bad.request for invalid fields or seats below those tickets hold; admin.changed; admin.tierSold for removing a tier with tickets
     */
    async save(actor: StaffActor, input: WorkshopInput) {
      const existing = input.id === undefined ? undefined : await findAdminWorkshop(db, input.id);
      if (input.id !== undefined && !existing) throw notFound();
      const { errors, startsAt } = check(input, !existing);
      if (existing && input.version === undefined) (errors.version ??= []).push('input.version.required');
      if (existing && input.seats < existing.seats_taken) (errors.seats ??= []).push('input.seats.taken');
      let image = existing?.image ?? DEFAULT_WORKSHOP_IMAGE;
      if (input.image) {
        const stored = await options.storage.storedPath(input.image, actor.staff.user_id, 'image');
        if (stored) image = stored;
        else (errors.image ??= []).push('input.image.invalid');
      }
      if (Object.keys(errors).length) throw badRequest(errors);
      if (existing && existing.version !== input.version) throw changed();
      const before = existing ? (await views([existing]))[0]! : undefined;
      // SECURITY-REVIEW L14, schema.graphql: staff may do everything but change prices, and a
      // ticket tier's price is one (a new workshop's tiers too).
      if (!ROLE_RIGHTS[actor.staff.role].includes('products') && setsTierPrices(before?.tiers ?? [], input.tiers)) throw forbidden('role');
      const values = { title: storedTexts(input.title), description: storedTexts(input.description), image, starts_at: startsAt, duration_minutes: input.durationMinutes, seats: input.seats };
      const id = await db.transaction().execute(async (trx) => {
        let workshopId: number;
        if (existing) {
          workshopId = existing.id;
          if (!(await updateWorkshopAtVersion(trx, workshopId, input.version!, values))) throw changed();
          const kept = new Set(input.tiers.flatMap((tier) => (tier.id === undefined ? [] : [tier.id])));
          for (const tier of before?.tiers ?? []) {
            if (!kept.has(tier.id) && !(await deleteUnsoldTier(trx, workshopId, tier.id))) throw refused('admin.tierSold', { reason: String(tier.id) });
          }
        } else {
          workshopId = await insertWorkshop(trx, values);
        }
        for (const { id: tierId, ...tier } of input.tiers) {
          if (tierId === undefined) await insertTier(trx, { workshop_id: workshopId, ...tier });
          else if (!(await updateTier(trx, workshopId, tierId, tier))) throw badRequest({ tiers: ['input.tiers.invalid'] });
        }
        const after = (await findAdminWorkshop(trx, workshopId))!;
        await audit(trx, actor, {
          subjectType: 'workshop',
          subjectId: workshopId,
          action: 'save',
          before: before ?? {},
          after: { ...values, starts_at: startsAt.toISOString(), version: after.version, tiers: input.tiers },
        });
        return workshopId;
      });
      // Issue 27: more seats, or a tier opened again, go to the workshop's waiting list at once.
      await offerFreedSeats(db, id, options);
      // Issue 36 item 4: a new time reaches everyone holding a ticket, not only the page.
      if (existing && existing.starts_at.getTime() !== startsAt.getTime()) await tellAttendeesOfNewTime(db, id, existing.starts_at, options);
      options.catalogueChanged();
      return (await one(id))!;
    },

    /** Live tickets of a workshop, first bought first. */
    async attendees(workshopId: number): Promise<AdminAttendeeView[]> {
      return (await findAttendees(db, workshopId)).map((row) => ({
        ticket: row.id,
        uuid: row.uuid,
        name: row.name ?? '',
        email: row.email ?? '',
        phone: row.phone ?? '',
        people: row.people,
        total: row.total,
        paid: row.paid,
        method: row.method,
        status: row.status,
        tier: `${row.min}–${row.max}`,
        date: shopDateTime(row.created_at),
      }));
    },
  };
}
