import type { WritableAtom } from 'nanostores';
import { addLine, removeLine, setLineQuantity, type LineRules } from './lines.js';
import type { CartBackend, CartLine, CartList } from './types.js';

/**
 * The guest's cart backend (SPEC §4 Local cart): the lines live in `$stored`, a store kept in
 * localStorage. Each call answers with the lines after the change.
 */
export function createLocalBackend<Item extends CartLine>($stored: WritableAtom<CartList<Item>>, rules: LineRules<Item>): CartBackend<Item> {
  const write = async (items: Item[]) => {
    $stored.set({ items });
    return items;
  };
  return {
    list: async () => $stored.get().items,
    add: (draft) => write(addLine($stored.get().items, draft, rules)),
    edit: (id, quantity) => write(setLineQuantity($stored.get().items, id, quantity, rules)),
    remove: (id) => write(removeLine($stored.get().items, id)),
  };
}
