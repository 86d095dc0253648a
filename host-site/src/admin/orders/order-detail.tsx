import { adminOperations, formatPrice, localizeDigits } from '@candleshop/core';
import { Isolated, useI18n, useQuery } from '@candleshop/ui';
import { accountQueries } from '../../api.js';
import { DataTable } from '../../frame/data-table.js';
import { QueryStatus } from '../../frame/query-status.js';
import { AuditList, CustomerFacts, dateTime, MoveForm, SalePlace } from '../admin-parts.js';
import { askBeforeAccepting, ConfirmationBox, unconfirmedCaution } from '../confirmation-state.js';
import { RefundBox } from '../refund-form.js';
import { RefundsBox } from '../refunds-due.js';
import { SalePartnerFact } from '../sale-partner.js';
import { statusLabel } from '../status-label.js';
import { useAdminMutation, useStaffReads } from '../use-admin.js';
import { paymentLabel } from './payment-label.js';
import { MinusLine } from '../../frame/minus-line.js';

type Line = { id: string; quantity: number; price: number; total: number; title: string; choices: (string | undefined)[] };

/** /admin/orders/{id}: the order's lines, refunds, customer, delivery or pickup, its moves and its audit log. */
export function OrderDetail({ id, owner }: { id: string; owner: boolean }) {
  const { t, lang } = useI18n();
  const query = useQuery(accountQueries, adminOperations.AdminOrder, { id }, lang, useStaffReads());
  const move = useAdminMutation(adminOperations.AdminMoveOrder);
  const found = query.data?.adminOrder;
  if (!found) return <QueryStatus error={query.loading ? undefined : (query.error ?? 'errors.notFound')} retry={query.retry} />;
  const { order } = found;
  // Ending a paid order gives nothing back by itself: staff are told to record the refund (issue 28 item 3).
  const caution = (status: string) => (order.paid && order.method !== 'cash' && (status === 'cancelled' || status === 'rejected') ? 'admin.move.refundByHand' : unconfirmedCaution(found.confirmation, status));
  const lines: Line[] = [
    ...order.products.map((line) => ({ ...line, title: line.detail.title, choices: [line.size?.title, line.color?.title, line.scent?.title] })),
    ...order.refills.map((line) => ({ ...line, title: t('admin.orders.refill'), choices: [line.container.title, line.size.title, line.color.title, line.scent.title, line.wick.title] })),
  ];
  const onMove = async (status: string, note: string) => {
    const moved = await move.run({ id, status, version: found.version, note: note || null });
    // Moved or refused because it changed meanwhile: either way the page shows what is true now.
    query.retry();
    return Boolean(moved);
  };
  return (
    <article className="admin-detail" aria-busy={query.loading || undefined}>
      <h2>{t('admin.orders.title', { id: localizeDigits(order.id, lang) })}</h2>
      <RefundsBox refunds={found.refundsDue} />
      <dl className="order-facts">
        <dt>{t('admin.orders.status')}</dt>
        <dd data-status={order.status}>{statusLabel(t, order.status)}</dd>
        <dt>{t('admin.orders.date')}</dt>
        <dd>{dateTime(order.date, lang)}</dd>
        {order.completedAt ? (
          <>
            <dt>{t('admin.orders.completedAt')}</dt>
            <dd data-completed-at={order.completedAt}>{dateTime(order.completedAt, lang)}</dd>
          </>
        ) : null}
        <dt>{t('admin.orders.reference')}</dt>
        <dd>
          <Isolated>{order.uuid}</Isolated>
        </dd>
        <dt>{t('admin.orders.payment')}</dt>
        <dd>{paymentLabel(t, order)}</dd>
        <SalePartnerFact partner={found.partner} />
        <dt>{t('admin.orders.delivery')}</dt>
        <dd>
          <SalePlace sale={order} />
        </dd>
        {order.notes ? (
          <>
            <dt>{t('admin.orders.notes')}</dt>
            <dd>
              <Isolated dir="auto">{order.notes}</Isolated>
            </dd>
          </>
        ) : null}
      </dl>
      <DataTable caption={t('admin.orders.lines')} headings={['admin.orders.item', 'admin.orders.quantity', 'admin.orders.price', 'admin.orders.total']}>
        {lines.map((line) => (
          <tr key={`${line.title}-${line.id}`}>
            <td>
              {line.title}
              <br />
              <span className="muted">{line.choices.filter(Boolean).join(' · ')}</span>
            </td>
            <td>{localizeDigits(String(line.quantity), lang)}</td>
            <td>{formatPrice(line.price, lang)}</td>
            <td>{formatPrice(line.total, lang)}</td>
          </tr>
        ))}
      </DataTable>
      <dl className="order-facts">
        <dt>{t('admin.orders.subtotal')}</dt>
        <dd>{formatPrice(order.subtotal, lang)}</dd>
        <MinusLine label={t('admin.orders.discount')} amount={order.discount} />
        <dt>{t('admin.orders.deliveryPrice')}</dt>
        <dd>{formatPrice(order.deliveryPrice, lang)}</dd>
        <MinusLine label={t('admin.orders.giftCards')} amount={order.giftCardPaid} name="gift-cards" />
        <dt>{t('admin.orders.total')}</dt>
        <dd>
          <strong>{formatPrice(order.total, lang)}</strong>
        </dd>
      </dl>
      <ConfirmationBox kind="order" id={order.id} confirmation={found.confirmation} status={order.status} onDone={query.retry} />
      <RefundBox
        kind="order"
        id={order.id}
        refunds={found.refunds}
        method={order.method}
        owner={owner}
        onDone={query.retry}
        lines={order.products.map((line) => ({ id: line.id, title: [line.detail.title, line.size?.title].filter(Boolean).join(' · '), quantity: line.quantity }))}
      />
      <CustomerFacts customer={found.customer} />
      <MoveForm key={found.version} moves={found.moves} busy={move.busy} error={move.error} onMove={onMove} caution={caution} ask={askBeforeAccepting(found.confirmation)} />
      <AuditList audit={found.audit} />
    </article>
  );
}
