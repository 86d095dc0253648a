import { connectAccountCarts, type CartBackend } from '@candleshop/core';

/** Signs the carts in to an account whose server refuses every addition, as it does when the stock ran out. */
export async function connectRefusingCarts(): Promise<void> {
  const refusing: CartBackend<never> = {
    list: async () => [],
    add: async () => Promise.reject({ graphQLErrors: [{ message: 'stock' }] }),
    edit: async () => [],
    remove: async () => [],
  };
  await connectAccountCarts({ cart: refusing, refillCart: refusing });
}
