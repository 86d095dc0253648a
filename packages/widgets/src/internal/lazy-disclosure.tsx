import { useState, type ComponentType } from 'react';
import { useI18n } from '@candleshop/ui';
import { useLazy } from './use-lazy.js';
import type { GiftCardBoxOptions } from './gift-card-box.js';

// Issue 35: the gift-card box is downloaded when the shopper opens "Pay with a gift card", as its
// own chunk shared by the checkout, the refill request and the ticket form (DESIGN §6 budgets).
const loadGiftCardBox = () => import('./gift-card-box.js').then((module) => module.GiftCardBox);

/**
 * "Pay with a gift card": a disclosure that opens the gift-card box. `label`: the message key of
 * its summary, in the texts the form has loaded (the checkout's by default).
 */
export function GiftCardDisclosure({ label = 'giftCard.open', ...props }: GiftCardBoxOptions & { label?: string }) {
  return <LazyDisclosure summary={label} part="gift-cards" load={loadGiftCardBox} props={props} />;
}

/** Options of {@link LazyDisclosure}. */
export interface LazyDisclosureOptions<P> {
  /** The message key of its summary. */
  summary: string;
  part: string;
  load: () => Promise<ComponentType<P>>;
  props: P;
  open?: boolean;
}

/** A `<details>` whose content is downloaded when it is first opened; a retry if the download failed. */
export function LazyDisclosure<P extends object>({ summary, part, load, props, open: initial = false }: LazyDisclosureOptions<P>) {
  const { t } = useI18n();
  const [open, setOpen] = useState(initial);
  return (
    <details className="discount" part={part} open={open} onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}>
      <summary>{t(summary)}</summary>
      {open && <LazyBox load={load} props={props} />}
    </details>
  );
}

/** A part downloaded when it is first shown: busy while it comes, a retry if the download failed. */
export function LazyBox<P extends object>({ load, props }: Pick<LazyDisclosureOptions<P>, 'load' | 'props'>) {
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
