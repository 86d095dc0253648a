import { localizeDigits } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';

/** A tier as the form holds it: numbers as typed. */
export interface TierDraft {
  id?: string;
  min: string;
  max: string;
  price: string;
  soldout: boolean;
  /** Tickets sold in it: a tier with tickets cannot be removed, only closed. */
  sold: number;
}

/**
 * A workshop's ticket tiers: people from–to at a price per person, open or closed. With
 * `pricesLocked` (the staff role, SECURITY-REVIEW L14) ranges and prices are read-only and no tier
 * can be added; closing one still can.
 */
export function TiersEditor({ tiers, onChange, pricesLocked = false }: { tiers: readonly TierDraft[]; onChange: (tiers: TierDraft[]) => void; pricesLocked?: boolean }) {
  const { t, lang } = useI18n();
  const change = (index: number, patch: Partial<TierDraft>) => onChange(tiers.map((tier, at) => (at === index ? { ...tier, ...patch } : tier)));
  const digitsOnly = (value: string) => value.replace(/\D/g, '');
  return (
    <fieldset className="admin-tiers">
      <legend>{t('admin.tiers.title')}</legend>
      {pricesLocked ? <p className="muted">{t('admin.tiers.ownerOnly')}</p> : null}
      {tiers.map((tier, index) => {
        const name = t('admin.tiers.tier', { number: localizeDigits(String(index + 1), lang) });
        return (
          <div className="admin-row" key={tier.id ?? `new-${index}`} role="group" aria-label={name}>
            <div className="field">
              <label htmlFor={`tier-${index}-min`}>{t('admin.tiers.min')}</label>
              <input id={`tier-${index}-min`} inputMode="numeric" readOnly={pricesLocked} value={tier.min} onChange={(event) => change(index, { min: digitsOnly(event.currentTarget.value) })} />
            </div>
            <div className="field">
              <label htmlFor={`tier-${index}-max`}>{t('admin.tiers.max')}</label>
              <input id={`tier-${index}-max`} inputMode="numeric" readOnly={pricesLocked} value={tier.max} onChange={(event) => change(index, { max: digitsOnly(event.currentTarget.value) })} />
            </div>
            <div className="field">
              <label htmlFor={`tier-${index}-price`}>{t('admin.tiers.price')}</label>
              <input id={`tier-${index}-price`} inputMode="numeric" readOnly={pricesLocked} value={tier.price} onChange={(event) => change(index, { price: digitsOnly(event.currentTarget.value) })} />
            </div>
            <label className="checkbox">
              <input type="checkbox" checked={tier.soldout} onChange={(event) => change(index, { soldout: event.currentTarget.checked })} />
              {t('admin.tiers.closed')}
            </label>
            {tier.sold > 0 ? (
              <p className="muted">{t('admin.tiers.sold', { count: tier.sold, sold: localizeDigits(String(tier.sold), lang) })}</p>
            ) : (
              <button type="button" className="link-button" onClick={() => onChange(tiers.filter((_, at) => at !== index))} aria-label={t('admin.tiers.remove', { tier: name })}>
                {t('admin.tiers.removeShort')}
              </button>
            )}
          </div>
        );
      })}
      {pricesLocked ? null : (
        <button type="button" className="button button-secondary" onClick={() => onChange([...tiers, { min: '1', max: '1', price: '', soldout: false, sold: 0 }])}>
          {t('admin.tiers.add')}
        </button>
      )}
    </fieldset>
  );
}
