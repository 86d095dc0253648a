import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useI18n } from '@candleshop/ui';
import { LoadFailure } from './frame/query-status.js';

/** SPEC §9: a page's code that has not arrived after 120 seconds counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

function withTimeout<T>(loading: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`candleshop: a page's code did not arrive within ${ms} ms`)), ms);
    loading.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * A page whose code is its own download, fetched when the page is first opened (issue 14: the
 * account and checkout pages are not downloaded on / or /shop).
 * @example const CartPage = lazyPage(() => import('./pages/cart-page.js').then((m) => m.CartPage));
 */
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(() => withTimeout(load(), CHUNK_TIMEOUT_MS).then((page) => ({ default: page })));
}

function PageLoading() {
  const { t } = useI18n();
  return (
    <p className="container notice" role="status" aria-busy="true">
      {t('common.loading')}
    </p>
  );
}

// A lazy import that failed stays failed for React: trying again is loading the address again.
class PageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? (
      <div className="container">
        <LoadFailure error="errors.network" retry={() => location.reload()} />
      </div>
    ) : (
      this.props.children
    );
  }
}

/** Shows a page that may still be arriving: loading, then the page, or a failure with a retry. */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <PageBoundary>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </PageBoundary>
  );
}
