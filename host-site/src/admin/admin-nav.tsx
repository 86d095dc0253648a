import { useEffect, useState } from 'react';
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
  // Issue 37 item 1: the refills the customers' plans make in the next 30 days.
  { path: '/admin/plan-cycles', label: 'adminPlans.nav', routes: ['adminPlanCycles'] },
  { path: '/admin/workshops', label: 'admin.nav.workshops', routes: ['adminWorkshops', 'adminWorkshop'] },
  { path: '/admin/products', label: 'admin.nav.products', routes: ['adminProducts'] },
  { path: '/admin/subscribers', label: 'admin.nav.subscribers', routes: ['adminSubscribers'] },
  { path: '/admin/check-in', label: 'admin.nav.checkIn', routes: ['adminCheckIn'] },
  // Issue 28 item 2: staff run the deliveries, not only the owner.
  // Issue 35 item 3: every staff member finds cards; only the owner changes them.
  { path: '/admin/gift-cards', label: 'admin.nav.giftCards', routes: ['adminGiftCards', 'adminGiftCard'] },
  { path: '/admin/delivery-runs', label: 'admin.nav.deliveryRuns', routes: ['adminDeliveryRuns', 'adminDeliveryRun'] },
  // Issue 36: the couriers runs name, a list the owner keeps (staff read it).
  { path: '/admin/couriers', label: 'admin.nav.couriers', routes: ['adminCouriers', 'adminCourier'] },
  // Issue 26: partners and what they earned are the owner's.
  { path: '/admin/partners', label: 'admin.nav.partners', routes: ['adminPartners', 'adminPartner'], ownerOnly: true },
  { path: '/admin/partner-report', label: 'admin.nav.partnerReport', routes: ['adminPartnerReport'], ownerOnly: true },
  // Issue 35 item 4: what the shop gives away is the owner's (right money).
  { path: '/admin/promotions', label: 'admin.nav.promotions', routes: ['adminPromotions'], ownerOnly: true },
];

/**
 * The back office's parts, the current one marked: a row of parts on a wide screen; on a phone a
 * menu button under which they open (issue 36 item 5: the row scrolled sideways). The stylesheet
 * shows the button and hides the closed list at a phone's width only.
 */
export function AdminNav({ route, owner }: { route: AdminRoute; owner: boolean }) {
  const { t } = useI18n();
  const to = useLocalPath();
  const [open, setOpen] = useState(false);
  // Closed again on every move to another part.
  useEffect(() => setOpen(false), [route]);
  const parts = PARTS.filter((part) => owner || !part.ownerOnly);
  const current = parts.find((part) => part.routes.includes(route));
  return (
    <nav className="admin-nav" aria-label={t('admin.nav.label')} data-open={open || undefined}>
      <button type="button" className="admin-menu-button" aria-expanded={open} aria-controls="admin-parts" onClick={() => setOpen(!open)}>
        {t('admin.nav.menu')}
        {current ? <span className="admin-menu-current">{t(current.label)}</span> : null}
      </button>
      <ul id="admin-parts">
        {parts.map((part) => (
          <li key={part.path}>
            <a href={to(part.path)} aria-current={part === current ? 'page' : undefined}>
              {t(part.label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
