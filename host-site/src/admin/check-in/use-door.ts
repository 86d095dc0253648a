import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { checkInOperations } from '@candleshop/core';
import { useI18n, useMutation } from '@candleshop/ui';
import { accountClient } from '../../api.js';
import { AdminRecheck, useStaffWrites } from '../use-admin.js';
import { importDoorKey } from './door-codes.js';
import { applyAnswers, checkedInHere, type DoorList, type QueuedCheckIn, type RefusedCheckIn } from './door-list.js';
import * as store from './door-store.js';

/** How often the list is asked again while online: other phones' check-ins show up in the count. */
const REFRESH_EVERY_MS = 15_000;
/** adminCheckIn takes at most this many a call. */
const BATCH = 200;

/**
 * The check-in page's state for one workshop (issue 27): the list kept on the phone, the queue of
 * check-ins not yet sent and those the server refused. Online, the queue is sent at once and the
 * list asked again every few seconds; offline, check-ins go on against the kept list and the queue
 * is sent when the browser says the network is back.
 */
export function useDoor(workshop: string | undefined) {
  const { lang } = useI18n();
  const { recheck, staff } = useContext(AdminRecheck);
  const [list, setList] = useState<DoorList>();
  const [queue, setQueue] = useState<QueuedCheckIn[]>([]);
  const [refused, setRefused] = useState<RefusedCheckIn[]>([]);
  const [online, setOnline] = useState(true);
  const [key, setKey] = useState<{ value: CryptoKey | undefined }>();
  const device = useRef('');
  // The latest state for the callbacks below (sending may finish after a re-render).
  const latest = useRef({ list, queue, refused });
  latest.current = { list, queue, refused };
  const sending = useRef(false);
  const checkIns = useMutation(accountClient, checkInOperations.CheckIn, useStaffWrites());
  // The latest `run` for the sync below, which outlives a render.
  const send = useRef(checkIns.run);
  send.current = checkIns.run;

  const keep = useCallback((next: { list?: DoorList; queue?: QueuedCheckIn[]; refused?: RefusedCheckIn[] }) => {
    if (next.list) {
      setList(next.list);
      store.saveList(localStorage, next.list);
      latest.current.list = next.list;
    }
    if (next.queue) {
      setQueue(next.queue);
      store.saveQueue(localStorage, next.queue);
      latest.current.queue = next.queue;
    }
    if (next.refused) {
      setRefused(next.refused);
      store.saveRefused(localStorage, next.refused);
      latest.current.refused = next.refused;
    }
  }, []);

  // Sends the queue, then asks for the list again (only once nothing is waiting, so a check-in made
  // here is never hidden by an older list).
  const sync = useCallback(async () => {
    if (sending.current || !navigator.onLine) return;
    sending.current = true;
    try {
      // SECURITY-REVIEW-2 N14: only the check-ins this staff member made go out under their name.
      while (store.queueOf(latest.current.queue, staff).mine.length) {
        const batch = store.queueOf(latest.current.queue, staff).mine.slice(0, BATCH);
        const sent = await send.current({ checkIns: batch.map(({ ticket: _, staff: __, ...entry }) => entry) });
        if (sent.error) {
          if (sent.error.network) setOnline(false);
          return;
        }
        const applied = applyAnswers(latest.current.list, latest.current.queue, sent.data.adminCheckIn);
        keep({ list: applied.list, queue: applied.queue, refused: [...latest.current.refused, ...applied.refused] });
      }
      if (!workshop) return;
      const fresh = await accountClient.query(checkInOperations.CheckInList, { workshop }, lang);
      if (fresh.error) {
        if (fresh.error.network) setOnline(false);
        if (fresh.error.key === 'forbidden') recheck();
        return;
      }
      setOnline(true);
      if (!store.queueOf(latest.current.queue, staff).mine.length) keep({ list: fresh.data.adminCheckInList });
    } finally {
      sending.current = false;
    }
  }, [workshop, lang, keep, recheck, staff]);

  // What the phone kept, then the network's news.
  useEffect(() => {
    device.current = store.deviceId(localStorage);
    setQueue(store.loadQueue(localStorage));
    setRefused(store.loadRefused(localStorage));
    setOnline(navigator.onLine);
    const kept = workshop ? store.loadList(localStorage, workshop) : undefined;
    setList(kept);
    latest.current = { list: kept, queue: store.loadQueue(localStorage), refused: store.loadRefused(localStorage) };
    void sync();
    const back = () => {
      setOnline(true);
      void sync();
    };
    const gone = () => setOnline(false);
    addEventListener('online', back);
    addEventListener('offline', gone);
    const timer = setInterval(() => void sync(), REFRESH_EVERY_MS);
    return () => {
      removeEventListener('online', back);
      removeEventListener('offline', gone);
      clearInterval(timer);
    };
  }, [workshop, sync]);

  const publicKey = list?.publicKey;
  useEffect(() => {
    if (!publicKey) return;
    let live = true;
    void importDoorKey(publicKey).then((value) => live && setKey({ value }));
    return () => {
      live = false;
    };
  }, [publicKey]);

  /** Checks people in on this phone at once and sends it (now, or when the network is back). */
  const checkIn = (entry: { code: string; people: number; payCash: boolean; ticket?: string }, by: string, at: string) => {
    if (!workshop) return;
    const made: QueuedCheckIn = { clientId: store.randomId(), device: device.current, workshop, at: new Date().toISOString(), staff, ...entry };
    const current = latest.current.list;
    keep({ queue: [...latest.current.queue, made], ...(current && entry.ticket ? { list: checkedInHere(current, entry.ticket, made, by, at) } : {}) });
    void sync();
  };

  const dismiss = (clientId: string) => keep({ refused: latest.current.refused.filter((entry) => entry.clientId !== clientId) });

  const { mine, aside } = store.queueOf(queue, staff);
  return { list, queue: mine, aside: aside.length, refused, online, key: key?.value, keyKnown: key !== undefined, checkIn, dismiss, sync };
}
