import type { ReactNode } from 'react';
import { isRetryableMessage } from '@candleshop/core';
import type { QueryState } from '@candleshop/ui';
import { RetryNotice, useI18n } from '@candleshop/ui';
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
  if (!query.data) return <RetryNotice message={failed ?? query.error ?? 'errors.unexpected'} onRetry={query.retry} />;
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

/** A row's facts as a description list: each a label and its value. */
export function FactList({ facts }: { facts: readonly (readonly [ReactNode, ReactNode])[] }) {
  return (
    <dl>
      {facts.map(([label, value], index) => (
        <div key={index}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One of the customer's records (an order, a ticket, a request) that is not there: loading, or
 * the 404 heading with `notFound`, or the failure with a retry when trying again may help.
 */
export function RecordStatus({ query, loading = 'common.loading', notFound }: { query: QueryState<unknown>; loading?: string; notFound: string }) {
  const { t } = useI18n();
  if (query.loading) {
    return (
      <div className="container" aria-busy="true">
        <p role="status">{t(loading)}</p>
      </div>
    );
  }
  const retryable = isRetryableMessage(query.error);
  return (
    <div className="container result-page">
      <h1>{t('pageNotFound')}</h1>
      <p role="alert">{t(retryable ? query.error! : notFound)}</p>
      {retryable && (
        <button type="button" className="button" onClick={query.retry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}
