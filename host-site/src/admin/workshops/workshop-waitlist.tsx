import { localizeDigits, nationalPhone, waitlistOperations } from '@candleshop/core';
import { Isolated, useI18n, useQuery } from '@candleshop/ui';
import { accountQueries } from '../../api.js';
import { DataTable } from '../../frame/data-table.js';
import { QueryStatus } from '../../frame/query-status.js';
import { dateTime } from '../admin-parts.js';
import { useStaffReads } from '../use-admin.js';

/**
 * A workshop's waiting list (issue 27 item 4) in join order: who waits for how many seats of which
 * tier, who was offered seats until when, who bought them and whose offer lapsed.
 */
export function WorkshopWaitlist({ id }: { id: string }) {
  const { t, lang } = useI18n();
  const query = useQuery(accountQueries, waitlistOperations.AdminWaitlist, { workshop: id }, lang, useStaffReads());
  const entries = query.data?.adminWaitlist;
  return (
    <section aria-labelledby="admin-waitlist">
      <h2 id="admin-waitlist">{t('waitlist.admin.heading')}</h2>
      {!entries ? (
        <QueryStatus error={query.loading ? undefined : query.error} retry={query.retry} />
      ) : entries.length === 0 ? (
        <p className="muted">{t('waitlist.admin.empty')}</p>
      ) : (
        <DataTable headings={['waitlist.admin.position', 'waitlist.admin.name', 'waitlist.admin.contact', 'waitlist.admin.people', 'waitlist.admin.tier', 'waitlist.admin.status']}>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{localizeDigits(String(entry.position), lang)}</td>
              <td>
                <Isolated dir="auto">{entry.name}</Isolated>
                <br />
                <span className="muted">
                  {t('waitlist.admin.joined')}: {dateTime(entry.joined, lang)}
                </span>
              </td>
              <td>
                <Isolated>{entry.email}</Isolated>
                <br />
                <Isolated>{nationalPhone(entry.phone)}</Isolated>
              </td>
              <td>{localizeDigits(String(entry.people), lang)}</td>
              <td>{localizeDigits(entry.tier, lang)}</td>
              <td>
                {t(`waitlist.admin.statuses.${entry.status}`)}
                {entry.holdUntil && (
                  <>
                    <br />
                    <span className="muted">
                      {t('waitlist.admin.holdUntil')}: {dateTime(entry.holdUntil, lang)}
                    </span>
                  </>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
