import { useEffect, useRef } from 'react';
import { REFILL_STEPS, rememberPage } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { openPath, useLocalPath } from '../local-path.js';
import { usePageMeta } from '../frame/page-meta.js';
import { useWidgetMarkup } from '../frame/widget-markup.js';

type RefillRequested = CustomEvent<{ to: string; href: string | null }>;

// A link to a ready refill: /refill?container=2&size=20&… presets the builder (ISSUE 11).
/** The parameters that preset the refill builder (ISSUE 11). */
export const REFILL_PRESETS = [...REFILL_STEPS, 'quantity'] as const;

/** The refill page presetting the builder as it is now (its choices are written back to its attributes). */
function refillAsBuilt(builder: HTMLElement): string {
  const query = new URLSearchParams(REFILL_PRESETS.flatMap((name) => (builder.hasAttribute(name) ? [[name, builder.getAttribute(name)!]] : [])));
  return `/refill?${query}`;
}

/**
 * /refill (SPEC §2 Refill request): a heading, a short intro and <candle-refill-builder>. Where a
 * requested refill's payment goes next on this storefront (the FIB page, the request's page) opens
 * in-app, as the checkout page does; a provider's pay page is left to the widget. The builder's
 * refill plans (issue 37 item 1) link to the account's plans; a signed-out shopper's "sign in to
 * make this refill a plan" signs in and comes back to this refill as built.
 */
export function RefillPage({ search }: { search: Record<string, string> }) {
  const { t } = useI18n();
  usePageMeta(t('refillPage.title'), t('infoPage.description.refill'));
  const element = useRef<HTMLElement>(null);
  const attributes = Object.fromEntries(REFILL_PRESETS.flatMap((name) => (search[name] ? [[name, search[name]]] : [])));
  const key = JSON.stringify(attributes);
  const plans = `${useLocalPath()('/account/orderHistory')}#refill-plans`;
  useEffect(() => {
    const builder = element.current;
    if (!builder) return;
    const onRequested = (event: Event) => {
      const { to, href } = (event as RefillRequested).detail;
      if (!href || to === 'provider') return;
      const url = new URL(href, location.href);
      if (url.origin !== location.origin) return;
      event.preventDefault();
      openPath(url.pathname + url.search);
    };
    const onClick = (event: MouseEvent) => {
      const link = event.composedPath()[0];
      if (!(link instanceof HTMLAnchorElement) || !link.matches('[part~="plan-sign-in"]') || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      rememberPage(refillAsBuilt(builder));
      openPath('/signin');
    };
    builder.addEventListener('candle-refill-requested', onRequested);
    builder.addEventListener('click', onClick);
    return () => {
      builder.removeEventListener('candle-refill-requested', onRequested);
      builder.removeEventListener('click', onClick);
    };
    // A new query makes a new element (its key): listen on that one.
  }, [key]);
  return (
    <div className="container refill-page">
      <h1>{t('refillPage.title')}</h1>
      <p className="refill-intro">{t('refillPage.intro')}</p>
      <candle-refill-builder ref={element} key={key} plans-href={plans} {...attributes} {...useWidgetMarkup('candle-refill-builder', attributes)} />
    </div>
  );
}
