import { useI18n } from '@candleshop/ui';
import { useLocalPath } from '../local-path.js';
import { usePageMeta } from '../frame/page-meta.js';
import { useWidgetMarkup } from '../frame/widget-markup.js';

/**
 * /whitelabel/request (SPEC §2): the white-label texts around <candle-whitelabel-calculator>, which
 * prices the candles and sends the request; a link to the projects done for other brands.
 */
export function WhiteLabelRequestPage() {
  const to = useLocalPath();
  const { t } = useI18n();
  usePageMeta(t('whitelabel.pageTitle'), t('infoPage.description.whitelabel'));
  return (
    <div className="container whitelabel-page">
      <h1>{t('whitelabel.pageTitle')}</h1>
      <p className="page-intro">{t('whitelabel.pageIntro')}</p>
      <p>
        <a href={to('/whitelabel/projects')}>{t('whitelabel.projects')}</a>
      </p>
      <candle-whitelabel-calculator {...useWidgetMarkup('candle-whitelabel-calculator')} />
    </div>
  );
}
