import type { ReactNode } from 'react';
import type { QueryState } from '@candleshop/ui';
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

/** Options of {@link QueryList}. */
export interface QueryListOptions<Data, Item> {
  query: QueryState<Data>;
  /** The list in the answer. */
  items: (data: Data) => readonly Item[];
  /** The message key for an empty list. */
  empty: string;
  /** The list's own failure message; the query's message when not given. */
  failed?: string;
  children: (items: readonly Item[]) => ReactNode;
}

/**
 * A list of the signed-in customer's (orders, tickets, requests…): loading, a failure with a
 * retry, the empty message, or the list; the account pages' one frame for them.
 */
export function QueryList<Data, Item>({ query, items, empty, failed, children }: QueryListOptions<Data, Item>) {
  const { t } = useI18n();
  if (query.loading) {
    return (
      <p className="notice" role="status">
        {t('accountPages.loading')}
      </p>
    );
  }
  if (!query.data) {
    return (
      <p className="notice" role="alert">
        {t(failed ?? query.error ?? 'errors.unexpected')}{' '}
        <button type="button" className="link-button" onClick={query.retry}>
          {t('common.retry')}
        </button>
      </p>
    );
  }
  const list = items(query.data);
  return list.length ? children(list) : <p className="notice">{t(empty)}</p>;
}

/** A titled block of the account page holding one {@link QueryList}. */
export function HistorySection({ id, title, className = 'ticket-history', children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section className={className} aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}
