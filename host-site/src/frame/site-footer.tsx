import { contentOperations, localizeDigits } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { publicClient } from '../api.js';
import { ContactList } from './contact/contact-list.js';
import { useLocalPath } from '../local-path.js';
import { useWidgetMarkup } from './widget-markup.js';

/** The information pages every page links to (SPEC §2), by their SPEC paths. */
export const INFO_LINKS = [
  ['/whoweare', 'siteNav.whoweare'],
  ['/ourstory', 'siteNav.ourstory'],
  ['/founder', 'siteNav.founder'],
  ['/contact', 'siteNav.contact'],
  ['/sellingpoints', 'siteNav.sellingpoints'],
  ['/events', 'siteNav.events'],
  ['/press', 'siteNav.press'],
  ['/workshops', 'siteNav.workshops'],
  // Issue 35: anyone holding a card checks its balance here.
  ['/gift-card', 'siteNav.giftCard'],
  ['/shippingprices', 'siteNav.shippingprices'],
  ['/terms', 'siteNav.terms'],
  ['/privacypolicy', 'siteNav.privacypolicy'],
] as const;

/** The bottom of every page (SPEC §2 Shared chrome): newsletter, contact, links, copyright. */
export function SiteFooter() {
  const to = useLocalPath();
  const { t, lang } = useI18n();
  const contact = useQuery(publicClient, contentOperations.ContactDetails, {}, lang);
  return (
    <footer className="site-footer">
      <div className="container footer-columns">
        <div className="footer-newsletter">
          <candle-newsletter {...useWidgetMarkup('candle-newsletter')} />
        </div>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('siteFooter.contactTitle')}</h2>
          {contact.data && <ContactList entries={contact.data.contact} className="footer-contact" />}
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">{t('siteNav.about')}</h2>
          <ul className="footer-links">
            {INFO_LINKS.map(([href, label]) => (
              <li key={href}>
                <a href={to(href)}>{t(label)}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container footer-bottom">
        <p>{t('footer.tagline')}</p>
        {/* A year is not a quantity: its digits are localised but never grouped. */}
        <p>{t('footer.copyright', { year: localizeDigits(String(new Date().getFullYear()), lang) })}</p>
      </div>
    </footer>
  );
}
