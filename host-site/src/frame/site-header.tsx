import { useI18n } from '@candleshop/ui';
import { AccountMenu } from './account-menu.js';
import { LanguageMenu } from './language-menu.js';

/** The top of every page: brand, main navigation and the language menu. */
export function SiteHeader({ route }: { route?: string }) {
  const { t } = useI18n();
  const current = (name: string) => (route === name ? 'page' : undefined);
  return (
    <header className="site-header">
      {/* SPEC §2 Shared chrome: the white-label promo and its calculate-price-and-order button. */}
      <div className="whitelabel-promo">
        <div className="container">
          <span>{t('whitelabel.promo')}</span>
          <a className="promo-button" href="/whitelabel/request" aria-current={current('whiteLabelRequest')}>
            {t('whitelabel.promoButton')}
          </a>
        </div>
      </div>
      <div className="container">
        <a className="brand" href="/">
          {t('brand')}
        </a>
        <nav className="site-nav" aria-label={t('nav.main')}>
          <ul>
            <li>
              <a href="/" aria-current={current('home')}>
                {t('nav.home')}
              </a>
            </li>
            <li>
              <a href="/shop" aria-current={current('shop')}>
                {t('nav.shop')}
              </a>
            </li>
            <li>
              <a href="/refill" aria-current={current('refill')}>
                {t('nav.refill')}
              </a>
            </li>
            <li>
              <a href="/workshops" aria-current={current('workshops')}>
                {t('workshopsPage.nav')}
              </a>
            </li>
          </ul>
        </nav>
        <LanguageMenu />
        {/* SPEC §2 Shared chrome: the cart icon with its badge; the drawer is the SDK's widget. */}
        <candle-cart-drawer className="header-cart" />
        <AccountMenu />
      </div>
    </header>
  );
}
