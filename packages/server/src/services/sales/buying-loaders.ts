import type { Kysely } from 'kysely';
import { listRefillContainers, listScents, listWicks } from '../../db/repositories/catalogue/materials-extra.js';
import { listColors, listSizes } from '../../db/repositories/catalogue/materials.js';
import { findItemsOfOrders, findRefillsOfOrders } from '../../db/repositories/sales/orders.js';
import { collectedOfSales } from '../../db/repositories/sales/collected.js';
import type { Database, Lang } from '../../db/types.js';
import { createBatchLoader, groupBy } from '../../internal/batch-loader.js';
import { createViews, type ColorView, type ScentView, type SizeView } from '../catalogue/views.js';
import { orderProductView, orderRefillView, type OrderProductView, type OrderRefillView } from './order-views.js';
import { createPlaceViews, type ContainerView, type PricedMaterialView } from '../places/views.js';

const byId = <T extends { id: number }>(items: readonly T[]) => new Map(items.map((item) => [item.id, item]));

/** Loads a whole small list once per request and answers items of it by id. */
function memoList<T extends { id: number }>(load: () => Promise<T[]>) {
  let map: Promise<Map<number, T>> | undefined;
  return async (id: number): Promise<T | null> => (await (map ??= load().then(byId))).get(id) ?? null;
}

/**
 * What carts and orders show beside their lines, for one request: materials by id (the lists are
 * small: one query per kind, only when asked for) and the lines of orders through batch loaders.
 */
export function createBuyingLoaders(db: Kysely<Database>, { lang, publicUrl }: { lang: Lang; publicUrl: string }) {
  const views = createViews(publicUrl);
  const places = createPlaceViews(publicUrl);
  const grouped = async <R, V>(rows: Promise<R[]>, keyOf: (row: R) => number, map: (row: R) => V) => new Map([...groupBy(await rows, keyOf)].map(([key, group]) => [key, group.map(map)]));
  return {
    color: memoList<ColorView>(async () => (await listColors(db, lang)).map(views.color)),
    scent: memoList<ScentView>(async () => (await listScents(db, lang)).map(views.scent)),
    size: memoList<SizeView>(() => listSizes(db, lang)),
    wick: memoList<PricedMaterialView>(async () => (await listWicks(db, lang)).map(places.priced)),
    refillContainer: memoList<ContainerView>(async () => (await listRefillContainers(db, lang)).map(places.container(true))),
    orderProducts: createBatchLoader<number, OrderProductView[]>((ids) => grouped(findItemsOfOrders(db, ids), (row) => row.order_id, orderProductView), []),
    orderRefills: createBatchLoader<number, OrderRefillView[]>((ids) => grouped(findRefillsOfOrders(db, ids), (row) => row.order_id, orderRefillView), []),
    /** Money collected for orders (issue 36 item 1: db/repositories/sales/collected.ts). */
    orderCollected: createBatchLoader<number, number>((ids) => collectedOfSales(db, 'order', ids), 0),
  };
}

/** The buying loaders of one request. */
export type BuyingLoaders = ReturnType<typeof createBuyingLoaders>;
