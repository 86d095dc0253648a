import type { AccountClient } from '../api/account-client.js';
import type { ApiError, Result } from '../api/api-error.js';
import type { ResultOf } from '../api/graphql.js';
import * as ops from '../api/operations/carts.js';
import type { Lang } from '../i18n/languages.js';
import type { AccountCarts } from '../session/account-carts.js';
import type { CartBackend, CartItem, RefillCartItem } from './types.js';

type CartLinesData = ResultOf<typeof ops.CartLines>;
type RefillCartLinesData = ResultOf<typeof ops.RefillCartLines>;
type AccountCartsData = ResultOf<typeof ops.AccountCarts>;

// Only the fields of SPEC §3, whatever else the answer carries: a line is stored and compared as is.
/** A server's cart line as the cart stores it. */
export function toCartItem(line: CartLinesData): CartItem {
  const { product, color, scent, size, promotion } = line;
  return {
    id: line.id,
    quantity: line.quantity,
    total: line.total,
    product: {
      id: product.id,
      stock: product.stock,
      rating: product.rating,
      ratings: product.ratings,
      details: {
        title: product.details.title,
        description: product.details.description,
        image: product.details.image,
        price: product.details.price,
      },
      collection: product.collection ? { id: product.collection.id, title: product.collection.title } : null,
    },
    color: color ? { id: color.id, title: color.title, color: color.color } : null,
    scent: scent ? { id: scent.id, title: scent.title, image: scent.image } : null,
    size: size ? { id: size.id, price: size.price, size: { id: size.size.id, title: size.size.title } } : null,
    ...(promotion && { promotion: { id: promotion.id, name: promotion.name } }),
  };
}

/** A server's refill cart line as the refill cart stores it. */
export function toRefillItem(line: RefillCartLinesData): RefillCartItem {
  const { wick, container, color, size, scent } = line;
  return {
    id: line.id,
    quantity: line.quantity,
    total: line.total,
    wick: { id: wick.id, title: wick.title, image: wick.image, price: wick.price },
    container: { id: container.id, title: container.title },
    color: { id: color.id, title: color.title, color: color.color, refill: color.refill },
    size: { id: size.id, title: size.title, value: size.value },
    scent: { id: scent.id, title: scent.title, image: scent.image },
  };
}

// The client's ApiError is thrown as it came, so `describeError(error, shopFailures.cart)` reads it (SPEC §8).
function unwrap<Data>(result: Result<Data>): Data {
  if (result.data === undefined) throw result.error;
  return result.data;
}

/**
 * The signed-in customer's carts on the server (SPEC §7 addToCart, editCart, removeCart,
 * addRefillCart, editRefillCart, removeRefillCart; the `user` query for the lines), as the
 * CartBackend pair that `connectAccountCarts` and `saveLocalCarts` take. Each call answers the
 * cart's lines after the change; a failure is thrown as the client's ApiError.
 * @example await connectAccountCarts(createAccountCarts(accountClient, () => $lang.get()))
 */
export function createAccountCarts(client: AccountClient, lang: () => Lang): AccountCarts {
  // Both carts come in one answer: the two list() calls made together share one request.
  let listing: Promise<NonNullable<AccountCartsData['user']>> | undefined;
  const listBoth = () => {
    listing ??= client.query(ops.AccountCarts, {}, lang()).then(
      (result) => {
        listing = undefined;
        const user = unwrap(result).user;
        // No session (it expired, or the customer signed out in another tab).
        if (!user) throw { key: 'unauthorized', code: 'UNAUTHORIZED' } satisfies ApiError;
        return user;
      },
      (error: unknown) => {
        listing = undefined;
        throw error;
      },
    );
    return listing;
  };
  const mutate = client.mutate.bind(client);

  const cart: CartBackend<CartItem> = {
    list: async () => (await listBoth()).cart.items.map(toCartItem),
    async add(draft) {
      const variables = {
        id: draft.product.id,
        quantity: draft.quantity,
        color: draft.color?.id ?? null,
        scent: draft.scent?.id ?? null,
        size: draft.size?.id ?? null,
      };
      return unwrap(await mutate(ops.AddToCart, variables, lang())).addToCart.items.map(toCartItem);
    },
    edit: async (id, quantity) => unwrap(await mutate(ops.EditCart, { id, quantity }, lang())).editCart.items.map(toCartItem),
    remove: async (id) => unwrap(await mutate(ops.RemoveCart, { id }, lang())).removeCart.items.map(toCartItem),
  };

  const refillCart: CartBackend<RefillCartItem> = {
    list: async () => (await listBoth()).refillCart.items.map(toRefillItem),
    async add(draft) {
      const variables = {
        quantity: draft.quantity,
        color: draft.color.id,
        scent: draft.scent.id,
        size: draft.size.id,
        wick: draft.wick.id,
        container: draft.container.id,
      };
      return unwrap(await mutate(ops.AddRefillCart, variables, lang())).addRefillCart.items.map(toRefillItem);
    },
    edit: async (id, quantity) => unwrap(await mutate(ops.EditRefillCart, { id, quantity }, lang())).editRefillCart.items.map(toRefillItem),
    remove: async (id) => unwrap(await mutate(ops.RemoveRefillCart, { id }, lang())).removeRefillCart.items.map(toRefillItem),
  };

  return { cart, refillCart };
}
