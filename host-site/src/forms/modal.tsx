import { useEffect, useRef, type ReactNode } from 'react';

/** Options of {@link Modal}. */
export interface ModalOptions {
  open: boolean;
  /** Esc or the close button. */
  onClose: () => void;
  labelledBy: string;
  className?: string;
  children: ReactNode;
}

/**
 * A modal `<dialog>`: the browser traps focus, Esc closes it and focus returns to where it was.
 */
export function Modal({ open, onClose, labelledBy, className, children }: ModalOptions) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      const opener = document.activeElement as HTMLElement | null;
      element.showModal?.();
      return () => opener?.focus?.();
    }
    if (!open && element.open) element.close();
    return undefined;
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className={`modal ${className ?? ''}`}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? children : null}
    </dialog>
  );
}
