import { useEffect, useState, type RefObject } from 'react';

/** Below this width the filters move into a modal (SPEC §2: on mobile the filters open in a modal). */
export const COMPACT_WIDTH = 720;

/** Whether the element is narrower than {@link COMPACT_WIDTH}; it follows the widget's own width, not the window's. */
export function useCompact(ref: RefObject<HTMLElement | null>): boolean {
  const [compact, setCompact] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setCompact((entry?.contentRect.width ?? Infinity) < COMPACT_WIDTH));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return compact;
}
