import { REFILL_STEPS } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';

// A link to a ready refill: /refill?container=2&size=20&… presets the builder (ISSUE 11).
const PRESETS = [...REFILL_STEPS, 'quantity'] as const;

/** /refill (SPEC §2 Refill request): a heading, a short intro and <candle-refill-builder>. */
export function RefillPage({ search }: { search: Record<string, string> }) {
  const { t } = useI18n();
  const attributes = Object.fromEntries(PRESETS.flatMap((name) => (search[name] ? [[name, search[name]]] : [])));
  return (
    <div className="container refill-page">
      <h1>{t('refillPage.title')}</h1>
      <p className="refill-intro">{t('refillPage.intro')}</p>
      <candle-refill-builder key={JSON.stringify(attributes)} {...attributes} />
    </div>
  );
}
