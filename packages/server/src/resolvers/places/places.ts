import { z } from 'zod';
import type { ShopContext } from '../../context.js';
import type { ContainerView, SellingPointView, WorkshopTicketView, WorkshopView } from '../../services/places/views.js';
import { idArg, orNotFound, parseArgs } from '../args.js';

// Thin resolvers: parse the arguments, call the places service, shape (DESIGN §4).

const byId = z.object({ id: idArg('id') });

/** Resolvers of the places, materials and workshops part of the schema. */
export const placesResolvers = {
  Query: {
    cities: (_: unknown, __: unknown, { services: { places } }: ShopContext) => places.cities(),
    city: async (_: unknown, args: unknown, { services: { places } }: ShopContext) => orNotFound(await places.city(parseArgs(byId, args).id)),
    wicks: (_: unknown, __: unknown, { services: { places } }: ShopContext) => places.wicks(),
    scents: (_: unknown, __: unknown, { services: { places } }: ShopContext) => places.scents(),
    packages: (_: unknown, __: unknown, { services: { places } }: ShopContext) => places.packages(),
    containers: (_: unknown, __: unknown, { services: { places } }: ShopContext) => places.containers(),
    refillContainers: (_: unknown, __: unknown, { services: { places } }: ShopContext) => places.refillContainers(),
    // SPEC §3: a single price; absent only when the shop never set it.
    whiteLabelPrice: async (_: unknown, __: unknown, { services: { places } }: ShopContext) => orNotFound(await places.whiteLabelPrice()),
    studio: async (_: unknown, __: unknown, { services: { places } }: ShopContext) => orNotFound(await places.studio()),
    sellingPoints: (_: unknown, __: unknown, { services: { places } }: ShopContext) => places.sellingPoints(),
    sellingPoint: async (_: unknown, args: unknown, { services: { places } }: ShopContext) => orNotFound(await places.sellingPoint(parseArgs(byId, args).id)),
    onlineShops: (_: unknown, __: unknown, { services: { places } }: ShopContext) => places.onlineShops(),
    workshops: (_: unknown, __: unknown, { services: { places } }: ShopContext) => places.workshops(),
    workshop: async (_: unknown, args: unknown, { services: { places } }: ShopContext) => orNotFound(await places.workshop(parseArgs(byId, args).id)),
  },
  Container: {
    sizes: (container: ContainerView, _: unknown, { services: { places } }: ShopContext) => (container.refill ? places.refillContainerSizes(container.id) : places.containerSizes(container.id)),
  },
  RefillContainer: {
    sizes: (container: ContainerView, _: unknown, { services: { places } }: ShopContext) => (container.refill ? places.refillContainerSizes(container.id) : places.containerSizes(container.id)),
  },
  SellingPoint: {
    city: async (point: SellingPointView, _: unknown, { services: { places } }: ShopContext) => orNotFound(await places.city(point.cityId)),
    images: (point: SellingPointView, _: unknown, { services: { places } }: ShopContext) => places.sellingPointImages(point.id),
  },
  Workshop: {
    tickets: (workshop: WorkshopView, _: unknown, { services: { places } }: ShopContext) => places.tickets(workshop.id),
  },
  WorkshopTicket: {
    workshop: async (tier: WorkshopTicketView, _: unknown, { services: { places } }: ShopContext) => orNotFound(await places.workshop(tier.workshopId)),
  },
};
