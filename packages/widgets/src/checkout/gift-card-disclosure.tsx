import { useState } from 'react';
import { useI18n } from '@candleshop/ui';
import { useLazy } from '../internal/use-lazy.js';
import type { GiftCardBoxOptions } from './gift-card-box.js';

// Issue 35: the gift-card field is downloaded when the shopper opens "Pay with a gift card", so a
// checkout without cards carries only this disclosure (DESIGN §6 budgets).
const loadBox = () => import('./gift-card-box.js').then((module) => module.GiftCardBox);

/** "Pay with a gift card": a disclosure that opens the gift-card field (open while cards are added). */
export function GiftCardDisclosure(props: GiftCardBoxOptions) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <details className="discount" part="gift-cards" open={open} onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}>
      <summary>{t('giftCard.open')}</summary>
      {open && <LazyBox {...props} />}
    </details>
  );
}

function LazyBox(props: GiftCardBoxOptions) {
  const { t } = useI18n();
  const { Component, failed, retry } = useLazy(loadBox);
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
