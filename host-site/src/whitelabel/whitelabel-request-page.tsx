import { useI18n } from '@candleshop/ui';

/**
 * /whitelabel/request (SPEC §2): the white-label texts around <candle-whitelabel-calculator>, which
 * prices the candles and sends the request; a link to the projects done for other brands.
 */
export function WhiteLabelRequestPage() {
  const { t } = useI18n();
  return (
    <div className="container whitelabel-page">
      <h1>{t('whitelabel.pageTitle')}</h1>
      <p className="page-intro">{t('whitelabel.pageIntro')}</p>
      <p>
        <a href="/whitelabel/projects">{t('whitelabel.projects')}</a>
      </p>
      <candle-whitelabel-calculator />
    </div>
  );
}
