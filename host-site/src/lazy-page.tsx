import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { withChunkTimeout } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { LoadFailure } from './frame/query-status.js';

/**
 * A page whose code is its own download, fetched when the page is first opened (issue 14: the
 * account and checkout pages are not downloaded on / or /shop).
 * @example const CartPage = lazyPage(() => import('./pages/cart-page.js').then((m) => m.CartPage));
 */
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(() => withChunkTimeout(load(), "a page's code").then((page) => ({ default: page })));
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
