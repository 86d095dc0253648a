import { adminOperations, formatDate, localizeDigits } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { FormAlert } from '../../forms/field.js';
import { statusLabel } from '../status-label.js';
import { useAdminMutation } from '../use-admin.js';

// A month's box moves scheduled → being prepared → delivered (the server's MONTH_MOVES).
const NEXT: Record<string, string | undefined> = { scheduled: 'being prepared', 'being prepared': 'delivered' };

/** A subscription's boxes, each marked prepared and then delivered. */
export function SubscriptionMonths({ id, version, months, onDone }: { id: string; version: number; months: readonly { month: number; date: string; status: string }[]; onDone: () => void }) {
  const { t, lang } = useI18n();
  const move = useAdminMutation(adminOperations.AdminMoveSubscriptionMonth);
  const advance = async (month: number, status: string) => {
    await move.run({ id, month, status, version });
    onDone();
  };
  return (
    <section aria-labelledby="admin-months" aria-busy={move.busy || undefined}>
      <h2 id="admin-months">{t('admin.months.title')}</h2>
      <FormAlert alert={move.error ? { message: move.error } : undefined} />
      <ol className="admin-months">
        {months.map((box) => {
          const next = NEXT[box.status];
          return (
            <li key={box.month}>
              <span>
                {t('admin.months.month', { month: localizeDigits(String(box.month), lang) })} · {formatDate(box.date, lang)} · {statusLabel(t, box.status)}
              </span>
              {next ? (
                <button type="button" className="button button-small" disabled={move.busy} onClick={() => void advance(box.month, next)}>
                  {t(next === 'delivered' ? 'admin.months.delivered' : 'admin.months.prepared', { month: localizeDigits(String(box.month), lang) })}
                </button>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
