import { formatPrice, type orderOperations, type ResultOf } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';

type Order = NonNullable<ResultOf<typeof orderOperations.Order>['order']>;

/** An order's products and refills, each with its choices, quantity, unit price and total. */
export function OrderLines({ order }: { order: Order }) {
  const { t, lang } = useI18n();
  const choice = (key: string, value: string | undefined) => (value ? [t(`orderPage.${key}`, { value })] : []);
  return (
    <>
      {order.products.length > 0 && (
        <section aria-labelledby="order-items">
          <h2 id="order-items">{t('orderPage.items')}</h2>
          <ul className="order-lines">
            {order.products.map((line) => (
              <OrderLine
                key={line.id}
                line={line}
                image={line.detail.image}
                title={line.detail.title}
                choices={[...choice('size', line.size?.title), ...choice('color', line.color?.title), ...choice('scent', line.scent?.title)]}
              />
            ))}
          </ul>
        </section>
      )}
      {order.refills.length > 0 && (
        <section aria-labelledby="order-refills">
          <h2 id="order-refills">{t('orderPage.refills')}</h2>
          <ul className="order-lines">
            {order.refills.map((line) => (
              <OrderLine
                key={line.id}
                line={line}
                title={t('checkoutForm.refill', { size: line.size.title, container: line.container.title })}
                choices={[...choice('color', line.color.title), ...choice('scent', line.scent.title), ...choice('wick', line.wick.title)]}
              />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** One line of an order: its picture, title and choices, quantity × unit price, and total. */
function OrderLine({ line, image, title, choices }: { line: { quantity: number; price: number; total: number }; image?: string | null; title: string; choices: readonly string[] }) {
  const { t, lang } = useI18n();
  return (
    <li className="order-line">
      {image && <img src={image} alt="" width={64} height={64} />}
      <div>
        <p className="order-line-title">{title}</p>
        <p className="muted">{choices.join(' · ')}</p>
        <p className="muted">{t('orderPage.each', { count: line.quantity, price: formatPrice(line.price, lang) })}</p>
      </div>
      <p className="order-line-total">{formatPrice(line.total, lang)}</p>
    </li>
  );
}
