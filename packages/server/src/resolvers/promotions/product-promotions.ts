import type { ShopContext } from '../../context.js';
import type { ProductView } from '../../services/catalogue/views.js';
import type { CartItemView } from '../../services/sales/carts.js';

// Issue 35 item 4: the price a shelf shows under an automatic promotion, decided by the server.

/** Resolvers of Product.promotion and CartItem.promotion. */
export const productPromotionsResolvers = {
  Product: {
    promotion: async (product: ProductView, _: unknown, { services }: ShopContext) => {
      // SPEC §2: a product priced by size shows its first size's price.
      const listed = product.details.price ?? (await services.catalogue.sizes(product.id))[0]?.price ?? null;
      return services.productPromotions.of(product, listed);
    },
  },
  // Item 5: an account's cart line names the promotion its price gets, as a guest's line keeps the
  // one the grid showed; read now, so a promotion that ended is named no more.
  CartItem: {
    promotion: async (item: CartItemView, _: unknown, { services }: ShopContext) => {
      const product = await services.catalogue.product(item.productId);
      if (!product) return null;
      const listed = item.productSizeId === null ? product.details.price : ((await services.catalogue.sizes(item.productId)).find((size) => size.id === item.productSizeId)?.price ?? null);
      return services.productPromotions.of(product, listed);
    },
  },
};
