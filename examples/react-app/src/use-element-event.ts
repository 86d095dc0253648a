import type {} from '@candleshop/widgets/elements'; // the candle-* tags and events, typed
import { useEffect, useRef, type RefObject } from 'react';

/**
 * Listens to a custom element's event, typed by `GlobalEventHandlersEventMap` (which
 * `@candleshop/widgets/elements` extends with the `candle-*` events). The latest listener is called.
 */
export function useElementEvent<Type extends keyof GlobalEventHandlersEventMap>(ref: RefObject<HTMLElement | null>, type: Type, listener: (event: GlobalEventHandlersEventMap[Type]) => void): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const handle = (event: GlobalEventHandlersEventMap[Type]) => latest.current(event);
    element.addEventListener(type, handle);
    return () => element.removeEventListener(type, handle);
  }, [ref, type]);
}
