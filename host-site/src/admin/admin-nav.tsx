import { useI18n } from '@candleshop/ui';
import { useLocalPath } from '../local-path.js';
import type { AdminRoute } from './admin-section.js';

// Each part of the back office and the routes that belong to it (routes.json).
const PARTS: readonly { path: string; label: string; routes: readonly AdminRoute[]; ownerOnly?: true }[] = [
  { path: '/admin', label: 'admin.nav.dashboard', routes: ['admin'] },
  { path: '/admin/orders', label: 'admin.nav.orders', routes: ['adminOrders', 'adminOrder'] },
  { path: '/admin/requests', label: 'admin.nav.requests', routes: ['adminRequests', 'adminRequest'] },
  // Issue 28 item 1: cash sales whose customer has not confirmed in time.
  { path: '/admin/calls', label: 'admin.nav.calls', routes: ['adminCalls'] },
  { path: '/admin/workshops', label: 'admin.nav.workshops', routes: ['adminWorkshops', 'adminWorkshop'] },
  { path: '/admin/products', label: 'admin.nav.products', routes: ['adminProducts'] },
  { path: '/admin/subscribers', label: 'admin.nav.subscribers', routes: ['adminSubscribers'] },
  { path: '/admin/check-in', label: 'admin.nav.checkIn', routes: ['adminCheckIn'] },
  // Issue 28 item 2: staff run the deliveries, not only the owner.
  // Issue 35 item 3: every staff member finds cards; only the owner changes them.
  { path: '/admin/gift-cards', label: 'admin.nav.giftCards', routes: ['adminGiftCards', 'adminGiftCard'] },
  { path: '/admin/delivery-runs', label: 'admin.nav.deliveryRuns', routes: ['adminDeliveryRuns', 'adminDeliveryRun'] },
  // Issue 26: partners and what they earned are the owner's.
  { path: '/admin/partners', label: 'admin.nav.partners', routes: ['adminPartners', 'adminPartner'], ownerOnly: true },
  { path: '/admin/partner-report', label: 'admin.nav.partnerReport', routes: ['adminPartnerReport'], ownerOnly: true },
];

/** The back office's parts, the current one marked. */
export function AdminNav({ route, owner }: { route: AdminRoute; owner: boolean }) {
  const { t } = useI18n();
  const to = useLocalPath();
  return (
    <nav className="admin-nav" aria-label={t('admin.nav.label')}>
      <ul>
        {PARTS.filter((part) => owner || !part.ownerOnly).map((part) => (
          <li key={part.path}>
            <a href={to(part.path)} aria-current={part.routes.includes(route) ? 'page' : undefined}>
              {t(part.label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
