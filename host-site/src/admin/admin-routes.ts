/** The back office's routes (routes.json): every one of them opens in the back office's own frame. */
export const ADMIN_ROUTES = [
  'admin',
  'adminOrders',
  'adminOrder',
  'adminRequests',
  'adminRequest',
  'adminWorkshops',
  'adminWorkshop',
  'adminProducts',
  'adminSubscribers',
  'adminCheckIn',
  'adminPartners',
  'adminPartner',
  'adminPartnerReport',
  'adminDeliveryRuns',
  'adminDeliveryRun',
  'adminCouriers',
  'adminCourier',
  'adminCalls',
  'adminGiftCards',
  'adminGiftCard',
  'adminPromotions',
  'adminPlanCycles',
] as const;

/** A route of the back office. */
export type AdminRoute = (typeof ADMIN_ROUTES)[number];

/** Whether `route` belongs to the back office (no storefront chrome around it). */
export const isAdminRoute = (route: string | undefined): route is AdminRoute => (ADMIN_ROUTES as readonly (string | undefined)[]).includes(route);
