import { contentOperations, formatDate } from '@candleshop/core';
import { Pagination, useI18n, useQuery } from '@candleshop/ui';
import { publicClient } from '../api.js';
import { usePageMeta } from '../frame/page-meta.js';
import { paragraphs, webUrl } from './paragraphs.js';
import { QueryStatus } from '../frame/query-status.js';
import { useLocalPath, openPath } from '../local-path.js';

/** SPEC §9: news comes 6 a page. */
export const NEWS_PAGE_SIZE = 6;

const pageOf = (search: Record<string, string>) => Math.max(1, Number.parseInt(search.page ?? '1', 10) || 1);
const pressPath = (page: number) => (page > 1 ? `/press?page=${page}` : '/press');

/** /press?page= (SPEC §2): news, newest first, 6 a page, each linking to /press/{id}. */
export function PressPage({ search }: { search: Record<string, string> }) {
  const to = useLocalPath();
  const { t, lang } = useI18n();
  const page = pageOf(search);
  const query = useQuery(publicClient, contentOperations.NewsList, { page, first: NEWS_PAGE_SIZE }, lang);
  usePageMeta(t('infoPage.pressTitle'), t('infoPage.description.press'));
  const news = query.data?.allNews;
  return (
    <div className="container info-page">
      <h1>{t('infoPage.pressTitle')}</h1>
      {!news ? (
        <QueryStatus error={query.error} retry={query.retry} />
      ) : (
        <>
          <ul className="card-list">
            {news.data.map((item) => (
              <li key={item.id} className="info-card">
                <img src={webUrl(item.image)} alt="" width={320} height={240} loading="lazy" />
                <h2>
                  <a href={to(`/press/${encodeURIComponent(item.id)}`)}>{item.title}</a>
                </h2>
                <p className="muted">
                  <time dateTime={item.date}>{formatDate(new Date(item.date), lang)}</time>
                </p>
                <p className="excerpt">{paragraphs(item.description)[0]}</p>
              </li>
            ))}
          </ul>
          <Pagination current={news.paginatorInfo.currentPage} pages={news.paginatorInfo.lastPage} href={(next) => to(pressPath(next))} onPage={(next) => openPath(pressPath(next))} />
        </>
      )}
    </div>
  );
}

/** /press/{id} (SPEC §2): one news item with its pictures. */
export function PressItemPage({ id }: { id: string }) {
  const to = useLocalPath();
  const { t, lang } = useI18n();
  const query = useQuery(publicClient, contentOperations.NewsDetails, { id }, lang);
  const item = query.data?.news;
  usePageMeta(item?.title ?? t('infoPage.pressTitle'), item ? paragraphs(item.description)[0]?.slice(0, 160) : t('infoPage.description.press'));
  return (
    <article className="container narrow info-page">
      <p>
        <a href={to('/press')}>{t('infoPage.backToPress')}</a>
      </p>
      {!item ? (
        <QueryStatus error={query.error} retry={query.retry} />
      ) : (
        <>
          <h1>{item.title}</h1>
          <p className="muted">
            <time dateTime={item.date}>{formatDate(new Date(item.date), lang)}</time>
          </p>
          <img className="info-picture" src={webUrl(item.image)} alt="" width={640} height={480} />
          {paragraphs(item.description).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          {item.images.length > 0 && (
            <ul className="info-gallery" aria-label={t('infoPage.gallery')}>
              {item.images.map((image) => (
                <li key={image.id}>
                  <img src={webUrl(image.url)} alt="" width={320} height={240} loading="lazy" />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </article>
  );
}
