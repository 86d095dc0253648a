import type { ComponentType } from 'react';
import { useI18n } from '@candleshop/ui';
import { useLazy } from '../internal/use-lazy.js';

/** A part downloaded when first shown: the tickets' loading text, then a retry if the download failed. */
export function Lazy<P extends object>({ load, props }: { load: () => Promise<ComponentType<P>>; props: P }) {
  const { t } = useI18n();
  const { Component, failed, retry } = useLazy(load);
  if (Component) return <Component {...props} />;
  if (!failed)
    return (
      <p className="muted" aria-busy="true">
        {t('tickets.loading')}
      </p>
    );
  return (
    <p className="alert fail" role="alert">
      {t('errors.network')}{' '}
      <button type="button" className="button secondary" onClick={retry}>
        {t('tickets.retry')}
      </button>
    </p>
  );
}
