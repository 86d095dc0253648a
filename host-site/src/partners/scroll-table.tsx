import type { ReactNode } from 'react';

/**
 * A table that may be wider than a phone's screen: its box scrolls sideways, and since a keyboard
 * user must reach what is hidden there, the box is a named region that takes focus (axe
 * scrollable-region-focusable). `headings` are the column headings, already in words.
 */
export function ScrollTable({ label, id, headings, children }: { label: string; id?: string; headings?: readonly string[]; children: ReactNode }) {
  return (
    <div className="admin-table-wrap" role="region" aria-label={label} tabIndex={0}>
      <table className="admin-table" id={id}>
        {headings ? (
          <thead>
            <tr>
              {headings.map((heading) => (
                <th key={heading} scope="col">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
        ) : null}
        {children}
      </table>
    </div>
  );
}
