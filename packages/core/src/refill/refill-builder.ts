import { atom, computed, type ReadableAtom } from 'nanostores';
import type { ApiError, Result } from '../api/api-error.js';
import { describeError } from '../api/errors.js';
import { shopFailures } from '../api/shop-failures.js';
import type { CartOutcome } from '../cart/create-cart.js';
import { refillTotal } from '../cart/totals.js';
import type { RefillDraft } from '../cart/types.js';
import { refillCart } from '../stores/refill-cart.js';

/** What the builder offers (SPEC §3 Materials), as the RefillMaterials query answers. */
export interface RefillMaterials {
  containers: ReadonlyArray<{ id: string; title: string; image: string; sizes: ReadonlyArray<RefillSizeOption> }>;
  colors: ReadonlyArray<{ id: string; title: string; color: string; refill: number }>;
  scents: ReadonlyArray<{ id: string; title: string; image: string }>;
  wicks: ReadonlyArray<{ id: string; title: string; image: string; price: number }>;
}

/** A size a container comes in; `value` is grams of wax (SPEC §3). */
export interface RefillSizeOption {
  id: string;
  title: string;
  value: number;
}

/** The steps, in the order the builder shows them. */
export const REFILL_STEPS = ['container', 'size', 'color', 'scent', 'wick'] as const;

/** One of the builder's choices of material. */
export type RefillStep = (typeof REFILL_STEPS)[number];

/** The shopper's choices: material ids (or nothing yet) and the quantity. */
export type RefillChoices = Partial<Record<RefillStep, string>> & { quantity: number };

/** Add to refill cart (SPEC §4, as the product page's add to cart): idle, adding, added for 6 s, or failed. */
export type RefillAddState = { step: 'idle' } | { step: 'adding' } | { step: 'added' } | { step: 'failed'; title?: string; message: string };

/** Settings of {@link createRefillBuilder}. */
export interface RefillBuilderOptions {
  /** Choices to start with (a partner's link to a ready refill); invalid ones are dropped. */
  preset?: Partial<RefillChoices>;
  /** Adds the line; the shared refill cart by default (local for guests, the account's once signed in). */
  add?: (draft: RefillDraft) => Promise<CartOutcome>;
  /** How long "added" shows (SPEC §9: 6000 ms). */
  addedMs?: number;
}

/** One refill builder's state as stores, and what the shopper can do with it. */
export interface RefillBuilderModel {
  $materials: ReadableAtom<RefillMaterials | undefined>;
  $choices: ReadableAtom<RefillChoices>;
  /** The sizes the chosen container comes in (none before a container is chosen). */
  $sizes: ReadableAtom<readonly RefillSizeOption[]>;
  /** Only colours sold as refills (a refill price above zero). */
  $colors: ReadableAtom<RefillMaterials['colors']>;
  /** The line as it would be added, once every step is chosen. */
  $draft: ReadableAtom<RefillDraft | undefined>;
  /** The live total in IQD (SPEC §5 Totals), once every step is chosen. */
  $price: ReadableAtom<number | undefined>;
  $add: ReadableAtom<RefillAddState>;
  /** Gives the materials; choices they do not offer are dropped. */
  setMaterials(materials: RefillMaterials): void;
  /** Chooses a material; a size the new container does not come in is dropped. */
  choose(step: RefillStep, id: string | undefined): void;
  /** Any whole number from 1 up: SPEC §5, refills have no upper bound. */
  setQuantity(quantity: number): void;
  /** Adds the refill to the refill cart; answers the line added or what went wrong. */
  addToRefillCart(): Promise<Result<RefillDraft>>;
  /** Stops the added-status timer. */
  destroy(): void;
}

const SPEC_ADDED_MS = 6000;

/** Whole numbers from 1 up; anything else becomes 1. */
export function refillQuantity(value: unknown): number {
  const number = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 ? number : 1;
}

/** The choices the materials allow: unknown ids, refill-less colours and sizes of another container go. */
function validChoices(choices: RefillChoices, materials: RefillMaterials | undefined): RefillChoices {
  if (!materials) return choices;
  const container = materials.containers.find((item) => item.id === choices.container);
  const has = (list: ReadonlyArray<{ id: string }> | undefined, id: string | undefined) => (id !== undefined && list?.some((item) => item.id === id) ? id : undefined);
  return {
    quantity: choices.quantity,
    container: container?.id,
    // ISSUE 11: a size its container does not come in is refused.
    size: has(container?.sizes, choices.size),
    color: has(
      materials.colors.filter((color) => color.refill > 0),
      choices.color,
    ),
    scent: has(materials.scents, choices.scent),
    wick: has(materials.wicks, choices.wick),
  };
}

/**
 * Creates the refill builder's logic (ISSUE 11): choices step by step, which options are valid given
 * earlier ones, the live price from core's one refill rule, and Add to refill cart.
 * @example
 * const builder = createRefillBuilder({ preset: { container: '2', quantity: 3 } });
 * builder.setMaterials(answer);
 * builder.choose('size', '5');
 */
export function createRefillBuilder(options: RefillBuilderOptions = {}): RefillBuilderModel {
  const add = options.add ?? refillCart.add;
  const { quantity, ...preset } = options.preset ?? {};
  const $materials = atom<RefillMaterials | undefined>(undefined);
  const $choices = atom<RefillChoices>({ ...preset, quantity: refillQuantity(quantity) });
  const $add = atom<RefillAddState>({ step: 'idle' });
  let timer: ReturnType<typeof setTimeout> | undefined;

  const $sizes = computed([$materials, $choices], (materials, choices) => materials?.containers.find((item) => item.id === choices.container)?.sizes ?? []);
  const $colors = computed($materials, (materials) => materials?.colors.filter((color) => color.refill > 0) ?? []);
  const $draft = computed([$materials, $choices], (materials, choices): RefillDraft | undefined => {
    if (!materials) return undefined;
    const find = <T extends { id: string }>(list: readonly T[], id: string | undefined) => list.find((item) => item.id === id);
    const container = find(materials.containers, choices.container);
    const size = find(container?.sizes ?? [], choices.size);
    const color = find(materials.colors, choices.color);
    const scent = find(materials.scents, choices.scent);
    const wick = find(materials.wicks, choices.wick);
    if (!container || !size || !color || !scent || !wick) return undefined;
    return {
      container: { id: container.id, title: container.title },
      size: { ...size },
      color: { ...color },
      scent: { ...scent },
      wick: { ...wick },
      quantity: choices.quantity,
    };
  });
  const $price = computed($draft, (draft) => (draft ? refillTotal(draft) : undefined));

  const update = (next: RefillChoices) => {
    $choices.set(validChoices(next, $materials.get()));
    // A changed choice is a new refill: an old failure or "added" no longer describes it.
    if ($add.get().step === 'failed') $add.set({ step: 'idle' });
  };

  return {
    $materials,
    $choices,
    $sizes,
    $colors,
    $draft,
    $price,
    $add,
    setMaterials(materials) {
      $materials.set(materials);
      $choices.set(validChoices($choices.get(), materials));
    },
    choose(step, id) {
      update({ ...$choices.get(), [step]: id });
    },
    setQuantity(quantity) {
      update({ ...$choices.get(), quantity: refillQuantity(quantity) });
    },
    async addToRefillCart() {
      if ($add.get().step === 'adding') return { error: { key: 'refillBuilder.busy' } };
      const draft = $draft.get();
      if (!draft) {
        const choices = $choices.get();
        const missing = REFILL_STEPS.find((step) => choices[step] === undefined) ?? 'container';
        const error: ApiError = { key: `refillBuilder.pick.${missing}` };
        $add.set({ step: 'failed', message: error.key });
        return { error };
      }
      $add.set({ step: 'adding' });
      const { error } = await add(draft);
      if (error) {
        const described = describeError(error, shopFailures.addToCart);
        $add.set({ step: 'failed', title: described.title, message: described.message });
        return { error };
      }
      $add.set({ step: 'added' });
      clearTimeout(timer);
      timer = setTimeout(() => $add.set({ step: 'idle' }), options.addedMs ?? SPEC_ADDED_MS);
      return { data: draft };
    },
    destroy() {
      clearTimeout(timer);
    },
  };
}
