import type { ReactNode } from 'react';
import { formatPrice, localizeDigits, nationalPhone, type adminOperations, type ResultOf } from '@candleshop/core';
import { Isolated, IsolatedList, useI18n } from '@candleshop/ui';
import { dateTime, SalePlace } from '../admin-parts.js';

/** A request as the detail query answers it. */
export type AdminRequestView = NonNullable<ResultOf<typeof adminOperations.AdminRequest>['adminRequest']>;

type Fact = [label: string, value: ReactNode];

const titles = (...items: ({ title: string } | null | undefined)[]) =>
  items
    .map((item) => item?.title)
    .filter(Boolean)
    .join(' · ');

/** What the customer asked for, by the request's kind. */
export function RequestFacts({ request }: { request: AdminRequestView }) {
  const { t, lang } = useI18n();
  const digits = (value: number) => localizeDigits(String(value), lang);
  const facts: Fact[] = [];
  const { refill, ticket, whiteLabel, personalized, subscription } = request;
  if (refill) {
    facts.push(
      [t('admin.facts.refill'), titles(refill.container, refill.size, refill.color, refill.scent, refill.wick)],
      [t('admin.orders.quantity'), digits(refill.quantity)],
      [t('admin.orders.price'), formatPrice(refill.price, lang)],
      [t('admin.orders.payment'), t(`payment.methods.${refill.method}`)],
      [t('admin.orders.delivery'), <SalePlace sale={refill} />],
    );
    if (refill.notes) facts.push([t('admin.orders.notes'), <Isolated dir="auto">{refill.notes}</Isolated>]);
  }
  if (ticket) {
    facts.push(
      [t('admin.facts.workshop'), `${ticket.workshop.title} · ${dateTime(ticket.workshop.date, lang)}`],
      [t('admin.facts.people'), digits(ticket.people)],
      [t('admin.facts.tier'), `${digits(ticket.ticket.min)}–${digits(ticket.ticket.max)} · ${formatPrice(ticket.ticket.price, lang)}`],
      [t('admin.orders.payment'), t(`payment.methods.${ticket.method}`)],
      [t('admin.orders.reference'), <Isolated>{ticket.uuid}</Isolated>],
    );
  }
  // Issue 35: what gift cards paid of a refill request or a ticket, as an order's page says it.
  const cardsPaid = refill?.giftCardPaid ?? ticket?.giftCardPaid ?? 0;
  if (cardsPaid > 0) facts.push([t('admin.orders.giftCards'), `−${formatPrice(cardsPaid, lang)}`]);
  if (whiteLabel) {
    facts.push(
      [t('admin.facts.candle'), titles(whiteLabel.container, whiteLabel.size, whiteLabel.color, whiteLabel.scent, whiteLabel.wick)],
      [t('admin.orders.quantity'), digits(whiteLabel.request.quantity)],
      [t('admin.facts.perCandle'), formatPrice(whiteLabel.request.candlePrice + whiteLabel.request.labelPrice + whiteLabel.request.packagePrice, lang)],
      [t('admin.facts.package'), whiteLabel.package?.title ?? t('admin.facts.none')],
      [t('admin.facts.sticker'), t(whiteLabel.sticker ? 'admin.facts.yes' : 'admin.facts.no')],
    );
    if (whiteLabel.label) facts.push([t('admin.facts.label'), <Isolated dir="auto">{whiteLabel.label}</Isolated>]);
    if (whiteLabel.description) facts.push([t('admin.facts.description'), whiteLabel.description]);
    if (whiteLabel.logo)
      facts.push([
        t('admin.facts.logo'),
        <a href={whiteLabel.logo} target="_blank" rel="noopener noreferrer">
          {t('admin.facts.open')}
        </a>,
      ]);
  }
  if (personalized) {
    facts.push([t('admin.facts.description'), personalized.description]);
    if (personalized.file)
      facts.push([
        t('admin.facts.file'),
        <a href={personalized.file} target="_blank" rel="noopener noreferrer">
          {t('admin.facts.open')}
        </a>,
      ]);
    if (personalized.method) facts.push([t('admin.orders.payment'), t(`payment.methods.${personalized.method}`)]);
  }
  if (subscription) {
    facts.push(
      [t('admin.facts.package'), `${subscription.package.title} · ${t('admin.facts.months', { count: subscription.price.months, months: digits(subscription.price.months) })}`],
      [t('admin.orders.payment'), t(`payment.methods.${subscription.method}`)],
      [t('admin.orders.delivery'), <SalePlace sale={subscription} />],
    );
    if (subscription.gift) facts.push([t('admin.facts.gift'), <IsolatedList values={[[subscription.gift.name, 'auto'], [nationalPhone(subscription.gift.phone)], [subscription.gift.message, 'auto']]} />]);
  }
  return (
    <dl className="order-facts">
      {facts.map(([label, value]) => (
        <div key={label} className="fact">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
