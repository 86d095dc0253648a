import { adminOperations, localizeDigits } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { LoadFailure } from '../../frame/query-status.js';
import { useLocalPath } from '../../local-path.js';
import { AdminPager, dateTime } from '../admin-parts.js';
import { openWithSearch, pageOf } from '../admin-search.js';
import { useAdminQuery } from '../use-admin.js';

/** /admin/workshops: every workshop, latest first, with its seats; a new one is made from here. */
export function WorkshopsPage({ search }: { search: Record<string, string> }) {
  const { t, lang } = useI18n();
  const to = useLocalPath();
  const list = useAdminQuery(adminOperations.AdminWorkshops, { page: pageOf(search) });
  const page = list.data?.adminWorkshops;
  const digits = (value: number) => localizeDigits(String(value), lang);
  return (
    <section aria-labelledby="admin-workshops">
      <h2 id="admin-workshops">{t('admin.nav.workshops')}</h2>
      <p>
        <a className="button" href={to('/admin/workshops/new')}>
          {t('admin.workshops.new')}
        </a>
      </p>
      {list.error ? <LoadFailure error={list.error} retry={list.reload} /> : null}
      {!page && !list.error ? <p role="status">{t('common.loading')}</p> : null}
      {page && (
        <div aria-busy={list.loading || undefined}>
          {page.items.length === 0 ? <p className="muted">{t('admin.workshops.none')}</p> : null}
          <ul className="admin-cards">
            {page.items.map((workshop) => (
              <li key={workshop.id}>
                <a href={to(`/admin/workshops/${workshop.id}`)}>{workshop.title[lang]}</a>
                <p className="muted">
                  {dateTime(workshop.date, lang)}
                  {workshop.past ? ` · ${t('admin.workshops.past')}` : ''}
                </p>
                <p>{t('admin.workshops.seatsTaken', { taken: digits(workshop.seatsTaken), seats: digits(workshop.seats) })}</p>
              </li>
            ))}
          </ul>
          <AdminPager info={page.pageInfo} onPage={(number) => openWithSearch('/admin/workshops', search, { page: String(number) })} />
        </div>
      )}
    </section>
  );
}
