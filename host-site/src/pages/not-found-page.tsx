import { useI18n } from '@candleshop/ui';
import { useLocalPath } from '../local-path.js';
import { usePageMeta, usePageStatus } from '../frame/page-meta.js';

/** SPEC §2: any other path shows this page with a go-home button (message pageNotFound). */
export function NotFoundPage() {
  const to = useLocalPath();
  const { t } = useI18n();
  usePageStatus(404);
  usePageMeta(t('pageNotFound'), t('notFound.text'));
  return (
    <div className="container not-found">
      <h1>{t('pageNotFound')}</h1>
      <p>{t('notFound.text')}</p>
      <a className="button" href={to('/')}>
        {t('notFound.goHome')}
      </a>
    </div>
  );
}
