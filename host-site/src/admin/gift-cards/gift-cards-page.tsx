import { isolateIn, formatPrice, giftCardOperations, nationalPhone } from '@candleshop/core';
import { Isolated, useI18n, useQuery } from '@candleshop/ui';
import { accountQueries } from '../../api.js';
import { DataTable } from '../../frame/data-table.js';
import { useLocalPath } from '../../local-path.js';
import { AdminList } from '../admin-list.js';
import { AdminSearchBox } from '../admin-search-box.js';
import { dateTime } from '../admin-parts.js';
import { openWithSearch, pageOf } from '../admin-search.js';
import { CsvLink } from '../csv-link.js';
import { useStaffReads } from '../use-admin.js';

const HEADINGS = ['admin.giftCards.columns.card', 'admin.giftCards.columns.issued', 'admin.giftCards.columns.buyer', 'admin.giftCards.columns.amount', 'admin.giftCards.columns.balance', 'admin.giftCards.columns.status'];

/**
 * /admin/gift-cards (issue 35 item 3): the cards newest first, paged on the server, found by the
 * code's last 4 characters, the buyer's email or phone, or an order; the CSV of what is found.
 */
export function GiftCardsPage({ search }: { search: Record<string, string> }) {
  const { t, lang } = useI18n();
  const to = useLocalPath();
  const typed = search.search ?? '';
  const list = useQuery(accountQueries, giftCardOperations.AdminGiftCards, { search: typed || null, page: pageOf(search) }, lang, useStaffReads());
  const page = list.data?.adminGiftCards;
  return (
    <section aria-labelledby="admin-gift-cards">
      <h2 id="admin-gift-cards">{t('admin.giftCards.title')}</h2>
      <AdminSearchBox path="/admin/gift-cards" typed={typed} label={t('admin.giftCards.search')} id="gift-card-search" />
      <p className="admin-row">
        <CsvLink path={`/admin/csv/gift-cards${typed ? `?search=${encodeURIComponent(typed)}` : ''}`} label={t('admin.giftCards.csv')} />
      </p>
      <AdminList query={list} page={page} none="admin.giftCards.none" onPage={(number) => openWithSearch('/admin/gift-cards', search, { page: String(number) })}>
        {(items) => (
          <DataTable headings={HEADINGS} label={t('admin.giftCards.title')}>
            {items.map((card) => (
              <tr key={card.id} data-status={card.status}>
                <td>
                  <a href={to(`/admin/gift-cards/${card.id}`)} aria-label={t('admin.giftCards.open', { last4: card.last4 })}>
                    <Isolated>…{card.last4}</Isolated>
                  </a>
                </td>
                <td>{dateTime(card.date, lang)}</td>
                <td>
                  <Isolated dir="auto">{card.buyer.name}</Isolated>
                  <br />
                  <span className="muted">
                    <Isolated>{card.buyer.email ?? (card.buyer.phone && nationalPhone(card.buyer.phone))}</Isolated>
                  </span>
                </td>
                <td>{formatPrice(card.amount, lang)}</td>
                <td>{formatPrice(card.balance, lang)}</td>
                <td>{t(`admin.giftCards.statuses.${card.status}`)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </AdminList>
    </section>
  );
}
