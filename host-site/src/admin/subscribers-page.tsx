import { adminOperations } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { LoadFailure } from '../frame/query-status.js';
import { AdminPager, dateTime } from './admin-parts.js';
import { openWithSearch, pageOf } from './admin-search.js';
import { CsvLink } from './csv-link.js';
import { useAdminQuery } from './use-admin.js';

/** /admin/subscribers: the newsletter's confirmed subscribers, and all of them as CSV. */
export function SubscribersPage({ search }: { search: Record<string, string> }) {
  const { t, lang } = useI18n();
  const list = useAdminQuery(adminOperations.AdminSubscribers, { page: pageOf(search) });
  const page = list.data?.adminSubscribers;
  return (
    <section aria-labelledby="admin-subscribers">
      <h2 id="admin-subscribers">{t('admin.nav.subscribers')}</h2>
      <p>
        <CsvLink path="/admin/csv/subscribers" label={t('admin.subscribers.download')} />
      </p>
      {list.error ? <LoadFailure error={list.error} retry={list.reload} /> : null}
      {!page && !list.error ? <p role="status">{t('common.loading')}</p> : null}
      {page && (
        <div aria-busy={list.loading || undefined}>
          {page.items.length === 0 ? (
            <p className="muted">{t('admin.subscribers.none')}</p>
          ) : (
            <div className="admin-table-wrap">
              <table className="admin-table">
                <thead>
                  <tr>
                    <th scope="col">{t('admin.customer.email')}</th>
                    <th scope="col">{t('admin.customer.lang')}</th>
                    <th scope="col">{t('admin.subscribers.confirmed')}</th>
                  </tr>
                </thead>
                <tbody>
                  {page.items.map((subscriber) => (
                    <tr key={subscriber.email}>
                      <td dir="ltr">{subscriber.email}</td>
                      <td>{t(`language.${subscriber.lang}`)}</td>
                      <td>{dateTime(subscriber.confirmedAt, lang)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <AdminPager info={page.pageInfo} onPage={(number) => openWithSearch('/admin/subscribers', search, { page: String(number) })} />
        </div>
      )}
    </section>
  );
}
