// Test helpers of the back office: a signed-in staff member, its fixtures, and a page rendered behind the gate.
import type { Lang } from '@candleshop/core';
import { cashOrderFacts, network, renderIn } from '../test-support.js';
import { AdminPage, type AdminPageOptions } from './admin-page.js';

/** The `adminMe` answer of a staff member, past the second factor or not. */
export const staff = (verified: boolean, role = 'owner') => ({ data: { adminMe: { name: 'Shler', email: 'owner@example.com', role, verified, recoveryCodesLeft: 10 } } });

/** A list's answer: the items on one page. */
export const onePage = <T,>(items: T[]) => ({ items, pageInfo: { current: 1, pages: 1, total: items.length } });

/** The customer of the fixtures. */
export const customer = { name: 'Sara', email: 'sara@example.com', phone: '07701234567', lang: 'ar', guest: false };

/** One change of the audit log. */
export const auditEntry = { id: '1', date: '2026-11-24T09:00:00Z', staff: 'owner@example.com', action: 'move', address: '10.0.0.1', before: '{"status":"pending"}', after: '{"status":"accepted"}', note: 'called her' };

/** The `adminOrder` answer of order 42 (cash, accepted, not paid). */
export const adminOrder = {
  version: 3,
  moves: ['being prepared', 'cancelled'],
  refundsDue: [] as { amount: number; provider: string; transaction: string; date?: string }[],
  refunds: { received: 0, refunded: 0, refundable: 0, items: [] as unknown[] },
  customer,
  audit: [auditEntry],
  order: {
    id: '42',
    uuid: 'u-42',
    ...cashOrderFacts,
    status: 'accepted',
    city: { id: '3', name: 'Erbil' },
    products: [{ id: '1', quantity: 2, price: 18000, total: 36000, color: { title: 'Ivory' }, scent: null, size: { title: '180 g' }, detail: { title: 'Tigris jasmine' } }],
    refills: [],
  },
};

/** The `adminWorkshop` answer of workshop 2 (12 seats, 3 taken, one tier), a row of `adminWorkshops` too. */
export const adminWorkshop = {
  id: '2',
  version: 6,
  image: null,
  date: '2026-12-05T12:00:00Z',
  durationMinutes: 120,
  seats: 12,
  seatsTaken: 3,
  past: false,
  title: { en: 'Beeswax pillars', ku: 'مۆمی هەنگ', ar: 'شموع شمع العسل' },
  description: { en: 'Pour two pillars.', ku: 'دوو مۆم', ar: 'شمعتان' },
  tiers: [{ id: '1', min: 1, max: 4, price: 25000, soldout: false, sold: 3 }],
};

/** The `adminRequest` answer of request 12 of `kind` (pending, not paid), its kind's details in `fields`. */
export const adminRequest = (kind: string, fields: Record<string, unknown>) => ({
  data: {
    adminRequest: {
      kind,
      id: '12',
      status: 'pending',
      version: 4,
      moves: ['accepted', 'rejected'],
      date: '2026-11-22T07:00:00Z',
      total: 23600,
      paid: false,
      customer,
      audit: [auditEntry],
      refundsDue: [],
      refill: null,
      ticket: null,
      whiteLabel: null,
      personalized: null,
      subscription: null,
      ...fields,
    },
  },
});

/** Renders a back-office route for a verified owner (unless the test answers `AdminMe` itself). */
export function viewAdmin(route: AdminPageOptions['route'], params: Record<string, string> = {}, search: Record<string, string> = {}, lang: Lang = 'en') {
  network.answers.AdminMe ??= () => staff(true);
  return renderIn(<AdminPage route={route} params={params} search={search} />, lang);
}
