import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { $lang } from '@candleshop/core';
import { I18nProvider, useMessages } from '@candleshop/ui';
import { $router } from './router.js';
import { SiteHeader } from './frame/site-header.js';
import { SiteFooter } from './frame/site-footer.js';
import { HomePage } from './pages/home-page.js';
import { ShopPage } from './pages/shop-page.js';
import { NotFoundPage } from './pages/not-found-page.js';
import { CheckoutPage } from './pages/checkout-page.js';
import { PaymentResultPage } from './pages/payment-result-page.js';
import { FibPaymentPage } from './pages/fib-payment-page.js';
import { OrderPage } from './pages/order-page.js';

/** The storefront: the page frame around the current route. */
export function App() {
  const lang = useStore($lang);
  const page = useStore($router);
  const { i18n, failed, retry } = useMessages(lang);
  useScrollOnRouteChange(page?.route);

  useEffect(() => {
    if (!i18n) return;
    document.documentElement.lang = i18n.lang;
    document.documentElement.dir = i18n.dir;
  }, [i18n]);

  if (!i18n) {
    return failed ? (
      <p className="boot" role="alert">
        <button type="button" className="button" onClick={retry}>
          ↻ Try again
        </button>
      </p>
    ) : (
      <p className="boot" role="status">
        …
      </p>
    );
  }
  return (
    <I18nProvider value={i18n}>
      <a className="skip-link" href="#main">
        {i18n.t('nav.skip')}
      </a>
      <SiteHeader route={page?.route} />
      <main id="main" tabIndex={-1}>
        <Page page={page} />
      </main>
      <SiteFooter />
    </I18nProvider>
  );
}

function Page({ page }: { page: ReturnType<typeof $router.get> }) {
  switch (page?.route) {
    case 'home':
      return <HomePage />;
    case 'shop':
      return <ShopPage search={page.search} />;
    case 'checkout':
      return <CheckoutPage search={page.search} />;
    case 'paymentSuccess':
      return <PaymentResultPage outcome="success" search={page.search} />;
    case 'paymentFail':
      return <PaymentResultPage outcome="fail" search={page.search} />;
    case 'fibPaymentDetails':
      return <FibPaymentPage search={page.search} />;
    case 'orderDetails': {
      // routes.json is read as plain strings, so the router cannot type the :id parameter.
      const { id } = page.params as { id: string };
      return <OrderPage key={id} id={id} search={page.search} />;
    }
    default:
      return <NotFoundPage />;
  }
}

// SPEC §2: navigation scrolls to the top, except between pages of the same route (a shop filter).
function useScrollOnRouteChange(route: string | undefined) {
  const previous = useRef(route);
  useEffect(() => {
    if (previous.current !== route) window.scrollTo(0, 0);
    previous.current = route;
  }, [route]);
}
