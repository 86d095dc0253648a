// SPEC §3: the shapes of cart and refill-cart items. A guest's local lines carry the same objects
// the product page showed, so the cart can be drawn without asking the server again.

/** A product as a cart line shows it (SPEC §3 Cart item). */
export interface CartProduct {
  id: string;
  stock: number;
  rating?: number;
  ratings?: number;
  details: { title: string; description?: string | null; image?: string | null; price?: number | null };
  collection?: { id: string; title: string } | null;
}

/** A chosen colour of a product (SPEC §3). */
export interface CartColor {
  id: string;
  title: string;
  color: string;
}

/** A chosen scent (SPEC §3). */
export interface CartScent {
  id: string;
  title: string;
  image?: string | null;
}

/** A chosen product size with its price in IQD (SPEC §3). */
export interface CartSize {
  id: string;
  size: { id: string; title: string };
  price: number;
}

/**
 * The automatic promotion that reduced a line's price where it was added (issue 35 item 5), kept
 * so the line's later analytics events (the drawer's +) name it as the grid's quick add did.
 */
export interface CartPromotion {
  id: string;
  name: string;
}

/** One line of the cart (SPEC §3 Cart item). */
export interface CartItem {
  id: string;
  quantity: number;
  /** Integer IQD. */
  total: number;
  product: CartProduct;
  color: CartColor | null;
  scent: CartScent | null;
  size: CartSize | null;
  /**
   * A guest's line: where the page adding it knew one for this price (lines stored before issue
   * 35, or added elsewhere, have none). An account's line: the one the server says its price gets now.
   */
  promotion?: CartPromotion;
}

/** One line of the refill cart (SPEC §3 Refill cart item). */
export interface RefillCartItem {
  id: string;
  quantity: number;
  /** Integer IQD. */
  total: number;
  wick: { id: string; title: string; image?: string | null; price: number };
  container: { id: string; title: string };
  /** `refill` is the colour's refill price in IQD per 100 g of wax. */
  color: { id: string; title: string; color: string; refill: number };
  /** `value` is the grams of wax. */
  size: { id: string; title: string; value: number };
  scent: CartScent;
}

/** What every cart line has. */
export interface CartLine {
  id: string;
  quantity: number;
  total: number;
}

/** A line before it is in a cart: what a product page or the refill builder adds. */
export type DraftOf<Item extends CartLine> = Omit<Item, 'id' | 'total'>;

/** What a product page adds to the cart. */
export type CartDraft = DraftOf<CartItem>;

/** What the refill builder adds to the refill cart. */
export type RefillDraft = DraftOf<RefillCartItem>;

/** A cart as stored under the localStorage keys `cart` and `refill-cart` (SPEC §4 Local cart). */
export interface CartList<Item extends CartLine> {
  items: Item[];
}

/**
 * Where a cart's lines live: localStorage for guests, the account once signed in. Each call
 * answers with the cart's lines after the change, so a widget never cares which one it is.
 */
export interface CartBackend<Item extends CartLine> {
  list(): Promise<Item[]>;
  add(draft: DraftOf<Item>): Promise<Item[]>;
  edit(id: string, quantity: number): Promise<Item[]>;
  remove(id: string): Promise<Item[]>;
}
