import type { ReactNode } from 'react';
import { formatPrice, refillTotal, type CartItem, type RefillCartItem } from '@candleshop/core';
import { useI18n } from '../i18n/i18n-context.js';
import { QuantityStepper } from './quantity-stepper.js';

/** What a line card shows of its pending call. */
export interface LineState {
  busy: boolean;
  /** A message key when the last change failed. */
  error?: string;
}

interface LineShell {
  /** The level of the line's title: 3 under a drawer's h2, 2 under a page's h1. */
  level?: 2 | 3;
  state: LineState;
  onStep: (step: 1 | -1) => void;
  onRemove: () => void;
}

/** Options of {@link CartLineCard}. */
export interface CartLineOptions extends LineShell {
  item: CartItem;
  /** The product's page, when the title should link to it. */
  href?: string;
}

/** Options of {@link RefillLineCard}. */
export interface RefillLineOptions extends LineShell {
  item: RefillCartItem;
}

function Choice({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="line-choice">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Swatch({ color, title }: { color: string; title: string }) {
  return (
    <>
      <svg className="line-swatch" width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
        <circle cx="7" cy="7" r="6" fill={color} stroke="currentColor" strokeOpacity=".3" />
      </svg>
      {title}
    </>
  );
}

function LineFrame({
  image,
  title,
  titleText,
  choices,
  unit,
  total,
  quantity,
  max,
  level = 3,
  state,
  onStep,
  onRemove,
}: LineShell & {
  image?: string | null;
  title: ReactNode;
  choices: ReactNode;
  unit: number;
  total: number;
  quantity: number;
  max: number;
  /** The title as plain text, for the buttons' accessible names (`title` may be a link). */
  titleText: string;
}) {
  const { t, lang } = useI18n();
  const Title = level === 2 ? 'h2' : 'h3';
  return (
    <li className="line" part="line" aria-busy={state.busy ? 'true' : undefined}>
      {image ? <img className="line-image" part="line-image" src={image} alt="" width={72} height={72} /> : <span className="line-image" />}
      <div className="line-body">
        <Title className="line-title" part="line-title">
          {title}
        </Title>
        <dl className="line-choices">{choices}</dl>
        <p className="line-unit" part="price">
          {t('cartView.each', { price: formatPrice(unit, lang) })}
        </p>
        <div className="line-actions">
          <QuantityStepper value={quantity} title={titleText} max={max} min={0} busy={state.busy} onStep={onStep} />
          <button type="button" className="line-remove" part="remove" aria-disabled={state.busy ? 'true' : undefined} onClick={() => !state.busy && onRemove()}>
            {t('cartView.remove')}
            <span className="visually-hidden"> {titleText}</span>
          </button>
        </div>
        <p className="line-status" role="status">
          {state.busy ? t('cartView.updating') : ''}
        </p>
        {state.error && (
          <p className="line-error" part="error" role="alert">
            {t(state.error)}
          </p>
        )}
      </div>
      <p className="line-total" part="line-total">
        <span className="visually-hidden">{t('cartView.lineTotal')} </span>
        {formatPrice(total, lang)}
      </p>
    </li>
  );
}

/** A cart line (SPEC §2 Cart item card): image, title, size, colour, scent, unit price, quantity, remove. */
export function CartLineCard({ item, href, ...shell }: CartLineOptions) {
  const { t } = useI18n();
  const title = item.product.details.title;
  // SPEC §5 Totals: the size's price, or the product's price without a size.
  const unit = item.size?.price ?? item.product.details.price ?? 0;
  return (
    <LineFrame
      {...shell}
      image={item.product.details.image}
      titleText={title}
      title={href ? <a href={href}>{title}</a> : title}
      choices={
        <>
          {item.size && <Choice label={t('cartView.size')}>{item.size.size.title}</Choice>}
          {item.color && (
            <Choice label={t('cartView.color')}>
              <Swatch color={item.color.color} title={item.color.title} />
            </Choice>
          )}
          {item.scent && <Choice label={t('cartView.scent')}>{item.scent.title}</Choice>}
        </>
      }
      unit={unit}
      total={item.total}
      quantity={item.quantity}
      // SPEC §5 Cart: item quantity cannot exceed stock.
      max={item.product.stock}
    />
  );
}

/** A refill line (SPEC §2 refill item card): wick, container, colour, size, scent; no upper bound. */
export function RefillLineCard({ item, ...shell }: RefillLineOptions) {
  const { t } = useI18n();
  const title = t('cartView.refillTitle', { container: item.container.title });
  return (
    <LineFrame
      {...shell}
      image={item.wick.image}
      titleText={title}
      title={title}
      choices={
        <>
          <Choice label={t('cartView.wick')}>{item.wick.title}</Choice>
          <Choice label={t('cartView.container')}>{item.container.title}</Choice>
          <Choice label={t('cartView.color')}>
            <Swatch color={item.color.color} title={item.color.title} />
          </Choice>
          <Choice label={t('cartView.size')}>{item.size.title}</Choice>
          <Choice label={t('cartView.scent')}>{item.scent.title}</Choice>
        </>
      }
      unit={refillTotal({ ...item, quantity: 1 })}
      total={item.total}
      quantity={item.quantity}
      // SPEC §5 Cart: refill items have no upper bound.
      max={Infinity}
    />
  );
}
