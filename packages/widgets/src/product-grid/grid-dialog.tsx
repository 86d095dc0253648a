import type { ReactNode, RefObject } from 'react';

/** Options of {@link GridDialog}. */
export interface GridDialogOptions {
  dialogRef: RefObject<HTMLDialogElement | null>;
  part: string;
  /** Its heading and accessible name. */
  title: string;
  /** The close button's text. */
  close: string;
  onClose: () => void;
  children?: ReactNode;
}

/**
 * A modal of the grid (the filters on narrow widths, a card's quick add): a native `<dialog>`
 * opened with showModal, so focus moves in, stays in, and Escape closes it.
 */
export function GridDialog({ dialogRef, part, title, close, onClose, children }: GridDialogOptions) {
  return (
    <dialog ref={dialogRef} className="grid-dialog" part={part} aria-label={title} onClose={onClose}>
      <div className="dialog-head">
        <h2>{title}</h2>
        <button type="button" className="button secondary" onClick={() => dialogRef.current?.close()}>
          {close}
        </button>
      </div>
      {children}
    </dialog>
  );
}
