import type { ReactNode } from 'react';
import { SiteHeader } from './header/site-header.js';
import { SiteFooter } from './site-footer.js';
import { PendingBanner } from './notices/pending-banner.js';
import { PhonePopup } from './notices/phone-popup.js';

/**
 * The storefront's frame around a page (SPEC §2 Shared chrome): the header with the white-label
 * promo, the shop menu and the cart, the pending-account banner, the footer and the phone popup.
 */
export function ShopFrame({ route, children }: { route?: string; children: ReactNode }) {
  return (
    <>
      <SiteHeader route={route} />
      <PendingBanner />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <PhonePopup />
    </>
  );
}
