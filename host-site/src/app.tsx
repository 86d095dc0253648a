import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $lang, RETRY_TEXT, textDirection } from '@candleshop/core';
import { I18nProvider, useMessages } from '@candleshop/ui';
import { $router } from './router.js';
import { session } from './account/session.js';
import { useGuard } from './account/use-guard.js';
import { PageForRoute } from './page-for-route.js';
import { FeedbackMessage } from './frame/notices/feedback-message.js';
import { ShopFrame } from './frame/shop-frame.js';
import { isAdminRoute } from './admin/admin-routes.js';
import { keepsScroll, type ScrollStop } from './frame/scroll-rule.js';
import { StartupOverlay } from './frame/notices/startup-overlay.js';
import { useLanguageUrl } from './frame/use-language-url.js';
import { useCartHandoff } from './frame/use-cart-handoff.js';
import { pageMessageAreas } from './frame/page-messages.js';

/** The storefront: the page frame around the current route (the shop's, or the back office's own). */
export function App({ prerendered = false }: { prerendered?: boolean }) {
  const lang = useStore($lang);
  const page = useStore($router);
  // Each page loads the texts it shows (issue 38); one whose texts are on their way waits, and the
  // page before it stays, rather than showing their keys.
  const { i18n, failed, retry, current } = useMessages(lang, pageMessageAreas(page));
  // React's way of keeping something from an earlier render: state set while rendering (a ref
  // written during render is not safe under concurrent rendering).
  const [shown, setShown] = useState(page);
  if (current && shown !== page) setShown(page);
  useScrollOnRouteChange(page?.route, page?.path);
  // SPEC §4 Start-up: the user is fetched once; a failed fetch is ignored (the overlay waits on the same call).
  useEffect(() => void session.start(), []);
  useCartHandoff();
  useLanguageUrl(page?.path);
  const allowed = useGuard(page ? `${page.path}${searchOf(page.search)}` : undefined);

  useEffect(() => {
    if (!i18n) return;
    document.documentElement.lang = i18n.lang;
    document.documentElement.dir = i18n.dir;
    // The app has taken the page over: its buttons and forms answer from now on.
    document.documentElement.dataset.hydrated = '';
  }, [i18n]);

  if (!i18n) {
    return failed ? (
      <p className="boot" role="alert" dir={textDirection(lang)} lang={lang}>
        <button type="button" className="button" onClick={retry}>
          ↻ {RETRY_TEXT[lang]}
        </button>
      </p>
    ) : (
      <p className="boot" role="status">
        …
      </p>
    );
  }
  const content = allowed ? (
    <PageForRoute page={shown} />
  ) : (
    <p className="notice" role="status">
      {i18n.t('common.loading')}
    </p>
  );
  return (
    <I18nProvider value={i18n}>
      <a className="skip-link" href="#main">
        {i18n.t('nav.skip')}
      </a>
      {/* The frame is chosen here, for every route: the back office's pages draw their own
          (admin/admin-frame.tsx, in the back office's own download), with none of the shop's chrome. */}
      {!isAdminRoute(page?.route) ? (
        <ShopFrame route={page?.route}>{content}</ShopFrame>
      ) : allowed ? (
        content
      ) : (
        <main id="main" tabIndex={-1}>
          {content}
        </main>
      )}
      <FeedbackMessage />
      {/* SPEC §4 Start-up: the overlay stays until the shop's first data and the user are loaded. */}
      <StartupOverlay lang={i18n.lang} label={i18n.t('startup.loading')} prerendered={prerendered} />
    </I18nProvider>
  );
}

const searchOf = (search: Record<string, string>) => {
  const query = new URLSearchParams(search).toString();
  return query ? `?${query}` : '';
};

// SPEC §2: navigation scrolls to the top, except where the Navigation guard keeps the position.
function useScrollOnRouteChange(route: string | undefined, path: string | undefined) {
  const previous = useRef<ScrollStop>({ route, path });
  useEffect(() => {
    const to = { route, path };
    if (previous.current.path !== path && !keepsScroll(previous.current, to)) window.scrollTo(0, 0);
    previous.current = to;
  }, [route, path]);
}
