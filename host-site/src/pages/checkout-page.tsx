import { useEffect, useRef } from 'react';
import { useI18n } from '@candleshop/ui';
import { openPath } from '../local-path.js';

type OrderCreated = CustomEvent<{ to: string; href: string }>;

// SPEC §2: buy now comes to /checkout with product, quantity, size, color and scent.
const BUY_NOW = ['product', 'quantity', 'size', 'color', 'scent'] as const;

/**
 * /checkout (SPEC §2): hosts <candle-checkout>, buy now from the query. Where the payment goes
 * next on this storefront (the FIB page, an order page, home) opens in-app; a provider's pay page
 * is left to the widget.
 */
export function CheckoutPage({ search }: { search: Record<string, string> }) {
  const { t } = useI18n();
  const element = useRef<HTMLElement>(null);
  const attributes = Object.fromEntries(BUY_NOW.flatMap((name) => (search[name] ? [[name, search[name]]] : [])));

  useEffect(() => {
    const checkout = element.current;
    if (!checkout) return;
    const onCreated = (event: Event) => {
      const { to, href } = (event as OrderCreated).detail;
      const url = new URL(href, location.href);
      if (to === 'provider' || url.origin !== location.origin) return;
      event.preventDefault();
      openPath(url.pathname + url.search);
    };
    checkout.addEventListener('candle-order-created', onCreated);
    return () => checkout.removeEventListener('candle-order-created', onCreated);
  }, []);

  return (
    <div className="container">
      <h1 className="visually-hidden">{t('checkoutForm.title')}</h1>
      <candle-checkout ref={element} key={JSON.stringify(attributes)} {...attributes} />
    </div>
  );
}
