import type { DoorList, QueuedCheckIn, RefusedCheckIn } from './door-list.js';

// Issue 27: what the check-in page keeps on the phone (localStorage, read only in effects and
// handlers, never while rendering): each workshop's list, the queue of check-ins not yet sent,
// the check-ins the server refused, and the device's own id. A few hundred tickets fit easily.

/** The storage the page keeps its data in (window.localStorage; a stand-in in tests). */
export type DoorStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'candleshop.door.';

function read<T>(storage: DoorStorage, key: string, fallback: T): T {
  try {
    const text = storage.getItem(PREFIX + key);
    return text === null ? fallback : (JSON.parse(text) as T);
  } catch {
    return fallback;
  }
}

function write(storage: DoorStorage, key: string, value: unknown): void {
  // A full storage must not stop the door: the check-in goes on in memory.
  try {
    storage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    /* kept in memory only */
  }
}

/** A random id (the device's, or one check-in's): 22 characters of base64url. */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** This device's id, made once. */
export function deviceId(storage: DoorStorage): string {
  const known = read<string | null>(storage, 'device', null);
  if (known) return known;
  const made = randomId();
  write(storage, 'device', made);
  return made;
}

export const loadList = (storage: DoorStorage, workshop: string) => read<DoorList | undefined>(storage, `list.${workshop}`, undefined);
export const saveList = (storage: DoorStorage, list: DoorList) => write(storage, `list.${list.workshop.id}`, list);

/** The workshops whose lists are kept here (to choose one offline). */
export function keptWorkshops(storage: DoorStorage): DoorList['workshop'][] {
  return read<DoorList['workshop'][]>(storage, 'workshops', []);
}
export const saveWorkshops = (storage: DoorStorage, workshops: DoorList['workshop'][]) => write(storage, 'workshops', workshops);

export const loadQueue = (storage: DoorStorage) => read<QueuedCheckIn[]>(storage, 'queue', []);
export const saveQueue = (storage: DoorStorage, queue: QueuedCheckIn[]) => write(storage, 'queue', queue);

export const loadRefused = (storage: DoorStorage) => read<RefusedCheckIn[]>(storage, 'refused', []);
export const saveRefused = (storage: DoorStorage, refused: RefusedCheckIn[]) => write(storage, 'refused', refused);

/**
 * SECURITY-REVIEW-2 N14: what the door kept of the last staff member goes when they sign out or
 * their second factor lapses: every workshop's list (names, door codes, prices), the refused list.
 * The device's id stays (it names the phone, not a person), and so do check-ins not yet sent: each
 * carries who made it, and only they send it (`queueOf`).
 */
export function forgetDoor(storage: Pick<Storage, 'key' | 'length' | 'removeItem'>): void {
  const kept = new Set([`${PREFIX}device`, `${PREFIX}queue`]);
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(PREFIX) && !kept.has(key)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/** The queued check-ins `staff` made (theirs to send) and those another staff member made (kept aside, never sent under `staff`). */
export function queueOf(queue: readonly QueuedCheckIn[], staff: string | undefined): { mine: QueuedCheckIn[]; aside: QueuedCheckIn[] } {
  const mine = queue.filter((entry) => staff !== undefined && entry.staff === staff);
  return { mine, aside: queue.filter((entry) => !mine.includes(entry)) };
}
