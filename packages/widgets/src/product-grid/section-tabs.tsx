import { SECTIONS, type Section } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';

/** Options of {@link SectionTabs}. */
export interface SectionTabsOptions {
  section: Section;
  storefront: string;
  onSection: (section: Section) => void;
  /** The pointer rests on, or focus reaches, a tab not on show: its products may be fetched ahead. */
  onIntent?: (section: Section) => void;
}

/** SPEC §2 Shop: tabs All, Accessories, Candles, Gift sets, Gift cards, and two more offers. */
export function SectionTabs({ section, storefront, onSection, onIntent }: SectionTabsOptions) {
  const { t } = useI18n();
  return (
    <nav className="tabs" part="tabs" aria-label={t('shop.sections')}>
      <ul>
        {(Object.keys(SECTIONS) as Section[]).map((name) => (
          <li key={name}>
            <button type="button" className="tab" part="tab" aria-pressed={name === section} onClick={() => onSection(name)} onPointerEnter={() => onIntent?.(name)} onFocus={() => onIntent?.(name)}>
              {t(`shop.tabs.${name}`)}
            </button>
          </li>
        ))}
        <li>
          <a className="tab tab-link" part="tab-link" href={`${storefront}/personalized-candles`}>
            {t('shop.personalized')}
          </a>
        </li>
        <li>
          <a className="tab tab-link" part="tab-link" href={`${storefront}/giftsubscription`}>
            {t('shop.giftSubscription')}
          </a>
        </li>
      </ul>
    </nav>
  );
}
