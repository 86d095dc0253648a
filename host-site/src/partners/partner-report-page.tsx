import { useState, type FormEvent } from 'react';
import { isolateIn, partnerOperations } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { publicClient } from '../api.js';
import { usePageMeta, usePrivatePage } from '../frame/page-meta.js';
import { QueryStatus } from '../frame/query-status.js';
import { openPath } from '../local-path.js';
import { reportMonth } from './month.js';
import { percentText, StatementDetails } from './statement-view.js';

/**
 * /partner-report/{token} (issue 26 item 4): a partner's own month through its private link, read
 * only, in the language of the address (the link the owner sends is in the partner's). Rendered
 * on the server like the other public pages; it shows no buyer's personal data, and an unknown or
 * revoked link shows the same words as a forged one.
 */
export function PartnerReportPage({ token, search }: { token: string; search: Record<string, string> }) {
  const { t, lang } = useI18n();
  const month = reportMonth(search);
  const query = useQuery(publicClient, partnerOperations.PartnerReport, { token, month }, lang);
  const report = query.data?.partnerReport;
  usePrivatePage();
  usePageMeta(report ? t('partnerReport.heading', { name: isolateIn(lang, report.name) }) : t('partnerReport.title'), t('partnerReport.title'));
  const [chosen, setChosen] = useState(month);
  const show = (event: FormEvent) => {
    event.preventDefault();
    openPath(`/partner-report/${encodeURIComponent(token)}?month=${chosen}`);
  };
  if (query.data && !report) {
    return (
      <div className="container result-page">
        <h1>{t('partnerReport.title')}</h1>
        <p role="alert">{t('partnerReport.unknown')}</p>
      </div>
    );
  }
  return (
    <div className="container partner-report">
      <h1>{report ? t('partnerReport.heading', { name: isolateIn(lang, report.name) }) : t('partnerReport.title')}</h1>
      {!report ? (
        <QueryStatus error={query.error} retry={query.retry} />
      ) : (
        <>
          {report.status === 'paused' ? <p role="note">{t('partnerReport.paused')}</p> : null}
          <p className="muted">{t('partnerReport.rate', { percent: percentText(report.commissionPercent, lang) })}</p>
          <form className="admin-filters" onSubmit={show}>
            <div className="field">
              <label htmlFor="partner-report-month">{t('partnerReport.month')}</label>
              <input id="partner-report-month" type="month" value={chosen} dir="ltr" onChange={(event) => setChosen(event.currentTarget.value || month)} />
            </div>
            <button type="submit" className="button">
              {t('partnerReport.show')}
            </button>
          </form>
          <StatementDetails statement={report.statement} idPrefix="partner-report" />
          <p className="muted">{t('partnerReport.privacy')}</p>
        </>
      )}
    </div>
  );
}
