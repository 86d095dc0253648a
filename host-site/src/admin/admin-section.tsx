import { CallListPage } from './calls/call-list-page.js';
import { CheckInPage } from './check-in/check-in-page.js';
import { DashboardPage } from './dashboard/dashboard-page.js';
import { OrderDetail } from './orders/order-detail.js';
import { OrdersPage } from './orders/orders-page.js';
import { ProductsPage } from './catalogue/products-page.js';
import { RequestDetail } from './requests/request-detail.js';
import { RequestsPage } from './requests/requests-page.js';
import { SubscribersPage } from './subscribers-page.js';
import { WorkshopEditor } from './workshops/workshop-editor.js';
import { WorkshopsPage } from './workshops/workshops-page.js';
import { PartnerEditor } from './partners/partner-editor.js';
import { PartnerReportPage } from './partners/partner-report-page.js';
import { PartnersPage } from './partners/partners-page.js';
import { DeliveryRunPage } from './delivery/run-page.js';
import { DeliveryRunsPage } from './delivery/runs-page.js';
import { CourierPage } from './couriers/courier-page.js';
import { CouriersPage } from './couriers/couriers-page.js';
import { GiftCardPage } from './gift-cards/gift-card-page.js';
import { GiftCardsPage } from './gift-cards/gift-cards-page.js';
import { PromotionsPage } from './promotions/promotions-page.js';
import { PlanCyclesPage } from './plans/plan-cycles-page.js';

import type { AdminRoute } from './admin-routes.js';

export type { AdminRoute };

/** The part of the back office the route names. */
export function AdminSection({ route, params, search, owner }: { route: AdminRoute; params: Record<string, string>; search: Record<string, string>; owner: boolean }) {
  switch (route) {
    case 'admin':
      return <DashboardPage search={search} />;
    case 'adminOrders':
      return <OrdersPage search={search} />;
    case 'adminOrder':
      return <OrderDetail key={params.id} id={params.id!} owner={owner} />;
    case 'adminRequests':
      return <RequestsPage search={search} />;
    case 'adminRequest':
      return <RequestDetail key={`${params.kind}/${params.id}`} kind={params.kind!} id={params.id!} owner={owner} />;
    case 'adminWorkshops':
      return <WorkshopsPage search={search} />;
    case 'adminWorkshop':
      return <WorkshopEditor key={params.id} id={params.id!} owner={owner} />;
    case 'adminProducts':
      return <ProductsPage search={search} owner={owner} />;
    case 'adminSubscribers':
      return <SubscribersPage search={search} />;
    case 'adminCheckIn':
      return <CheckInPage search={search} />;
    case 'adminPartners':
      return <PartnersPage owner={owner} />;
    case 'adminPartner':
      return <PartnerEditor key={params.id} id={params.id!} owner={owner} />;
    case 'adminPartnerReport':
      return <PartnerReportPage search={search} owner={owner} />;
    case 'adminDeliveryRuns':
      return <DeliveryRunsPage search={search} />;
    case 'adminDeliveryRun':
      return <DeliveryRunPage key={params.id} id={params.id!} />;
    case 'adminCouriers':
      return <CouriersPage owner={owner} />;
    case 'adminCourier':
      return <CourierPage key={params.id} id={params.id!} owner={owner} search={search} />;
    case 'adminCalls':
      return <CallListPage />;
    case 'adminGiftCards':
      return <GiftCardsPage search={search} />;
    case 'adminGiftCard':
      return <GiftCardPage key={params.id} id={params.id!} owner={owner} />;
    case 'adminPromotions':
      return <PromotionsPage owner={owner} />;
    case 'adminPlanCycles':
      return <PlanCyclesPage />;
  }
}
