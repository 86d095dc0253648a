import { adminOperations, formatNumber } from '@candleshop/core';
import { Isolated, IsolatedList, useI18n, useQuery } from '@candleshop/ui';
import { accountQueries } from '../../api.js';
import { LoadFailure } from '../../frame/query-status.js';
import { useLocalPath } from '../../local-path.js';
import { DataTable } from '../../frame/data-table.js';
import { useStaffReads } from '../use-admin.js';
import { PartnerForm } from './partner-form.js';
import { SharedOriginWarning } from './partner-snippet.js';

/** /admin/partners (issue 26): every partner with its status, origins, key and commission, and the form that adds one. */
export function PartnersPage({ owner }: { owner: boolean }) {
  const { t, lang } = useI18n();
  const to = useLocalPath();
  const list = useQuery(accountQueries, adminOperations.AdminPartners, {}, lang, useStaffReads());
  const partners = list.data?.adminPartners;
  if (!owner) return <p className="muted">{t('admin.partners.ownerOnly')}</p>;
  return (
    <section aria-labelledby="admin-partners">
      <h2 id="admin-partners">{t('admin.nav.partners')}</h2>
      {list.error ? <LoadFailure error={list.error} retry={list.retry} /> : null}
      {!partners && !list.error ? <p role="status">{t('common.loading')}</p> : null}
      {partners && partners.length === 0 ? <p className="muted">{t('admin.partners.none')}</p> : null}
      {partners && partners.length > 0 ? (
        <div aria-busy={list.loading || undefined}>
          <DataTable label={t('admin.nav.partners')} headings={['admin.partners.name', 'admin.partners.status', 'admin.partners.origins', 'admin.partners.percent', 'admin.partners.key']}>
            {partners.map((partner) => (
              <tr key={`${partner.id}-${partner.version}`}>
                <th scope="row">
                  <a href={to(`/admin/partners/${partner.id}`)} aria-label={t('admin.partners.open', { name: partner.name })}>
                    {partner.name}
                  </a>
                </th>
                <td>{t(`admin.partners.statuses.${partner.status}`)}</td>
                <td>
                  <IsolatedList values={partner.origins.map((origin) => [origin] as const)} separator=" " />
                  <SharedOriginWarning partner={partner} partners={partners} />
                </td>
                <td>{formatNumber(partner.commissionPercent, lang)}</td>
                <td>
                  <code>
                    <Isolated>{partner.key}</Isolated>
                  </code>
                </td>
              </tr>
            ))}
          </DataTable>
        </div>
      ) : null}
      <PartnerForm onSaved={() => list.retry()} />
    </section>
  );
}
