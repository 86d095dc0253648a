import { isolateIn, formatPrice, giftCardOperations, localizeDigits, nationalPhone } from '@candleshop/core';
import { Isolated, IsolatedList, useI18n, useQuery } from '@candleshop/ui';
import { accountQueries } from '../../api.js';
import { DataTable } from '../../frame/data-table.js';
import { RecordStatus } from '../../frame/query-status.js';
import { useLocalPath } from '../../local-path.js';
import { AuditList, dateTime } from '../admin-parts.js';
import { useStaffReads } from '../use-admin.js';
import { AdjustGiftCardForm, VoidGiftCardForm } from './gift-card-forms.js';

const LEDGER_HEADINGS = [
  'admin.giftCards.ledger.columns.date',
  'admin.giftCards.ledger.columns.entry',
  'admin.giftCards.ledger.columns.amount',
  'admin.giftCards.ledger.columns.sale',
  'admin.giftCards.ledger.columns.who',
];

/** A signed amount of IQD: − for what left the card, + for what came on it. */
export function signedPrice(amount: number, lang: Parameters<typeof formatPrice>[1]): string {
  return `${amount < 0 ? '−' : '+'}${formatPrice(Math.abs(amount), lang)}`;
}

/**
 * /admin/gift-cards/{id} (issue 35 item 3): a card's facts, its ledger (what moved its balance,
 * when, for which sale, by whom and why), the owner's adjustment and void, and the audit trail.
 */
export function GiftCardPage({ id, owner }: { id: string; owner: boolean }) {
  const { t, lang } = useI18n();
  const to = useLocalPath();
  const query = useQuery(accountQueries, giftCardOperations.AdminGiftCard, { id }, lang, useStaffReads());
  const card = query.data?.adminGiftCard;
  if (!card) return <RecordStatus query={query} notFound="errors.notFound" />;
  const reload = () => query.retry();
  const sale = (kind: string | null, saleId: string | null) => {
    if (!kind || !saleId) return '';
    const text = t(`admin.giftCards.sales.${kind}`, { id: localizeDigits(saleId, lang) });
    return kind === 'order' ? <a href={to(`/admin/orders/${saleId}`)}>{text}</a> : text;
  };
  return (
    <section aria-busy={query.loading || undefined} aria-labelledby="gift-card-title">
      <p>
        <a href={to('/admin/gift-cards')}>{t('admin.nav.giftCards')}</a>
      </p>
      <h2 id="gift-card-title">
        {t('admin.giftCards.card', { last4: isolateIn(lang, card.last4) })} · {t(`admin.giftCards.statuses.${card.status}`)}
      </h2>
      <dl className="order-facts">
        <dt>{t('admin.giftCards.columns.balance')}</dt>
        <dd data-balance={card.balance}>{formatPrice(card.balance, lang)}</dd>
        <dt>{t('admin.giftCards.columns.amount')}</dt>
        <dd>{formatPrice(card.amount, lang)}</dd>
        <dt>{t('admin.giftCards.columns.issued')}</dt>
        <dd>{dateTime(card.date, lang)}</dd>
        <dt>{t('admin.giftCards.facts.sale')}</dt>
        <dd>{sale(card.saleKind, card.saleId)}</dd>
        <dt>{t('admin.giftCards.columns.buyer')}</dt>
        <dd>
          <IsolatedList values={[[card.buyer.name, 'auto'], [card.buyer.email], [card.buyer.phone && nationalPhone(card.buyer.phone)]]} />
        </dd>
        {card.recipientName ? (
          <>
            <dt>{t('admin.giftCards.facts.recipient')}</dt>
            <dd>
              <Isolated dir="auto">{card.recipientName}</Isolated>
            </dd>
          </>
        ) : null}
      </dl>
      <h3 id="gift-card-ledger">{t('admin.giftCards.ledger.title')}</h3>
      <DataTable headings={LEDGER_HEADINGS} label={t('admin.giftCards.ledger.title')}>
        {card.ledger.map((row) => (
          <tr key={row.id} data-entry={row.entry}>
            <td>{dateTime(row.date, lang)}</td>
            <td>{t(`admin.giftCards.ledger.entries.${row.entry}`)}</td>
            <td>
              <bdi>{signedPrice(row.amount, lang)}</bdi>
            </td>
            <td>{sale(row.saleKind, row.saleId)}</td>
            <td>{[row.staff, row.reason].filter(Boolean).join(' · ')}</td>
          </tr>
        ))}
      </DataTable>
      {card.status === 'active' && owner ? (
        <>
          <AdjustGiftCardForm id={card.id} balance={card.balance} onChanged={reload} />
          <VoidGiftCardForm id={card.id} onChanged={reload} />
        </>
      ) : null}
      {card.status === 'active' && !owner ? <p className="muted">{t('admin.giftCards.ownerOnly')}</p> : null}
      <AuditList audit={card.audit} />
    </section>
  );
}
