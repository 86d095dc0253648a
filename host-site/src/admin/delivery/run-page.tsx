import { deliveryOperations, localizeDigits } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { accountQueries } from '../../api.js';
import { RecordStatus } from '../../frame/query-status.js';
import { useLocalPath } from '../../local-path.js';
import { AuditList } from '../admin-parts.js';
import { CsvLink } from '../csv-link.js';
import { useStaffReads } from '../use-admin.js';
import { runDay } from './delivery-text.js';
import { RunCashBox } from './run-cash.js';
import { RunSheet } from './run-sheet.js';
import { StopOutcomeForm } from './stop-outcome-form.js';

/**
 * /admin/delivery-runs/{id} (issue 28 item 2): the run sheet to print or download, the outcome of
 * each waiting stop, and the cash: closing with what the courier brought back, every difference
 * flagged. Printing leaves out everything but the sheet (site.css, @media print).
 */
export function DeliveryRunPage({ id }: { id: string }) {
  const { t, lang } = useI18n();
  const to = useLocalPath();
  const query = useQuery(accountQueries, deliveryOperations.AdminDeliveryRun, { id }, lang, useStaffReads());
  const run = query.data?.adminDeliveryRun;
  if (!run) return <RecordStatus query={query} notFound="errors.notFound" />;
  const waiting = run.stops.filter((stop) => stop.outcome === null);
  const reload = () => query.retry();
  return (
    <section className="delivery-run" aria-busy={query.loading || undefined} aria-labelledby="delivery-run-title">
      <p className="no-print">
        <a href={to('/admin/delivery-runs')}>{t('admin.nav.deliveryRuns')}</a>
      </p>
      <h2 id="delivery-run-title">
        {t('admin.delivery.run', { id: localizeDigits(run.id, lang) })} · {t(`admin.delivery.statuses.${run.status}`)}
      </h2>
      <p className="run-facts">{[runDay(run.date, lang), run.courier, run.city.name].join(' · ')}</p>
      <p className="admin-row no-print">
        <button type="button" className="button button-secondary" onClick={() => window.print()}>
          {t('admin.delivery.sheet.print')}
        </button>
        <CsvLink path={`/admin/csv/delivery-runs/${run.id}?lang=${lang}`} label={t('admin.delivery.sheet.csv')} />
      </p>
      <RunSheet stops={run.stops} city={run.city.name} cashExpected={run.cashExpected} />
      {run.status === 'open' && waiting.length ? (
        <section className="no-print" aria-labelledby="run-outcomes-title">
          <h2 id="run-outcomes-title">{t('admin.delivery.outcome.title')}</h2>
          {waiting.map((stop) => (
            <StopOutcomeForm key={stop.id} stop={stop} onDone={reload} />
          ))}
        </section>
      ) : null}
      <RunCashBox key={`${run.status}-${run.waiting}`} run={run} onClosed={reload} />
      <div className="no-print">
        <AuditList audit={run.audit} />
      </div>
    </section>
  );
}
