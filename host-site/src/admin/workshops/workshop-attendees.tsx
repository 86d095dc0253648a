import { formatPrice, localizeDigits, nationalPhone } from '@candleshop/core';
import { Isolated, useI18n } from '@candleshop/ui';
import { useLocalPath } from '../../local-path.js';
import { dateTime } from '../admin-parts.js';
import { DataTable } from '../../frame/data-table.js';
import { CsvLink } from '../csv-link.js';
import { statusLabel } from '../status-label.js';

type Attendee = { ticket: string; uuid: string; name: string; email: string; phone: string; people: number; total: number; paid: boolean; method: string; status: string; tier: string; date: string };

/** Who bought which ticket of a workshop, and the list as CSV for the door. */
export function WorkshopAttendees({ id, attendees }: { id: string; attendees: readonly Attendee[] }) {
  const { t, lang } = useI18n();
  const to = useLocalPath();
  return (
    <section aria-labelledby="admin-attendees">
      <h2 id="admin-attendees">{t('admin.attendees.title')}</h2>
      <p>
        <CsvLink path={`/admin/csv/attendees/${id}`} label={t('admin.attendees.download')} />
      </p>
      {attendees.length === 0 ? (
        <p className="muted">{t('admin.attendees.none')}</p>
      ) : (
        <DataTable headings={['admin.customer.name', 'admin.customer.phone', 'admin.facts.people', 'admin.facts.tier', 'admin.orders.total', 'admin.orders.status']}>
          {attendees.map((attendee) => (
            <tr key={attendee.ticket}>
              <td>
                <a href={to(`/admin/requests/ticket/${attendee.ticket}`)}>
                  <Isolated dir="auto">{attendee.name}</Isolated>
                </a>
                <br />
                <span className="muted">{dateTime(attendee.date, lang)}</span>
              </td>
              <td>
                <Isolated>{attendee.phone && nationalPhone(attendee.phone)}</Isolated>
              </td>
              <td>{localizeDigits(String(attendee.people), lang)}</td>
              <td>{localizeDigits(attendee.tier, lang)}</td>
              <td>
                {formatPrice(attendee.total, lang)} · {t(attendee.paid ? 'admin.paid' : 'admin.unpaid')}
              </td>
              <td>{statusLabel(t, attendee.status)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
