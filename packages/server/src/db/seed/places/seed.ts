import type { Texts } from '../../types.js';
import type { SeedArea } from '../area.js';
import { cities, onlineShops, sellingPoints } from './locations.js';
import { onlineShopPicture, sellingPointGalleryPaths, sellingPointImagePath, sellingPointPictures, workshopPicture } from './pictures.js';
import { containers, packages, refillContainers, WHITE_LABEL_PRICE, wicks } from './supplies.js';
import { containerPicture, packagePicture, wickPicture } from './supply-pictures.js';
import { workshops } from './workshops.js';

const json = (texts: Texts) => JSON.stringify(texts);

const paths = {
  wick: (id: number) => `/media/materials/wick-${id}.svg`,
  package: (id: number) => `/media/materials/package-${id}.svg`,
  container: (id: number) => `/media/materials/container-${id}.svg`,
  refillContainer: (id: number) => `/media/materials/refill-container-${id}.svg`,
  onlineShop: (id: number) => `/media/places/online-${id}.svg`,
  workshop: (id: number) => `/media/workshops/${id}.svg`,
};

function buildPictures(): Array<{ path: string; content_type: string; body: string }> {
  return [
    ...wicks.map((wick) => ({ path: paths.wick(wick.id), body: wickPicture(wick) })),
    ...packages.map((item) => ({ path: paths.package(item.id), body: packagePicture(item) })),
    ...containers.map((container) => ({ path: paths.container(container.id), body: containerPicture(container, false) })),
    ...refillContainers.map((container) => ({ path: paths.refillContainer(container.id), body: containerPicture(container, true) })),
    ...sellingPoints.flatMap(sellingPointPictures),
    ...onlineShops.map((shop) => ({ path: paths.onlineShop(shop.id), body: onlineShopPicture(shop) })),
    ...workshops.map((workshop) => ({ path: paths.workshop(workshop.id), body: workshopPicture(workshop) })),
  ].map((picture) => ({ ...picture, content_type: 'image/svg+xml' }));
}

/**
 * Places, materials of refills and white-label orders, and workshops: 22 cities, wicks,
 * packages, containers, the white-label price, the studio and six selling points, online shops
 * and workshops with their ticket tiers. Needs the catalogue's sizes.
 */
export const placesSeed: SeedArea = {
  name: 'places',
  anchor: 'cities',
  identityTables: ['cities', 'wicks', 'packages', 'containers', 'refill_containers', 'selling_points', 'selling_point_images', 'online_shops', 'workshops', 'workshop_tickets', 'tickets'],
  async run(trx) {
    const priced = (item: { id: number; title: Texts; price: number }, image: string) => ({ id: item.id, title: json(item.title), image, price: item.price });
    await trx
      .insertInto('cities')
      .values(cities.map((city) => ({ id: city.id, name: json(city.name), price: city.price })))
      .execute();
    await trx
      .insertInto('wicks')
      .values(wicks.map((wick) => priced(wick, paths.wick(wick.id))))
      .execute();
    await trx
      .insertInto('packages')
      .values(packages.map((item) => priced(item, paths.package(item.id))))
      .execute();
    await trx
      .insertInto('containers')
      .values(containers.map((container) => ({ id: container.id, title: json(container.title), image: paths.container(container.id) })))
      .execute();
    await trx
      .insertInto('container_sizes')
      .values(containers.flatMap((container) => container.sizes.map((size) => ({ container_id: container.id, size_id: size }))))
      .execute();
    await trx
      .insertInto('refill_containers')
      .values(refillContainers.map((container) => ({ id: container.id, title: json(container.title), image: paths.refillContainer(container.id) })))
      .execute();
    await trx
      .insertInto('refill_container_sizes')
      .values(refillContainers.flatMap((container) => container.sizes.map((size) => ({ refill_container_id: container.id, size_id: size }))))
      .execute();
    await trx.insertInto('white_label_price').values({ price: WHITE_LABEL_PRICE }).execute();
    await trx
      .insertInto('selling_points')
      .values(
        sellingPoints.map((point) => ({
          id: point.id,
          city_id: point.city,
          title: json(point.title),
          description: json(point.description),
          image: sellingPointImagePath(point.id),
          latitude: point.latitude,
          longitude: point.longitude,
          drop: point.drop,
          is_studio: point.studio ?? false,
        })),
      )
      .execute();
    await trx
      .insertInto('selling_point_images')
      .values(sellingPoints.flatMap((point) => sellingPointGalleryPaths(point).map((path, index) => ({ selling_point_id: point.id, path, position: index + 1 }))).map((row, index) => ({ id: index + 1, ...row })))
      .execute();
    await trx
      .insertInto('online_shops')
      .values(
        onlineShops.map((shop) => ({
          id: shop.id,
          title: json(shop.title),
          description: json(shop.description),
          image: paths.onlineShop(shop.id),
          link: shop.link,
        })),
      )
      .execute();
    await trx
      .insertInto('workshops')
      .values(
        workshops.map((workshop) => ({
          id: workshop.id,
          title: json(workshop.title),
          description: json(workshop.description),
          image: paths.workshop(workshop.id),
          starts_at: new Date(workshop.startsAt),
          seats: workshop.seats,
          duration_minutes: workshop.durationMinutes,
        })),
      )
      .execute();
    await trx
      .insertInto('workshop_tickets')
      .values(workshops.flatMap((workshop) => workshop.tickets.map((ticket) => ({ workshop_id: workshop.id, ...ticket, soldout: ticket.soldout ?? false }))).map((row, index) => ({ id: index + 1, ...row })))
      .execute();
    const sold = soldTickets();
    if (sold.length) await trx.insertInto('tickets').values(sold).execute();
    for (const workshop of workshops) {
      const taken = (workshop.sold ?? []).reduce((sum, ticket) => sum + ticket.people, 0);
      if (taken) await trx.updateTable('workshops').set({ seats_taken: taken }).where('id', '=', workshop.id).execute();
    }
    await trx.insertInto('media').values(buildPictures()).execute();
  },
};

// The same fixed clock as the other seeds: identical demo data on every database.
const SOLD_AT = new Date(Date.UTC(2026, 10, 1, 9, 0, 0));

/** The tickets sold before the demo starts, with the tier ids the tier insert above gives. */
function soldTickets() {
  let firstTier = 1;
  return workshops.flatMap((workshop) => {
    const rows = (workshop.sold ?? []).map((ticket) => {
      const tier = workshop.tickets[ticket.tier]!;
      return {
        uuid: ticket.uuid,
        status: 'accepted' as const,
        guest_name: ticket.name,
        guest_email: ticket.email,
        guest_phone: ticket.phone,
        workshop_id: workshop.id,
        workshop_ticket_id: firstTier + ticket.tier,
        people: ticket.people,
        unit_price: tier.price,
        total: ticket.people * tier.price,
        method: 'cash' as const,
        paid: true,
        payment_start: '{}',
        created_at: SOLD_AT,
      };
    });
    firstTier += workshop.tickets.length;
    return rows;
  });
}
