import { useI18n } from '@candleshop/ui';

/** SPEC §2: any other path shows this page with a go-home button (message pageNotFound). */
export function NotFoundPage() {
  const { t } = useI18n();
  return (
    <div className="container not-found">
      <h1>{t('pageNotFound')}</h1>
      <p>{t('notFound.text')}</p>
      <a className="button" href="/">
        {t('notFound.goHome')}
      </a>
    </div>
  );
}
