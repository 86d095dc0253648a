import { contentOperations, formatDate } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { publicClient } from '../api.js';
import { usePageMeta } from '../frame/page-meta.js';
import { paragraphs, webUrl } from './paragraphs.js';
import { QueryStatus } from '../frame/query-status.js';
import { useLocalPath } from '../local-path.js';

/** /events (SPEC §2): every event with its date, and the link to the workshops with tickets. */
export function EventsPage() {
  const to = useLocalPath();
  const { t, lang } = useI18n();
  const query = useQuery(publicClient, contentOperations.Events, {}, lang);
  usePageMeta(t('infoPage.eventsTitle'), t('infoPage.description.events'));
  const events = query.data?.events;
  return (
    <div className="container info-page">
      <h1>{t('infoPage.eventsTitle')}</h1>
      {!events ? (
        <QueryStatus error={query.error} retry={query.retry} />
      ) : events.length === 0 ? (
        <p>{t('infoPage.noEvents')}</p>
      ) : (
        <ul className="card-list">
          {events.map((event) => (
            <li key={event.id} className="info-card">
              {webUrl(event.image) && <img src={webUrl(event.image)} alt="" width={320} height={240} loading="lazy" />}
              <h2>{event.title}</h2>
              <p className="muted">
                <time dateTime={event.date}>{formatDate(new Date(event.date), lang)}</time>
              </p>
              {paragraphs(event.description).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </li>
          ))}
        </ul>
      )}
      <p>
        <a className="button" href={to('/workshops')}>
          {t('siteNav.workshops')}
        </a>
      </p>
    </div>
  );
}
