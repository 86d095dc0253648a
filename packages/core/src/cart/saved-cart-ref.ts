import { persistentAtom } from '@nanostores/persistent';
import { shared } from '../stores/registry.js';

/**
 * The server's reference of the cart kept for a reminder (issue 37 item 2), beside `cart` and
 * `refill-cart` in localStorage under `saved-cart`, so a reload or another tab keeps it: the
 * checkout's consent box sets it, a reminder's link page sets the link's, and cart orders send it
 * as `cartRef` so the server closes it. Undefined without consent.
 */
export const $savedCartRef = shared('savedCartRef', () => persistentAtom<string | undefined>('saved-cart', undefined));

/** Keeps the saved cart's reference, or forgets it (`undefined`). */
export function keepSavedCartRef(ref: string | undefined): void {
  // Nothing to forget: a storage without the key may refuse to delete it (happy-dom does).
  if (ref || $savedCartRef.get()) $savedCartRef.set(ref);
}

// The page's saves of the kept cart run one after another (the reference one answers is the
// next one's), and none starts while an order is placed: it would reach the server after the
// order and keep, as a new cart, one already ordered.
const saves = /* @__PURE__ */ shared('savedCartSaves', () => ({ queue: Promise.resolve(), ordering: false }));

/** Queues a save of the kept cart (the checkout's consent box); skipped while an order is placed. */
export function queueCartSave(save: () => Promise<void>): Promise<void> {
  return (saves.queue = saves.queue.then(() => (saves.ordering ? undefined : save())).catch(() => undefined));
}

/** Places an order once the saves under way are done, so it carries the latest reference, and starts no save meanwhile. */
export async function afterCartSaves<T>(place: () => Promise<T>): Promise<T> {
  saves.ordering = true;
  try {
    await saves.queue;
    return await place();
  } finally {
    saves.ordering = false;
  }
}
