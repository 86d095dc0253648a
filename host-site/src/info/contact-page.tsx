import { contentOperations } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { publicClient } from '../api.js';
import { ContactList } from '../frame/contact/contact-list.js';
import { SocialLinks } from '../frame/contact/social-links.js';
import { usePageMeta } from '../frame/page-meta.js';
import { QueryStatus } from '../frame/query-status.js';
import { useLocalPath } from '../local-path.js';

/** /contact (SPEC §2 Screen behaviour: Contact): email, phone, address, social links, where to buy. */
export function ContactPage() {
  const to = useLocalPath();
  const { t, lang } = useI18n();
  const query = useQuery(publicClient, contentOperations.ContactDetails, {}, lang);
  usePageMeta(t('infoPage.contactTitle'), t('infoPage.description.contact'));
  return (
    <div className="container narrow info-page">
      <h1>{t('infoPage.contactTitle')}</h1>
      <p className="page-intro">{t('infoPage.contactIntro')}</p>
      {query.data ? (
        <>
          <ContactList entries={query.data.contact} className="contact-list" />
          <h2>{t('infoPage.follow')}</h2>
          <SocialLinks links={query.data.socialMedia} labelled />
        </>
      ) : (
        <QueryStatus error={query.error} retry={query.retry} />
      )}
      <ul className="link-list">
        <li>
          <a href={to('/sellingpoints/onlinesellingpoints')}>{t('infoPage.buyOnline')}</a>
        </li>
        <li>
          <a href={to('/sellingpoints/sellingsites')}>{t('infoPage.buyInShops')}</a>
        </li>
      </ul>
    </div>
  );
}
