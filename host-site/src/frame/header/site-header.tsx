import { contentOperations } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { publicClient } from '../../api.js';
import { AccountMenu } from './account-menu.js';
import { LanguageMenu } from './language-menu.js';
import { MobileMenu } from './mobile-menu.js';
import { ShopMenu } from './shop-menu.js';
import { SocialLinks } from '../contact/social-links.js';
import { useLocalPath } from '../../local-path.js';
import { useWidgetMarkup } from '../widget-markup.js';

/** The main links, in the header on wide screens and in the hamburger menu on narrow ones. */
function MainLinks({ current, onNavigate }: { current: (name: string) => 'page' | undefined; onNavigate?: () => void }) {
  const to = useLocalPath();
  const { t } = useI18n();
  return (
    <ul className="main-links">
      <li>
        <a href={to('/')} aria-current={current('home')}>
          {t('nav.home')}
        </a>
      </li>
      {/* Issue 24 item 5: one "Shop": the menu's first link is the whole shop. */}
      <li>
        <ShopMenu current={current('shop')} onNavigate={onNavigate} />
      </li>
      <li>
        <a href={to('/refill')} aria-current={current('refill')}>
          {t('nav.refill')}
        </a>
      </li>
      <li>
        <a href={to('/workshops')} aria-current={current('workshops')}>
          {t('siteNav.workshops')}
        </a>
      </li>
    </ul>
  );
}

/** The top of every page (SPEC §2 Shared chrome). */
export function SiteHeader({ route }: { route?: string }) {
  const to = useLocalPath();
  const { t, lang } = useI18n();
  const current = (name: string) => (route === name ? 'page' : undefined);
  const contact = useQuery(publicClient, contentOperations.ContactDetails, {}, lang);
  return (
    <header className="site-header">
      {/* SPEC §2 Shared chrome: the white-label promo and its calculate-price-and-order button. */}
      <div className="whitelabel-promo">
        <div className="container">
          <span>{t('siteNav.whitelabelPromo')}</span>
          <a className="promo-button" href={to('/whitelabel/request')} aria-current={current('whiteLabelRequest')}>
            {t('siteNav.whitelabelPromoButton')}
          </a>
          {contact.data && <SocialLinks links={contact.data.socialMedia} />}
        </div>
      </div>
      <div className="container header-bar">
        <MobileMenu>
          {(close) => (
            <nav aria-label={t('nav.main')}>
              <MainLinks current={current} onNavigate={close} />
              <LanguageMenu />
              {contact.data && <SocialLinks links={contact.data.socialMedia} />}
            </nav>
          )}
        </MobileMenu>
        <a className="brand" href={to('/')}>
          {t('brand')}
        </a>
        <nav className="site-nav desktop-only" aria-label={t('nav.main')}>
          <MainLinks current={current} />
        </nav>
        <a className="search-link" href={to('/search')} aria-current={current('search')}>
          <span aria-hidden="true">⌕</span>
          <span className="visually-hidden">{t('siteNav.search')}</span>
        </a>
        <div className="desktop-only">
          <LanguageMenu />
        </div>
        {/* SPEC §2 Shared chrome: the cart icon with its badge; the drawer is the SDK's widget. */}
        <candle-cart-drawer className="header-cart" {...useWidgetMarkup('candle-cart-drawer')} />
        <AccountMenu />
      </div>
    </header>
  );
}
