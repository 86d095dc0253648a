import { describe, expect, it } from 'vitest';
import type { DoorList, QueuedCheckIn } from './door-list.js';
import { deviceId, forgetDoor, keptWorkshops, loadList, loadQueue, loadRefused, queueOf, saveList, saveQueue, saveRefused, saveWorkshops } from './door-store.js';

// SECURITY-REVIEW-2 N14: the door's lists leave the phone with the staff member who signed out (or
// whose factor lapsed), and check-ins not yet sent are sent only by whoever made them.

const workshop = { id: '7', title: 'Wax', startsAt: '2026-11-26T18:00:00+03:00', expected: 2, checkedIn: 0 };
const list: DoorList = {
  workshop,
  publicKey: 'k',
  localKey: false,
  tickets: [
    {
      id: '1',
      workshop: '7',
      name: 'Dilan Guest',
      tier: '1–4',
      price: 10_000,
      people: 2,
      total: 20_000,
      paid: true,
      method: 'cash',
      status: 'accepted',
      doorCode: '1-AAAA-BBBB',
      uuidHash: 'x',
      checkedIn: 0,
      checkIns: [],
    },
  ],
};
const queued = (clientId: string, staff?: string): QueuedCheckIn => ({ clientId, device: 'phone-a', workshop: '7', code: 'c', people: 1, payCash: false, at: '2026-11-26T15:00:00.000Z', ...(staff ? { staff } : {}) });

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

describe('the door kept on the phone', () => {
  it('forgets every list and refusal, keeps the phone id, the unsent queue and what is not the door', () => {
    const storage = memoryStorage();
    const device = deviceId(storage);
    saveList(storage, list);
    saveWorkshops(storage, [workshop]);
    saveRefused(storage, [{ clientId: 'r', ticket: '1', reason: 'alreadyIn', checkIns: [] }]);
    saveQueue(storage, [queued('a', 'sara@example.com')]);
    storage.setItem('candleshop.cart', '[]');

    forgetDoor(storage);

    expect(loadList(storage, '7')).toBeUndefined();
    expect(keptWorkshops(storage)).toEqual([]);
    expect(loadRefused(storage)).toEqual([]);
    expect(deviceId(storage)).toBe(device);
    expect(loadQueue(storage)).toEqual([queued('a', 'sara@example.com')]);
    expect(storage.getItem('candleshop.cart')).toBe('[]');
    expect([...Array(storage.length).keys()].map((index) => storage.key(index))).toEqual(['candleshop.door.device', 'candleshop.door.queue', 'candleshop.cart']);
  });

  it("sends only the signed-in staff member's own check-ins, and keeps another's (or an unnamed one) aside", () => {
    const queue = [queued('a', 'sara@example.com'), queued('b', 'dara@example.com'), queued('c')];
    expect(queueOf(queue, 'dara@example.com')).toEqual({ mine: [queue[1]], aside: [queue[0], queue[2]] });
    expect(queueOf(queue, 'sara@example.com').mine).toEqual([queue[0]]);
    expect(queueOf(queue, undefined)).toEqual({ mine: [], aside: queue });
  });
});
