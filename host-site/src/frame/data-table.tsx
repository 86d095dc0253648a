import type { ReactNode } from 'react';
import { useI18n } from '@candleshop/ui';

/**
 * A table of records, in a box that scrolls sideways where it is wider than a phone's screen.
 * `headings` are the columns' message keys; `children` the body's rows. With a `label` the box is
 * a named region that takes focus, so a keyboard user reaches what is hidden there (axe
 * scrollable-region-focusable); `caption` names the table itself.
 */
export function DataTable({ headings, label, caption, id, children }: { headings: readonly string[]; label?: string; caption?: string; id?: string; children: ReactNode }) {
  const { t } = useI18n();
  const region = label ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {};
  return (
    <div className="admin-table-wrap" {...region}>
      <table className="admin-table" id={id}>
        {caption ? <caption>{caption}</caption> : null}
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col">
                {t(heading)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
