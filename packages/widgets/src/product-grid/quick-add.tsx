import { useEffect, useState, type ComponentType } from 'react';
import { useI18n } from '@candleshop/ui';
import type { QuickAddBodyOptions } from './quick-add-body.js';

// The choice, its texts and the cart's code are downloaded on the first press of a card's Add to
// cart, so a page that only lists products carries none of them (DESIGN §6 budgets; the pattern of
// workshop-tickets/lazy-parts.tsx: progress while it comes, a retry if it fails). They come through
// the cart drawer's entry, whose cart code they share (cart-drawer/define.ts says why).
const load = () => import('../cart-drawer/define.js').then((drawer) => drawer.quickAdd()).then((module) => module.QuickAddBody);

/** The quick add's content in its dialog, once downloaded; until then a progress line, or a retry. */
export function QuickAdd(props: QuickAddBodyOptions) {
  const { t } = useI18n();
  const [attempt, setAttempt] = useState(0);
  const [{ Body, failed }, setState] = useState<{ Body?: ComponentType<QuickAddBodyOptions>; failed?: true }>({});
  useEffect(() => {
    let live = true;
    load().then(
      (Body) => live && setState({ Body }),
      () => live && setState({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  if (Body) return <Body {...props} />;
  return (
    <p role={failed ? 'alert' : 'status'} aria-busy={!failed}>
      {t(failed ? 'errors.network' : 'common.loading')}{' '}
      {failed && (
        <button
          type="button"
          className="button secondary"
          onClick={() => {
            setState({});
            setAttempt(attempt + 1);
          }}
        >
          {t('common.retry')}
        </button>
      )}
    </p>
  );
}
