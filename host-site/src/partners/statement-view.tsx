import { formatNumber, formatPrice, type Lang } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { dateOnly } from './month.js';
import { CommissionChart } from './commission-chart.js';
import { DataTable } from '../frame/data-table.js';

/** A partner's month as the API answers it (PartnerStatement). */
export interface StatementView {
  month: string;
  sales: number;
  total: number;
  commission: number;
  notEarning: number;
  kinds: ReadonlyArray<{ kind: string; sales: number; total: number; commission: number }>;
  lines: ReadonlyArray<{ kind: string; date: string; total: number; percent: number; commission: number }>;
}

/** A percent in the language's digits and sign. */
export const percentText = (percent: number, lang: Lang) => `${formatNumber(percent, lang)}${lang === 'en' ? '%' : '٪'}`;

/**
 * A partner's statement: the month's sums, a chart of the commission by kind of sale with its
 * table, and each earning sale (kind, date, total, rate, commission; never who bought).
 */
export function StatementDetails({ statement, idPrefix }: { statement: StatementView; idPrefix: string }) {
  const { t, lang } = useI18n();
  const kinds = statement.kinds.filter((kind) => kind.sales > 0);
  return (
    <>
      <dl className="order-facts">
        <dt>{t('partnerReport.sales')}</dt>
        <dd>{formatNumber(statement.sales, lang)}</dd>
        <dt>{t('partnerReport.total')}</dt>
        <dd>{formatPrice(statement.total, lang)}</dd>
        <dt>{t('partnerReport.commission')}</dt>
        <dd>
          <strong>{formatPrice(statement.commission, lang)}</strong>
        </dd>
      </dl>
      {statement.notEarning > 0 ? <p className="muted">{t('partnerReport.notEarning', { count: formatNumber(statement.notEarning, lang) })}</p> : null}
      {kinds.length === 0 ? (
        <p>{t('partnerReport.none')}</p>
      ) : (
        <>
          <CommissionChart title={t('partnerReport.chart')} tableId={`${idPrefix}-kinds`} bars={kinds.map((kind) => ({ label: t(`partnerReport.kinds.${kind.kind}`), value: kind.commission }))} />
          <DataTable
            label={t('partnerReport.chartTable')}
            caption={t('partnerReport.chartTable')}
            id={`${idPrefix}-kinds`}
            headings={['partnerReport.kind', 'partnerReport.sales', 'partnerReport.total', 'partnerReport.commission']}
          >
            {kinds.map((kind) => (
              <tr key={kind.kind}>
                <th scope="row">{t(`partnerReport.kinds.${kind.kind}`)}</th>
                <td>{formatNumber(kind.sales, lang)}</td>
                <td>{formatPrice(kind.total, lang)}</td>
                <td>{formatPrice(kind.commission, lang)}</td>
              </tr>
            ))}
          </DataTable>
          <h3>{t('partnerReport.lines')}</h3>
          <DataTable label={t('partnerReport.lines')} headings={['partnerReport.date', 'partnerReport.kind', 'partnerReport.total', 'partnerReport.percent', 'partnerReport.commission']}>
            {statement.lines.map((line, index) => (
              <tr key={index}>
                <td>
                  <time dateTime={line.date}>{dateOnly(line.date, lang)}</time>
                </td>
                <td>{t(`partnerReport.kinds.${line.kind}`)}</td>
                <td>{formatPrice(line.total, lang)}</td>
                <td>{percentText(line.percent, lang)}</td>
                <td>{formatPrice(line.commission, lang)}</td>
              </tr>
            ))}
          </DataTable>
        </>
      )}
    </>
  );
}
