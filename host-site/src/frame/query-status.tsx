import { useI18n } from '@candleshop/ui';
import { NotFoundPage } from '../pages/not-found-page.js';

/**
 * What a page shows while its content is not there: loading, a failure with a retry (never a
 * blank), or the 404 heading for content that does not exist.
 */
export function QueryStatus({ error, retry }: { error?: string; retry: () => void }) {
  const { t } = useI18n();
  if (!error) {
    return (
      <p role="status" aria-busy="true">
        {t('common.loading')}
      </p>
    );
  }
  if (error === 'errors.notFound') return <NotFoundPage />;
  return <LoadFailure error={error} retry={retry} />;
}

/** Content that could not load: the message and a retry, never a blank. */
export function LoadFailure({ error, retry }: { error: string; retry: () => void }) {
  const { t } = useI18n();
  return (
    <div className="notice" role="alert">
      <p>{t(error)}</p>
      <button type="button" className="button" onClick={retry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
