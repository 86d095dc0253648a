import { formatDate, formatPrice, localizeDigits, nationalPhone, orderOperations, statusKey, type ResultOf } from '@candleshop/core';
import { Isolated, IsolatedList, useI18n, useQuery, type QueryState } from '@candleshop/ui';
import { RecordStatus } from '../frame/query-status.js';
import { accountQueries } from '../api.js';
import { OrderLines } from './order-lines.js';
import { MinusLine } from '../frame/minus-line.js';
import { Place } from '../frame/place.js';
import { PayLater } from './pay-later.js';

type Order = NonNullable<ResultOf<typeof orderOperations.Order>['order']>;

/**
 * /orders/{id} (SPEC §2): a guest's order by uuid (the path) and ?email, or a signed-in customer's
 * by id. Status, date, lines with their choices and prices, the place, totals, and for a customer's
 * unpaid online order a pay-now button (payLater).
 */
export function OrderPage({ id, search }: { id: string; search: Record<string, string> }) {
  return search.email ? <GuestOrder uuid={id} email={search.email} /> : <OwnOrder id={id} />;
}

function GuestOrder({ uuid, email }: { uuid: string; email: string }) {
  const { lang } = useI18n();
  const query = useQuery(accountQueries, orderOperations.GuestOrder, { uuid, email }, lang);
  return <OrderView order={query.data?.guestOrder ?? undefined} query={query} guest />;
}

function OwnOrder({ id }: { id: string }) {
  const { lang } = useI18n();
  const query = useQuery(accountQueries, orderOperations.Order, { id }, lang);
  return <OrderView order={query.data?.order ?? undefined} query={query} guest={false} />;
}

function OrderView({ order, query, guest }: { order: Order | undefined; query: QueryState<unknown>; guest: boolean }) {
  const { t, lang } = useI18n();
  if (!order) return <RecordStatus query={query} notFound={guest ? 'orderPage.notFound' : 'orderPage.signIn'} />;
  return (
    <div className="container order-page">
      <h1>{t('orderPage.title', { id: localizeDigits(order.id, lang) })}</h1>
      <p className="muted">{t('orderPage.placed', { date: formatDate(new Date(order.date), lang) })}</p>
      <dl className="order-facts">
        <dt>{t('orderPage.status')}</dt>
        <dd>{t(statusKey(order.status))}</dd>
        <dt>{t('orderPage.payment')}</dt>
        <dd>
          {t(`payment.methods.${order.method}`)} · {t(order.paid ? 'orderPage.paid' : 'orderPage.unpaid')}
        </dd>
        {order.paid && (
          <>
            <dt>{t('orderPage.collected')}</dt>
            <dd data-collected={order.collected}>{formatPrice(order.collected, lang)}</dd>
          </>
        )}
        <dt>{t('orderPage.reference')}</dt>
        <dd>
          <Isolated>{order.uuid}</Isolated>
        </dd>
        <dt>{t(order.pickup ? 'orderPage.pickupAt' : 'orderPage.deliveryTo')}</dt>
        <dd>
          <Place place={order.pickup ? [order.sellingPoint?.title, order.sellingPoint?.city.name] : [order.address, order.city?.name]} />
        </dd>
        {order.notes && (
          <>
            <dt>{t('orderPage.notes')}</dt>
            <dd>
              <Isolated dir="auto">{order.notes}</Isolated>
            </dd>
          </>
        )}
        {order.guest && (
          <>
            <dt>{t('orderPage.contact')}</dt>
            <dd>
              <IsolatedList values={[[order.guest.name, 'auto'], [order.guest.phone && nationalPhone(order.guest.phone)], [order.guest.email]]} />
            </dd>
          </>
        )}
      </dl>
      <OrderLines order={order} />
      <dl className="order-totals">
        <dt>{t('checkoutForm.subtotal')}</dt>
        <dd>{formatPrice(order.subtotal, lang)}</dd>
        <MinusLine label={t('checkoutForm.discountTaken')} amount={order.discount} />
        <dt>{t('checkoutForm.deliveryPrice')}</dt>
        <dd>{formatPrice(order.deliveryPrice, lang)}</dd>
        <MinusLine label={t('orderPage.giftCardsPaid')} amount={order.giftCardPaid} name="gift-cards" />
        <dt className="grand">{t('checkoutForm.total')}</dt>
        <dd className="grand">{formatPrice(order.total, lang)}</dd>
      </dl>
      {!guest && !order.paid && order.method !== 'cash' && order.status === 'pending' && <PayLater id={order.id} type="order" method={order.method} />}
    </div>
  );
}
