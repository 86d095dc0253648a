import type { Services } from '../../services/index.js';

/**
 * The rows of the partners' CSV of a month (issue 26 item 4): per partner, a row per kind of sale
 * it brought, then its month's sum (kind `all`). Today's percent beside them; each sale earned at
 * the percent copied onto it, which the statement already applied.
 */
export async function partnerMonthRows(services: Pick<Services, 'partnerReports'>, month: string): Promise<Array<Array<string | number>>> {
  const report = await services.partnerReports.ownerMonth(month);
  return report.partners.flatMap(({ partner, statement }) => {
    const head = [partner.name, partner.status, partner.commissionPercent];
    return [...statement.kinds.filter((kind) => kind.sales > 0).map((kind) => [...head, kind.kind, kind.sales, kind.total, kind.commission]), [...head, 'all', statement.sales, statement.total, statement.commission]];
  });
}
