import { localizeDigits } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { useLocalPath } from '../../local-path.js';
import { runDay } from './delivery-text.js';

/** A run's day in a list, linking to the run's page; its name says which run it opens (its number). */
export function RunDayLink({ run }: { run: { id: string; date: string } }) {
  const { t, lang } = useI18n();
  const to = useLocalPath();
  return (
    <a href={to(`/admin/delivery-runs/${run.id}`)} aria-label={t('admin.delivery.open', { id: localizeDigits(run.id, lang) })}>
      {runDay(run.date, lang)}
    </a>
  );
}
