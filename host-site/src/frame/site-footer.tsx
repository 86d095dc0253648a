import { localizeDigits } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';

/** The bottom of every page. */
export function SiteFooter() {
  const { t, lang } = useI18n();
  return (
    <footer className="site-footer">
      <div className="container">
        <p>{t('footer.tagline')}</p>
        {/* A year is not a quantity: its digits are localised but never grouped. */}
        <p>{t('footer.copyright', { year: localizeDigits(String(new Date().getFullYear()), lang) })}</p>
      </div>
    </footer>
  );
}
