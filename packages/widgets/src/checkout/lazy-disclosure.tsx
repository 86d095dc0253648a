import { useState, type ComponentType } from 'react';
import { useI18n } from '@candleshop/ui';
import { useLazy } from '../internal/use-lazy.js';
import type { DiscountBoxOptions } from './discount-box.js';
import type { GiftCardBoxOptions } from './gift-card-box.js';
import type { CartReminderBoxOptions } from './cart-reminder-box.js';

// Issue 35: the discount-code and gift-card fields are downloaded when the shopper opens "Have a
// discount code?" or "Pay with a gift card", so a checkout carries only these disclosures (DESIGN
// §6 budgets); the promotion the order gets shows in the summary without them.
const loadDiscountBox = () => import('./discount-box.js').then((module) => module.DiscountBox);
const loadGiftCardBox = () => import('./gift-card-box.js').then((module) => module.GiftCardBox);
const loadReminderBox = () => import('./cart-reminder-box.js').then((module) => module.CartReminderBox);

/** "Have a discount code?": a disclosure that opens the discount-code box (open while a code is applied). */
export function DiscountDisclosure(props: DiscountBoxOptions & { applied: boolean }) {
  return <LazyDisclosure summary="checkoutForm.haveCode" part="discount-code" load={loadDiscountBox} props={props} open={props.applied} />;
}

/** "Pay with a gift card": a disclosure that opens the gift-card field (open while cards are added). */
export function GiftCardDisclosure(props: GiftCardBoxOptions) {
  return <LazyDisclosure summary="giftCard.open" part="gift-cards" load={loadGiftCardBox} props={props} />;
}

/** Issue 37 item 2: "Remind me of this cart if I leave it", downloaded with its texts and its call once the form shows. */
export function CartReminderSlot(props: CartReminderBoxOptions) {
  return <LazyBox load={loadReminderBox} props={props} />;
}

interface LazyDisclosureOptions<P> {
  /** The message key of its summary. */
  summary: string;
  part: string;
  load: () => Promise<ComponentType<P>>;
  props: P;
  open?: boolean;
}

function LazyDisclosure<P extends object>({ summary, part, load, props, open: initial = false }: LazyDisclosureOptions<P>) {
  const { t } = useI18n();
  const [open, setOpen] = useState(initial);
  return (
    <details className="discount" part={part} open={open} onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}>
      <summary>{t(summary)}</summary>
      {open && <LazyBox load={load} props={props} />}
    </details>
  );
}

function LazyBox<P extends object>({ load, props }: Pick<LazyDisclosureOptions<P>, 'load' | 'props'>) {
  const { t } = useI18n();
  const { Component, failed, retry } = useLazy(load);
  if (Component) return <Component {...props} />;
  if (!failed)
    return (
      <p className="muted" aria-busy="true">
        {t('common.loading')}
      </p>
    );
  return (
    <p className="field-error" role="alert">
      {t('errors.network')}{' '}
      <button type="button" className="link-button" onClick={retry}>
        {t('common.retry')}
      </button>
    </p>
  );
}
