import { useState, type FormEvent } from 'react';
import { adminOperations, formatNumber, formatPrice } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { accountQueries } from '../../api.js';
import { LoadFailure } from '../../frame/query-status.js';
import { CommissionChart } from '../../partners/commission-chart.js';
import { reportMonth } from '../../partners/month.js';
import { StatementDetails } from '../../partners/statement-view.js';
import { DataTable } from '../../frame/data-table.js';
import { openWithSearch } from '../admin-search.js';
import { CsvLink } from '../csv-link.js';
import { useStaffReads } from '../use-admin.js';

/**
 * /admin/partner-report (issue 26 item 4): every partner's month (chosen in the address) with a
 * chart of the commission each earned, its table, the CSV of the month, and each partner's sales.
 */
export function PartnerReportPage({ search, owner }: { search: Record<string, string>; owner: boolean }) {
  const { t, lang } = useI18n();
  const month = reportMonth(search);
  const query = useQuery(accountQueries, adminOperations.AdminPartnerReport, { month }, lang, useStaffReads());
  const report = query.data?.adminPartnerReport;
  const [chosen, setChosen] = useState(month);
  const show = (event: FormEvent) => {
    event.preventDefault();
    openWithSearch('/admin/partner-report', search, { month: chosen });
  };
  if (!owner) return <p className="muted">{t('admin.partners.ownerOnly')}</p>;
  return (
    <section aria-labelledby="admin-partner-report">
      <h2 id="admin-partner-report">{t('admin.nav.partnerReport')}</h2>
      <form className="admin-filters" onSubmit={show}>
        <div className="field">
          <label htmlFor="admin-report-month">{t('admin.partners.report.month')}</label>
          <input id="admin-report-month" type="month" dir="ltr" value={chosen} onChange={(event) => setChosen(event.currentTarget.value || month)} />
        </div>
        <button type="submit" className="button">
          {t('admin.partners.report.show')}
        </button>
        <CsvLink path={`/admin/csv/partners/${month}`} label={t('admin.partners.report.csv')} />
      </form>
      {query.error ? <LoadFailure error={query.error} retry={query.retry} /> : null}
      {!report && !query.error ? <p role="status">{t('common.loading')}</p> : null}
      {report ? (
        <div aria-busy={query.loading || undefined}>
          <p>
            {t('admin.partners.report.totals', {
              count: report.sales,
              sales: formatNumber(report.sales, lang),
              total: formatPrice(report.total, lang),
              commission: formatPrice(report.commission, lang),
            })}
          </p>
          {report.partners.length === 0 ? (
            <p className="muted">{t('admin.partners.none')}</p>
          ) : (
            <>
              <CommissionChart title={t('partnerReport.chart')} tableId="admin-report-table" bars={report.partners.map((row) => ({ label: row.partner.name, value: row.statement.commission }))} />
              <DataTable
                label={t('admin.nav.partnerReport')}
                id="admin-report-table"
                headings={['admin.partners.report.partner', 'admin.partners.status', 'partnerReport.sales', 'partnerReport.total', 'partnerReport.commission']}
              >
                {report.partners.map((row) => (
                  <tr key={row.partner.id}>
                    <th scope="row">{row.partner.name}</th>
                    <td>{t(`admin.partners.statuses.${row.partner.status}`)}</td>
                    <td>{formatNumber(row.statement.sales, lang)}</td>
                    <td>{formatPrice(row.statement.total, lang)}</td>
                    <td>{formatPrice(row.statement.commission, lang)}</td>
                  </tr>
                ))}
              </DataTable>
              {report.partners
                .filter((row) => row.statement.sales > 0 || row.statement.notEarning > 0)
                .map((row) => (
                  <details key={row.partner.id} className="admin-partner-month">
                    <summary>{row.partner.name}</summary>
                    <StatementDetails statement={row.statement} idPrefix={`admin-report-${row.partner.id}`} />
                  </details>
                ))}
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}
