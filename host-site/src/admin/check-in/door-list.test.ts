import { describe, expect, it } from 'vitest';
import { applyAnswers, checkedInHere, doorCount, peopleLeft, type DoorList, type DoorTicket, type QueuedCheckIn } from './door-list.js';
import { deviceId, loadList, loadQueue, saveList, saveQueue, type DoorStorage } from './door-store.js';

const ticket = (id: string, people: number, extra: Partial<DoorTicket> = {}): DoorTicket => ({
  id,
  workshop: '7',
  name: `Guest ${id}`,
  tier: '1–4',
  price: 10_000,
  people,
  total: people * 10_000,
  paid: true,
  method: 'cash',
  status: 'accepted',
  doorCode: `${id}-AAAA-BBBB`,
  uuidHash: 'x',
  checkedIn: 0,
  checkIns: [],
  ...extra,
});
const list = (): DoorList => ({
  workshop: { id: '7', title: 'Wax', startsAt: '2026-11-26T18:00:00+03:00', expected: 0, checkedIn: 0 },
  publicKey: 'k',
  localKey: false,
  tickets: [ticket('1', 3), ticket('2', 2, { paid: false }), ticket('3', 4, { status: 'cancelled' })],
});
const queued = (clientId: string, people: number, extra: Partial<QueuedCheckIn> = {}): QueuedCheckIn => ({
  clientId,
  device: 'phone-a',
  workshop: '7',
  code: 'c',
  people,
  payCash: false,
  at: '2026-11-26T15:00:00.000Z',
  ...extra,
});

function memoryStorage(): DoorStorage {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

describe('the kept list and queue (issue 27)', () => {
  it('counts people expected and in from live tickets only, and moves the count on a check-in made offline', () => {
    let kept = list();
    expect(doorCount(kept)).toEqual({ expected: 5, checkedIn: 0 });
    kept = checkedInHere(kept, '1', queued('a', 2), 'this phone', '2026-11-26T18:01:00+03:00');
    expect(doorCount(kept)).toEqual({ expected: 5, checkedIn: 2 });
    expect(peopleLeft(kept.tickets[0]!)).toBe(1);
    expect(kept.tickets[0]!.checkIns).toEqual([{ people: 2, by: 'this phone', at: '2026-11-26T18:01:00+03:00', device: 'phone-a', cashTaken: null, pending: true }]);
    // Taking the cash at the door marks the ticket paid at once.
    kept = checkedInHere(kept, '2', queued('b', 2, { payCash: true }), 'this phone', '2026-11-26T18:02:00+03:00');
    expect(kept.tickets[1]).toMatchObject({ paid: true, checkedIn: 2 });
    expect(kept.tickets[1]!.checkIns.at(-1)!.cashTaken).toBe(kept.tickets[1]!.total);
  });

  it('empties the queue of answered check-ins, takes the server state, and keeps conflicts to show', () => {
    const kept = checkedInHere(checkedInHere(list(), '1', queued('a', 3, { ticket: '1' }), 'this phone', 'now'), '2', queued('b', 1, { ticket: '2' }), 'this phone', 'now');
    const queue = [queued('a', 3, { ticket: '1' }), queued('b', 1, { ticket: '2' }), queued('c', 1)];
    const first = { people: 3, by: 'Sara', at: '2026-11-26T17:59:00+03:00', device: 'phone-b', cashTaken: null };
    const {
      list: next,
      queue: left,
      refused,
    } = applyAnswers(kept, queue, [
      { clientId: 'a', outcome: 'conflict', reason: 'alreadyIn', ticket: ticket('1', 3, { checkedIn: 3, checkIns: [first] }) },
      { clientId: 'b', outcome: 'checkedIn', reason: null, ticket: ticket('2', 2, { checkedIn: 1, checkIns: [{ ...first, people: 1, by: 'Me' }] }) },
    ]);
    expect(left.map((entry) => entry.clientId)).toEqual(['c']);
    expect(refused).toEqual([{ clientId: 'a', ticket: '1', reason: 'alreadyIn', checkIns: [first] }]);
    // The first check-in by the server's order is what the list shows now, not this phone's.
    expect(next!.tickets[0]!.checkIns).toEqual([first]);
    expect(doorCount(next!)).toEqual({ expected: 5, checkedIn: 4 });
  });

  it('keeps the list, the queue and the device id across page loads', () => {
    const storage = memoryStorage();
    const id = deviceId(storage);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(deviceId(storage)).toBe(id);
    saveList(storage, list());
    saveQueue(storage, [queued('a', 1)]);
    expect(loadList(storage, '7')).toEqual(list());
    expect(loadList(storage, '8')).toBeUndefined();
    expect(loadQueue(storage)).toEqual([queued('a', 1)]);
    storage.setItem('candleshop.door.queue', '{broken');
    expect(loadQueue(storage)).toEqual([]);
  });
});
