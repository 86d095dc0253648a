import { atom, computed, type ReadableAtom } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { toApiError, type ApiError } from '../api/api-error.js';
import { clampQuantity } from './quantity.js';
import { readLines, removeLine, toDraft, type LineRules } from './lines.js';
import { createLocalBackend } from './local-backend.js';
import type { CartBackend, CartLine, CartList, DraftOf } from './types.js';

/** The outcome of a cart action: nothing, or what went wrong (for `describeError`). Never throws. */
export type CartOutcome = { error?: undefined } | { error: ApiError };

/** What a widget can do with a cart, whether its lines are local or on the account. */
export interface CartActions<Item extends CartLine> {
  /** Adds a line, or raises the quantity of the same choice (SPEC §4). */
  add(draft: DraftOf<Item>): Promise<CartOutcome>;
  /** Sets a quantity within 1..limit; below 1 removes the line (SPEC §5 Cart). */
  setQuantity(id: string, quantity: number): Promise<CartOutcome>;
  /** Plus: does nothing at the limit (SPEC §5 Cart). */
  increase(id: string): Promise<CartOutcome>;
  /** Minus: at quantity 1 removes the line (SPEC §5 Cart). */
  decrease(id: string): Promise<CartOutcome>;
  remove(id: string): Promise<CartOutcome>;
  /**
   * Empties the cart shown and its stored copy, without asking the backend: after a checkout the
   * server has already emptied the account's cart (SPEC §4).
   */
  clear(): void;
}

/** A cart: its store, its actions, and the switches used on sign-in and sign-out. */
export interface Cart<Item extends CartLine> {
  $cart: ReadableAtom<CartList<Item>>;
  actions: CartActions<Item>;
  /** Shows the account's lines (a backend) or the local ones again (`undefined`). */
  connect(backend: CartBackend<Item> | undefined): Promise<CartOutcome>;
  /** Sends each local line to `backend` once, dropping it locally once accepted; answers the failures. */
  saveLocal(backend: CartBackend<Item>): Promise<ApiError[]>;
}

/**
 * Creates a cart kept in localStorage under `key` (SPEC §4 Local cart) and in step across tabs:
 * @nanostores/persistent listens to `storage` events while the store is watched (its `listen`
 * option defaults to true). An empty cart removes the key, so cleared local copies are gone.
 */
export function createCart<Item extends CartLine>(key: string, rules: LineRules<Item>): Cart<Item> {
  const empty: CartList<Item> = { items: [] };
  const $stored = persistentAtom<CartList<Item>>(key, empty, {
    encode: (list) => (list.items.length ? JSON.stringify(list) : undefined),
    decode: (text) => {
      try {
        return { items: readLines<Item>(JSON.parse(text), rules) };
      } catch {
        return empty;
      }
    },
  });
  const local = createLocalBackend($stored, rules);
  const $account = atom<CartList<Item>>(empty);
  const $backend = atom<CartBackend<Item> | undefined>(undefined);
  const $cart = computed([$backend, $stored, $account], (backend, stored, account) => (backend ? account : stored));

  async function run(call: (backend: CartBackend<Item>) => Promise<Item[]>): Promise<CartOutcome> {
    const backend = $backend.get();
    try {
      const items = await call(backend ?? local);
      // A sign-out during the call makes its answer stale.
      if (backend && backend === $backend.get()) $account.set({ items });
      return {};
    } catch (error) {
      // The account backend throws the client's ApiError; a local failure (storage) becomes one.
      return { error: toApiError(error) };
    }
  }

  const find = (id: string) => $cart.get().items.find((item) => item.id === id);

  const actions: CartActions<Item> = {
    add: (draft) => run((backend) => backend.add(draft)),
    setQuantity: async (id, quantity) => {
      const item = find(id);
      if (!item) return {};
      if (quantity < 1) return actions.remove(id);
      const next = clampQuantity(quantity, rules.limit(item));
      return next === item.quantity ? {} : run((backend) => backend.edit(id, next));
    },
    increase: (id) => actions.setQuantity(id, (find(id)?.quantity ?? 0) + 1),
    decrease: (id) => actions.setQuantity(id, (find(id)?.quantity ?? 1) - 1),
    remove: (id) => run((backend) => backend.remove(id)),
    clear: () => {
      // An empty cart has no stored key left to remove (happy-dom's localStorage throws on that).
      if ($stored.get().items.length) $stored.set(empty);
      $account.set(empty);
    },
  };

  return {
    $cart,
    actions,
    async connect(backend) {
      $account.set(empty);
      $backend.set(backend);
      return backend ? run((current) => current.list()) : {};
    },
    async saveLocal(backend) {
      const errors: ApiError[] = [];
      for (const item of $stored.get().items) {
        try {
          await backend.add(toDraft(item));
          $stored.set({ items: removeLine($stored.get().items, item.id) });
        } catch (error) {
          errors.push(toApiError(error));
        }
      }
      return errors;
    },
  };
}
