import type { GraphQLResolveInfo } from 'graphql';
import { z } from 'zod';
import type { ShopContext } from '../../context.js';
import type { CategoryView, ProductView, ReviewView, SubCategoryView } from '../../services/catalogue/views.js';
import { REVIEWS_PER_PRODUCT } from '../../db/repositories/catalogue/reviews.js';
import { LIST_LIMIT } from '../../services/catalogue/rules.js';
import { idArg, intArg, optionalIdArg, orNotFound, parseArgs } from '../args.js';
import { withinListBudget } from './list-budget.js';
import { productParts } from './selected-fields.js';

// Thin resolvers: parse the arguments, call the catalogue service, shape (DESIGN §4).

const byId = z.object({ id: idArg('id') });
const firstArgs = z.object({ first: intArg('first', 1, 100, 24) });
// SECURITY-REVIEW H4: lists inside a product or a collection are capped, and count against the request's budget.
const collectionProductsArgs = z.object({ first: intArg('first', 1, LIST_LIMIT, LIST_LIMIT) });
const reviewsArgs = z.object({ first: intArg('first', 1, REVIEWS_PER_PRODUCT, REVIEWS_PER_PRODUCT) });
const filterArgs = z.object({
  input: z
    .object({
      category: optionalIdArg('category'),
      sub_category: optionalIdArg('sub_category'),
      collection: optionalIdArg('collection'),
      color: optionalIdArg('color'),
      size: optionalIdArg('size'),
    })
    .nullish(),
  // SPEC §9: listing page size 12.
  page: intArg('page', 1, 1_000_000, 1),
  items: intArg('items', 1, 48, 12),
});

const newest =
  (categoryId?: number) =>
  (_: unknown, args: unknown, { services: { catalogue } }: ShopContext) =>
    catalogue.newestProducts({ categoryId, first: parseArgs(firstArgs, args).first });

/** Resolvers of the catalogue part of the schema. */
export const catalogueResolvers = {
  Query: {
    categories: (_: unknown, __: unknown, { services: { catalogue } }: ShopContext) => catalogue.categories(),
    category: async (_: unknown, args: unknown, { services: { catalogue } }: ShopContext) => orNotFound(await catalogue.category(parseArgs(byId, args).id)),
    collections: (_: unknown, __: unknown, { services: { catalogue } }: ShopContext) => catalogue.collections(),
    collection: async (_: unknown, args: unknown, { services: { catalogue } }: ShopContext) => orNotFound(await catalogue.collection(parseArgs(byId, args).id)),
    // SPEC §1 category ids: 1 candles, 2 accessories, 3 gift cards, 4 gift sets.
    products: newest(),
    candles: newest(1),
    accessories: newest(2),
    giftCards: newest(3),
    giftSets: newest(4),
    // The product and every part the query asks for come in one query (issue 14).
    product: async (_: unknown, args: unknown, { services: { catalogue } }: ShopContext, info: GraphQLResolveInfo) => orNotFound(await catalogue.productWithParts(parseArgs(byId, args).id, productParts(info))),
    similarProducts: async (_: unknown, args: unknown, { services: { catalogue } }: ShopContext) => orNotFound(await catalogue.similarProducts(parseArgs(byId, args).id)),
    filter: (_: unknown, args: unknown, { services: { catalogue } }: ShopContext, info: GraphQLResolveInfo) => {
      const { input, page, items } = parseArgs(filterArgs, args);
      const filter = {
        category: input?.category,
        subCategory: input?.sub_category,
        collection: input?.collection,
        color: input?.color,
        size: input?.size,
      };
      return catalogue.filter(filter, page, items, productParts(info, 'products'));
    },
    sizes: (_: unknown, __: unknown, { services: { catalogue } }: ShopContext) => catalogue.allSizes(),
    colors: (_: unknown, __: unknown, { services: { catalogue } }: ShopContext) => catalogue.allColors(),
  },
  Category: {
    subCategories: (category: CategoryView, _: unknown, { services: { catalogue } }: ShopContext) => catalogue.subCategoriesOf(category.id),
  },
  SubCategory: {
    category: async (sub: SubCategoryView, _: unknown, { services: { catalogue } }: ShopContext) => orNotFound(await catalogue.category(sub.categoryId)),
  },
  Collection: {
    products: async (collection: CategoryView, args: unknown, ctx: ShopContext) =>
      withinListBudget(ctx, (await ctx.services.catalogue.collectionProducts(collection.id)).slice(0, parseArgs(collectionProductsArgs, args).first)),
  },
  Product: {
    rating: async (product: ProductView, _: unknown, { services: { catalogue } }: ShopContext) => (await catalogue.rating(product.id)).rating,
    ratings: async (product: ProductView, _: unknown, { services: { catalogue } }: ShopContext) => (await catalogue.rating(product.id)).ratings,
    collection: (product: ProductView, _: unknown, { services: { catalogue } }: ShopContext) => (product.collectionId === null ? null : catalogue.collection(product.collectionId)),
    subCategory: (product: ProductView, _: unknown, { services: { catalogue } }: ShopContext) => (product.subCategoryId === null ? null : catalogue.subCategory(product.subCategoryId)),
    category: async (product: ProductView, _: unknown, { services: { catalogue } }: ShopContext) => orNotFound(await catalogue.category(product.categoryId)),
    colors: (product: ProductView, _: unknown, { services: { catalogue } }: ShopContext) => catalogue.colors(product.id),
    scents: (product: ProductView, _: unknown, { services: { catalogue } }: ShopContext) => catalogue.scents(product.id),
    sizes: (product: ProductView, _: unknown, { services: { catalogue } }: ShopContext) => catalogue.sizes(product.id),
    images: (product: ProductView, _: unknown, { services: { catalogue } }: ShopContext) => catalogue.images(product.id),
    reviews: async (product: ProductView, args: unknown, ctx: ShopContext) => withinListBudget(ctx, (await ctx.services.catalogue.reviews(product.id)).slice(0, parseArgs(reviewsArgs, args).first)),
  },
  Review: {
    product: (review: ReviewView, _: unknown, { services: { catalogue } }: ShopContext) => catalogue.product(review.productId),
  },
};
