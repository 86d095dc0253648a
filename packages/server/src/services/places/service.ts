import type { Kysely } from 'kysely';
import { findSizesOfContainers, findSizesOfRefillContainers, findWhiteLabelPrice, listContainers, listPackages, listRefillContainers, listScents, listWicks } from '../../db/repositories/catalogue/materials-extra.js';
import { findCities, findImagesOfSellingPoints, findSellingPoints, findStudio, listOnlineShops } from '../../db/repositories/places/places.js';
import { findTicketsOfWorkshops, findTiers, findWorkshops, listUpcomingWorkshops } from '../../db/repositories/content/workshops.js';
import type { Database, Lang } from '../../db/types.js';
import { createBatchLoader, groupBy } from '../../internal/batch-loader.js';
import { absoluteUrl } from '../catalogue/rules.js';
import type { ScentView } from '../catalogue/views.js';
import { createPlaceViews, type CityView, type ContainerView, type OnlineShopView, type PricedMaterialView, type SellingPointView, type WorkshopTicketView, type WorkshopView } from './views.js';

/** Who is asking: texts come in `lang`, picture URLs start with `publicUrl`. */
export interface PlacesOptions {
  lang: Lang;
  publicUrl: string;
}

const byId = <T extends { id: number }>(items: readonly T[]) => new Map(items.map((item) => [item.id, item]));

// Every loader here is keyed by a numeric id.
const loader = <V>(loadMany: (ids: readonly number[]) => Promise<Map<number, V>>, missing: V) => createBatchLoader<number, V>(loadMany, missing);

/**
 * Places, materials and workshops for one request. Lists run one query; a selling point's city
 * and gallery, a container's sizes and a workshop's tickets go through batch loaders, so a
 * list with all its parts costs one query per kind, never one per item.
 */
export function createPlaces(db: Kysely<Database>, { lang, publicUrl }: PlacesOptions) {
  const view = createPlaceViews(publicUrl);
  const grouped = async <R, V>(rows: Promise<R[]>, keyOf: (row: R) => number, map: (row: R) => V) => new Map([...groupBy(await rows, keyOf)].map(([key, group]) => [key, group.map(map)]));

  const load = {
    city: loader<CityView | null>(async (ids) => byId(await findCities(db, lang, ids)), null),
    sellingPoint: loader<SellingPointView | null>(async (ids) => byId((await findSellingPoints(db, lang, ids)).map(view.sellingPoint)), null),
    sellingPointImages: loader((ids) => grouped(findImagesOfSellingPoints(db, ids), (row) => row.selling_point_id, view.image), []),
    workshop: loader<WorkshopView | null>(async (ids) => byId((await findWorkshops(db, lang, ids)).map(view.workshop)), null),
    tickets: loader((ids) => grouped(findTicketsOfWorkshops(db, ids), (row) => row.workshop_id, view.ticket), []),
    tier: loader<WorkshopTicketView | null>(async (ids) => byId((await findTiers(db, ids)).map(view.ticket)), null),
    containerSizes: loader((ids) => grouped(findSizesOfContainers(db, lang, ids), (row) => row.container_id, view.size), []),
    refillContainerSizes: loader((ids) => grouped(findSizesOfRefillContainers(db, lang, ids), (row) => row.container_id, view.size), []),
  };

  return {
    ...load,

    /** Every city, by name in the request's language. */
    cities: (): Promise<CityView[]> => findCities(db, lang),

    /** Every wick, by id. */
    wicks: async (): Promise<PricedMaterialView[]> => (await listWicks(db, lang)).map(view.priced),

    /** Every scent, by id. */
    scents: async (): Promise<ScentView[]> => (await listScents(db, lang)).map((row) => ({ id: row.id, title: row.title, image: absoluteUrl(publicUrl, row.image) })),

    /** Every package, by id. */
    packages: async (): Promise<PricedMaterialView[]> => (await listPackages(db, lang)).map(view.priced),

    /** Every white-label container, by id. */
    containers: async (): Promise<ContainerView[]> => (await listContainers(db, lang)).map(view.container(false)),

    /** Every refill container, by id. */
    refillContainers: async (): Promise<ContainerView[]> => (await listRefillContainers(db, lang)).map(view.container(true)),

    /** SPEC §3: IQD per white-label candle, or null when the shop has not set it. */
    whiteLabelPrice: async (): Promise<number | null> => (await findWhiteLabelPrice(db)) ?? null,

    /** The studio, or null when no selling point is marked as it. */
    studio: async (): Promise<SellingPointView | null> => {
      const row = await findStudio(db, lang);
      return row ? view.sellingPoint(row) : null;
    },

    /** Every selling point: the studio first, then by id. */
    sellingPoints: async (): Promise<SellingPointView[]> => (await findSellingPoints(db, lang)).map(view.sellingPoint),

    /** Every online shop, by id. */
    onlineShops: async (): Promise<OnlineShopView[]> => (await listOnlineShops(db, lang)).map(view.onlineShop),

    /** Workshops that have not started yet, soonest first. */
    workshops: async (): Promise<WorkshopView[]> => (await listUpcomingWorkshops(db, lang)).map(view.workshop),
  };
}

/** The places service of one request. */
export type Places = ReturnType<typeof createPlaces>;
