import type { ShopContext } from '../../context.js';
import type { ProductView } from '../../services/catalogue/views.js';

// Issue 35 item 4: the price a shelf shows under an automatic promotion, decided by the server.

/** Resolvers of Product.promotion. */
export const productPromotionsResolvers = {
  Product: {
    promotion: async (product: ProductView, _: unknown, { services }: ShopContext) => {
      // SPEC §2: a product priced by size shows its first size's price.
      const listed = product.details.price ?? (await services.catalogue.sizes(product.id))[0]?.price ?? null;
      return services.productPromotions.of(product, listed);
    },
  },
};
