import { adminOperations, localizeDigits } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { accountQueries } from '../../api.js';
import { useLocalPath } from '../../local-path.js';
import { AdminList } from '../admin-list.js';
import { dateTime } from '../admin-parts.js';
import { openWithSearch, pageOf } from '../admin-search.js';
import { useStaffReads } from '../use-admin.js';

/** /admin/workshops: every workshop, latest first, with its seats; a new one is made from here. */
export function WorkshopsPage({ search }: { search: Record<string, string> }) {
  const { t, lang } = useI18n();
  const to = useLocalPath();
  const list = useQuery(accountQueries, adminOperations.AdminWorkshops, { page: pageOf(search) }, lang, useStaffReads());
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
      <AdminList query={list} page={page} none="admin.workshops.none" onPage={(number) => openWithSearch('/admin/workshops', search, { page: String(number) })}>
        {(items) => (
          <ul className="admin-cards">
            {items.map((workshop) => (
              <li key={workshop.id}>
                <a href={to(`/admin/workshops/${workshop.id}`)}>{workshop.title[lang]}</a>
                <p className="muted">
                  {dateTime(workshop.date, lang)}
                  {workshop.past ? ` · ${t('admin.workshops.past')}` : ''}
                </p>
                <p>{t('admin.workshops.seatsTaken', { count: workshop.seats, taken: digits(workshop.seatsTaken), seats: digits(workshop.seats) })}</p>
              </li>
            ))}
          </ul>
        )}
      </AdminList>
    </section>
  );
}
