import { adminOperations } from '@candleshop/core';
import { Isolated, useI18n, useQuery } from '@candleshop/ui';
import { accountQueries } from '../api.js';
import { AdminList } from './admin-list.js';
import { DataTable } from '../frame/data-table.js';
import { dateTime } from './admin-parts.js';
import { openWithSearch, pageOf } from './admin-search.js';
import { CsvLink } from './csv-link.js';
import { useStaffReads } from './use-admin.js';

/** /admin/subscribers: the newsletter's confirmed subscribers, and all of them as CSV. */
export function SubscribersPage({ search }: { search: Record<string, string> }) {
  const { t, lang } = useI18n();
  const list = useQuery(accountQueries, adminOperations.AdminSubscribers, { page: pageOf(search) }, lang, useStaffReads());
  const page = list.data?.adminSubscribers;
  return (
    <section aria-labelledby="admin-subscribers">
      <h2 id="admin-subscribers">{t('admin.nav.subscribers')}</h2>
      <p>
        <CsvLink path="/admin/csv/subscribers" label={t('admin.subscribers.download')} />
      </p>
      <AdminList query={list} page={page} none="admin.subscribers.none" onPage={(number) => openWithSearch('/admin/subscribers', search, { page: String(number) })}>
        {(items) => (
          <DataTable headings={['admin.customer.email', 'admin.customer.lang', 'admin.subscribers.confirmed']}>
            {items.map((subscriber) => (
              <tr key={subscriber.email}>
                <td>
                  <Isolated>{subscriber.email}</Isolated>
                </td>
                <td>{t(`language.${subscriber.lang}`)}</td>
                <td>{dateTime(subscriber.confirmedAt, lang)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </AdminList>
    </section>
  );
}
