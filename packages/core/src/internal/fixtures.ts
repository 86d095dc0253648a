// Test fixtures shared by core's tests: realistic lines and an in-memory stand-in for the account's
// cart on the server. Not part of the public API.
import type { CartBackend, CartDraft, CartLine, DraftOf, RefillDraft } from '../cart/types.js';

/** A 200 g oud candle in ivory: 18,000 IQD a piece, 5 in stock. */
export function candleDraft(overrides: Partial<CartDraft> = {}): CartDraft {
  return {
    product: { id: '7', stock: 5, details: { title: 'Oud & Amber', price: null } },
    size: { id: '71', size: { id: '2', title: '200 g' }, price: 18000 },
    color: { id: '3', title: 'Ivory', color: '#fffff0' },
    scent: { id: '4', title: 'Oud', image: '/scents/oud.svg' },
    quantity: 1,
    ...overrides,
  };
}

/** A 250 g refill in ivory (6,000 IQD per 100 g) with a 1,500 IQD wick. */
export function refillDraft(overrides: Partial<RefillDraft> = {}): RefillDraft {
  return {
    wick: { id: '1', title: 'Cotton wick', price: 1500 },
    container: { id: '2', title: 'Amber jar' },
    color: { id: '3', title: 'Ivory', color: '#fffff0', refill: 6000 },
    size: { id: '5', title: '250 g', value: 250 },
    scent: { id: '4', title: 'Oud' },
    quantity: 1,
    ...overrides,
  };
}

/** An account cart held in memory, as the server would hold it: its own ids, lines in order. */
export interface MemoryBackend<Item extends CartLine> extends CartBackend<Item> {
  items: Item[];
}

/** A stand-in for the account's cart; `failOn` makes adds of matching drafts fail. */
export function createMemoryBackend<Item extends CartLine>(total: (draft: DraftOf<Item>) => number, failOn: (draft: DraftOf<Item>) => boolean = () => false): MemoryBackend<Item> {
  let next = 1;
  const backend: MemoryBackend<Item> = {
    items: [],
    async list() {
      return [...backend.items];
    },
    async add(draft) {
      if (failOn(draft)) throw { key: 'stock' };
      backend.items = [...backend.items, { ...draft, id: `srv-${next++}`, total: total(draft) } as Item];
      return [...backend.items];
    },
    async edit(id, quantity) {
      backend.items = backend.items.map((item) => (item.id === id ? { ...item, quantity } : item));
      return [...backend.items];
    },
    async remove(id) {
      backend.items = backend.items.filter((item) => item.id !== id);
      return [...backend.items];
    },
  };
  return backend;
}
