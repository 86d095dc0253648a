import { formatDate } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { useLocalPath } from '../local-path.js';

/** What a link needs of a workshop. */
export interface LinkedWorkshop {
  id: string;
  title: string;
  date: string;
}

/**
 * The upcoming workshops as links to their own pages (issue 27 item 5), rendered with /workshops
 * on the server: the ticket widget lists them in its shadow root, where a crawler following the
 * site's links does not look, so without these each workshop's page were reached from the sitemap only.
 */
export function WorkshopLinks({ workshops }: { workshops: readonly LinkedWorkshop[] }) {
  const { t, lang } = useI18n();
  const to = useLocalPath();
  if (!workshops.length) return null;
  return (
    <nav className="workshop-links" aria-labelledby="workshop-links-title">
      <h2 id="workshop-links-title">{t('workshopsPage.pages')}</h2>
      <ul>
        {workshops.map((workshop) => (
          <li key={workshop.id}>
            <a href={to(`/workshops/${workshop.id}`)}>{t('workshopsPage.pageLink', { title: workshop.title, date: formatDate(new Date(workshop.date), lang) })}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
