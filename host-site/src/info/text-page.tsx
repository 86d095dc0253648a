import { contentOperations } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { publicClient } from '../api.js';
import { usePageMeta } from '../frame/page-meta.js';
import { paragraphs, webUrl } from './paragraphs.js';
import { QueryStatus } from '../frame/query-status.js';

/** The information pages written as page texts (SPEC §3 Page content). */
export type TextPageType = 'whoweare' | 'ourstory' | 'founder';

/** /whoweare, /ourstory, /founder (SPEC §2): the page text of that type, with its pictures and video. */
export function TextPage({ type }: { type: TextPageType }) {
  const { t, lang } = useI18n();
  const query = useQuery(publicClient, contentOperations.PageTexts, {}, lang);
  const text = query.data?.texts.find((item) => item.type === type);
  usePageMeta(text?.title ?? t(`siteNav.${type}`), t(`infoPage.description.${type}`));
  if (!text) {
    return (
      <div className="container info-page">
        <QueryStatus error={query.data ? 'errors.notFound' : query.error} retry={query.retry} />
      </div>
    );
  }
  const video = webUrl(text.video);
  return (
    <article className="container info-page">
      <h1>{text.title}</h1>
      {text.subtitle && <p className="page-intro">{text.subtitle}</p>}
      <div className="info-layout">
        <div className="info-text">
          {paragraphs(text.description).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        {webUrl(text.image) && <img className="info-picture" src={webUrl(text.image)} alt="" width={640} height={480} />}
      </div>
      {video && (
        <section aria-labelledby="info-video">
          <h2 id="info-video">{t('infoPage.video')}</h2>
          <video className="info-video" src={video} controls preload="none" width={640} height={360} />
        </section>
      )}
      {text.images.length > 0 && (
        <section aria-labelledby="info-gallery">
          <h2 id="info-gallery">{t('infoPage.gallery')}</h2>
          <ul className="info-gallery">
            {text.images.map((image) => (
              <li key={image.id}>
                <img src={webUrl(image.url)} alt="" width={320} height={240} loading="lazy" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
