import { useI18n } from '@candleshop/ui';
import { useLocalPath } from '../../local-path.js';

/** The dashboard's periods, as the server names them. */
export const PERIODS = ['today', 'last7', 'last30'] as const;

/** The period the address names; today when it names none or another. */
export const periodOf = (search: Record<string, string>): string => ((PERIODS as readonly string[]).includes(search.period ?? '') ? search.period! : 'today');

/** Today, the last 7 days, the last 30 days: links (the period lives in the address), the current one marked. */
export function PeriodSwitch({ period }: { period: string }) {
  const { t } = useI18n();
  const to = useLocalPath();
  return (
    <nav className="admin-tabs" aria-label={t('admin.dashboard.periods.label')}>
      <ul>
        {PERIODS.map((name) => (
          <li key={name}>
            <a href={to(name === 'today' ? '/admin' : `/admin?period=${name}`)} aria-current={name === period ? 'page' : undefined}>
              {t(`admin.dashboard.periods.${name}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
