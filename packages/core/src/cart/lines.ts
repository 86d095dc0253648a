import { clampQuantity } from './quantity.js';
import { itemTotal, refillTotal } from './totals.js';
import type { CartDraft, CartItem, CartLine, DraftOf, RefillCartItem, RefillDraft } from './types.js';

/** How one kind of cart names, prices and limits its lines. */
export interface LineRules<Item extends CartLine> {
  /** Lines with the same id are the same choice and merge. */
  lineId(draft: DraftOf<Item>): string;
  /** Integer IQD for the line's quantity. */
  total(line: DraftOf<Item>): number;
  /** The highest quantity allowed. */
  limit(line: DraftOf<Item>): number;
  /** Whether a value read back from storage has this kind's shape (beyond id and quantity). */
  fits(value: Record<string, unknown>): boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const hasId = (value: unknown): boolean => isObject(value) && typeof value.id === 'string';
const hasOptionalId = (value: unknown): boolean => value === null || hasId(value);

// SPEC §4 Local cart: a product with identical colour, size and scent is the same line.
const productLineId = (draft: CartDraft): string => ['p', draft.product.id, draft.size?.id ?? '', draft.color?.id ?? '', draft.scent?.id ?? ''].join(':');

// The SPEC says nothing of merging refills; a refill with every choice identical would be an
// indistinguishable second line, so it merges too and ids stay unique.
const refillLineId = (draft: RefillDraft): string => ['r', draft.container.id, draft.size.id, draft.wick.id, draft.color.id, draft.scent.id].join(':');

/** The cart's rules (SPEC §4, §5). */
export const PRODUCT_LINES: LineRules<CartItem> = {
  lineId: productLineId,
  total: itemTotal,
  // SPEC §5 Cart: item quantity cannot exceed stock.
  limit: (line) => line.product.stock,
  fits: (value) => hasId(value.product) && isObject((value.product as Record<string, unknown>).details) && hasOptionalId(value.size) && hasOptionalId(value.color) && hasOptionalId(value.scent),
};

/** The refill cart's rules (SPEC §5). */
export const REFILL_LINES: LineRules<RefillCartItem> = {
  lineId: refillLineId,
  total: refillTotal,
  // SPEC §5 Cart: refill items have no upper bound.
  limit: () => Infinity,
  fits: (value) => ['wick', 'container', 'color', 'size', 'scent'].every((key) => hasId(value[key])),
};

function withQuantity<Item extends CartLine>(line: DraftOf<Item>, id: string, quantity: number, rules: LineRules<Item>): Item {
  const draft = { ...line, quantity } as DraftOf<Item>;
  return { ...draft, id, total: rules.total(draft) } as Item;
}

/**
 * Adds a draft (SPEC §4 Local cart): the same choice raises that line's quantity, anything else
 * is appended. Quantities stay within the line's limit; nothing in stock adds nothing.
 */
export function addLine<Item extends CartLine>(items: readonly Item[], draft: DraftOf<Item>, rules: LineRules<Item>): Item[] {
  const id = rules.lineId(draft);
  const existing = items.find((item) => item.id === id);
  const quantity = clampQuantity((existing?.quantity ?? 0) + draft.quantity, rules.limit(draft));
  if (quantity < 1) return [...items];
  if (!existing) return [...items, withQuantity(draft, id, quantity, rules)];
  // The latest add describes the line: a promotion known now is kept (issue 35 item 5).
  return items.map((item) => (item.id === id ? withQuantity({ ...item, ...draft }, id, quantity, rules) : item));
}

/**
 * Sets a line's quantity (SPEC §5 Cart): below 1 removes the line, above the limit stops at it.
 */
export function setLineQuantity<Item extends CartLine>(items: readonly Item[], id: string, quantity: number, rules: LineRules<Item>): Item[] {
  if (quantity < 1) return removeLine(items, id);
  return items.map((item) => (item.id === id ? withQuantity(item, id, clampQuantity(quantity, rules.limit(item)), rules) : item));
}

/** Removes a line. */
export function removeLine<Item extends CartLine>(items: readonly Item[], id: string): Item[] {
  return items.filter((item) => item.id !== id);
}

/** The draft a line was made from: what is sent when a local line moves to the account. */
export function toDraft<Item extends CartLine>(item: Item): DraftOf<Item> {
  const { id: _id, total: _total, ...draft } = item;
  return draft as DraftOf<Item>;
}

/**
 * Reads lines back from storage, dropping any that are not well formed (an older site, another
 * script, a hand edit) and pricing the rest again by the current rules.
 */
export function readLines<Item extends CartLine>(value: unknown, rules: LineRules<Item>): Item[] {
  if (!isObject(value) || !Array.isArray(value.items)) return [];
  return value.items
    .filter((line): line is Item => isObject(line) && typeof line.id === 'string' && Number.isInteger(line.quantity) && (line.quantity as number) > 0 && rules.fits(line))
    .map((line) => ({ ...line, total: rules.total(line) }));
}
