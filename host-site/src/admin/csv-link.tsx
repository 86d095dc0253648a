import { useI18n } from '@candleshop/ui';
import { endpoint } from '../endpoint.js';

/** A download of one of the back office's CSV files (GET /admin/csv/…, the same staff checks as the API). */
export function CsvLink({ path, label }: { path: string; label: string }) {
  const { t } = useI18n();
  return (
    <a className="button button-secondary" href={new URL(path, endpoint).href} download>
      {/* A no-break space: the button is a flex box, which drops a plain space between its items. */}
      {label}
      {'\u00a0'}
      <span className="muted">({t('admin.csv')})</span>
    </a>
  );
}
