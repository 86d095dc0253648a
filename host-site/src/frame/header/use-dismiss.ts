import { useEffect, type RefObject } from 'react';

/**
 * Closes an open menu on Escape (focus back on its button) and on a click outside `root`, as
 * WAI-ARIA's disclosure menus do.
 */
export function useDismiss(open: boolean, close: () => void, root: RefObject<HTMLElement | null>, button: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onEvent = (event: Event) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        close();
        button.current?.focus();
        return;
      }
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onEvent);
    document.addEventListener('click', onEvent);
    return () => {
      document.removeEventListener('keydown', onEvent);
      document.removeEventListener('click', onEvent);
    };
  }, [open, close, root, button]);
}
