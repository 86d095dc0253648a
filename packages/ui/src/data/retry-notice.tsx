import { useI18n } from '../i18n/i18n-context.js';

/** Options of {@link RetryNotice}. */
export interface RetryNoticeOptions {
  /** The message key of what could not load. */
  message: string;
  onRetry: () => void;
  className?: string;
}

/**
 * Something that could not load, in a line: its message and a retry, never a blank. Pages and
 * widgets show every failed read with it (or `useQuery`'s `error` as `message`).
 * @example <RetryNotice message="checkoutForm.loadFailed" onRetry={cities.retry} />
 */
export function RetryNotice({ message, onRetry, className = 'notice' }: RetryNoticeOptions) {
  const { t } = useI18n();
  return (
    <p className={className} role="alert">
      {t(message)}{' '}
      <button type="button" className="link-button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </p>
  );
}

/**
 * A retry of several reads at once, for one {@link RetryNotice} over them.
 * @example <RetryNotice message="checkoutForm.loadFailed" onRetry={retryAll(cities, points)} />
 */
export const retryAll =
  (...reads: readonly { retry: () => void }[]) =>
  (): void => {
    for (const read of reads) read.retry();
  };
