import type { $router } from './router.js';
import { lazyPage, PageFrame } from './lazy-page.js';
import { isAdminRoute } from './admin/admin-routes.js';
import { HomePage } from './pages/home-page.js';
import { NotFoundPage } from './pages/not-found-page.js';
import { ProductPage } from './pages/product/product-page.js';
import { RefillPage } from './pages/refill-page.js';
import { ShopPage } from './pages/shop-page.js';
import { ReviewSpot } from './reviews/review-spot.js';
import { WorkshopPage, WorkshopsPage } from './tickets/workshops-page.js';
import { PartnerReportPage } from './partners/partner-report-page.js';
import { ProjectPage, ProjectsPage } from './whitelabel/projects-page.js';
import { PersonalizedRequestPage } from './personalized/personalized-request-page.js';
import { GiftSubscriptionPage } from './subscriptions/gift-subscription-page.js';
import { WhiteLabelRequestPage } from './whitelabel/whitelabel-request-page.js';
import { CollectionPage, CollectionsPage } from './pages/collections-pages.js';
import { SearchPage } from './pages/search-page.js';
import { ContactPage } from './info/contact-page.js';
import { EventsPage } from './info/events-page.js';
import { PrivacyPolicyPage, TermsPage } from './info/legal-page.js';
import { PressItemPage, PressPage } from './info/press-pages.js';
import { SellingPointsRedirect } from './info/selling-points-redirect.js';
import { SellingPointsPage } from './info/selling-points-page.js';
import { ShippingPricesPage } from './info/shipping-prices-page.js';
import { TextPage } from './info/text-page.js';

// Pages the server does not render (ssr/server-routes.ts) are their own downloads: a visitor of /
// or /shop downloads no account, checkout or payment code (issue 14).
const AccountPage = lazyPage(() => import('./account/account-page.js').then((module) => module.AccountPage));
const ForgotPasswordPage = lazyPage(() => import('./account/password-pages.js').then((module) => module.ForgotPasswordPage));
const ResetPasswordPage = lazyPage(() => import('./account/password-pages.js').then((module) => module.ResetPasswordPage));
const VerificationPage = lazyPage(() => import('./account/password-pages.js').then((module) => module.VerificationPage));
const SignInPage = lazyPage(() => import('./account/sign-in-page.js').then((module) => module.SignInPage));
const SignUpPage = lazyPage(() => import('./account/sign-up-page.js').then((module) => module.SignUpPage));
const CartPage = lazyPage(() => import('./pages/cart-page.js').then((module) => module.CartPage));
const CheckoutPage = lazyPage(() => import('./pages/checkout-page.js').then((module) => module.CheckoutPage));
const FibPaymentPage = lazyPage(() => import('./pages/fib-payment-page.js').then((module) => module.FibPaymentPage));
const OrderPage = lazyPage(() => import('./pages/order-page.js').then((module) => module.OrderPage));
const PaymentResultPage = lazyPage(() => import('./pages/payment-result-page.js').then((module) => module.PaymentResultPage));
const RefillRequestPage = lazyPage(() => import('./pages/refill-request-page.js').then((module) => module.RefillRequestPage));
const TicketPage = lazyPage(() => import('./tickets/ticket-page.js').then((module) => module.TicketPage));
const PersonalizedPage = lazyPage(() => import('./personalized/personalized-page.js').then((module) => module.PersonalizedPage));
const SubscriptionCheckoutPage = lazyPage(() => import('./subscriptions/subscription-checkout-page.js').then((module) => module.SubscriptionCheckoutPage));
const SubscriptionPage = lazyPage(() => import('./subscriptions/subscription-page.js').then((module) => module.SubscriptionPage));
const AdminPage = lazyPage(() => import('./admin/admin-page.js').then((module) => module.AdminPage));
const NewsletterConfirmPage = lazyPage(() => import('./newsletter/newsletter-pages.js').then((module) => module.NewsletterConfirmPage));
// Issue 28 item 1: a cash sale's confirm-or-cancel link, one buyer's sale: rendered in the browser, like the order pages.
const ConfirmPage = lazyPage(() => import('./confirm/confirm-page.js').then((module) => module.ConfirmPage));
// Issue 35 item 1: a gift card's page, opened by the code in its link's fragment: rendered in the browser only.
const GiftCardPage = lazyPage(() => import('./gift-cards/gift-card-page.js').then((module) => module.GiftCardPage));
const NewsletterUnsubscribePage = lazyPage(() => import('./newsletter/newsletter-pages.js').then((module) => module.NewsletterUnsubscribePage));

type CurrentPage = ReturnType<typeof $router.get>;

// routes.json is read as plain strings, so the router cannot type a route's parameters.
const param = (page: NonNullable<CurrentPage>, name: string) => String((page.params as Record<string, string>)[name]);

/** The page of the current route; any other path is the 404 page (SPEC §2). */
export function PageForRoute({ page }: { page: CurrentPage }) {
  return <PageFrame key={page?.route}>{pageOf(page)}</PageFrame>;
}

function pageOf(page: CurrentPage) {
  // Every route of the back office is one page, in its own frame (app.tsx).
  if (isAdminRoute(page?.route)) return <AdminPage route={page.route} params={page.params as Record<string, string>} search={page.search} />;
  switch (page?.route) {
    case 'home':
      return <HomePage />;
    case 'shop':
      return <ShopPage search={page.search} />;
    case 'productDetails':
      return <ProductPage id={param(page, 'id')} writeReview={(product) => <ReviewSpot product={product} />} />;
    case 'cart':
      return <CartPage search={page.search} />;
    case 'refill':
      return <RefillPage search={page.search} />;
    case 'workshops':
      return <WorkshopsPage search={page.search} />;
    case 'workshopDetails':
      return <WorkshopPage key={param(page, 'id')} id={param(page, 'id')} search={page.search} />;
    case 'partnerReport':
      return <PartnerReportPage token={param(page, 'token')} search={page.search} />;
    case 'whiteLabelRequest':
      return <WhiteLabelRequestPage />;
    case 'whiteLabelProjects':
      return <ProjectsPage />;
    case 'projectDetails':
      return <ProjectPage key={param(page, 'id')} id={param(page, 'id')} />;
    case 'giftSubscription':
      return <GiftSubscriptionPage />;
    case 'giftSubscriptionCheckout':
      return <SubscriptionCheckoutPage search={page.search} />;
    case 'subscriptionDetails':
      return <SubscriptionPage key={param(page, 'id')} id={param(page, 'id')} />;
    case 'personalizedCandles':
      return <PersonalizedRequestPage />;
    case 'personalizedDetails':
      return <PersonalizedPage key={param(page, 'id')} id={param(page, 'id')} />;
    case 'search':
      return <SearchPage search={page.search} />;
    case 'collections':
      return <CollectionsPage />;
    case 'collectionsDetails':
      return <CollectionPage key={param(page, 'id')} id={param(page, 'id')} />;
    case 'whoWeAre':
      return <TextPage key="whoweare" type="whoweare" />;
    case 'ourStory':
      return <TextPage key="ourstory" type="ourstory" />;
    case 'founder':
      return <TextPage key="founder" type="founder" />;
    case 'contact':
      return <ContactPage />;
    case 'sellingPoints':
      return <SellingPointsRedirect />;
    case 'ourStudio':
    case 'sellingSites':
    case 'onlineSellingPoints':
      return <SellingPointsPage section={page.route} />;
    case 'events':
      return <EventsPage />;
    case 'press':
      return <PressPage search={page.search} />;
    case 'pressDetails':
      return <PressItemPage key={param(page, 'id')} id={param(page, 'id')} />;
    case 'shippingPrices':
      return <ShippingPricesPage />;
    case 'terms':
      return <TermsPage />;
    case 'privacyPolicy':
      return <PrivacyPolicyPage />;
    case 'confirmSale':
      return <ConfirmPage key={param(page, 'token')} token={param(page, 'token')} />;
    case 'newsletterConfirm':
      return <NewsletterConfirmPage search={page.search} />;
    case 'newsletterUnsubscribe':
      return <NewsletterUnsubscribePage search={page.search} />;
    case 'giftCard':
      return <GiftCardPage />;
    case 'ticketDetails':
      return <TicketPage key={param(page, 'id')} id={param(page, 'id')} />;
    case 'checkout':
      return <CheckoutPage search={page.search} />;
    case 'paymentSuccess':
      return <PaymentResultPage outcome="success" search={page.search} />;
    case 'paymentFail':
      return <PaymentResultPage outcome="fail" search={page.search} />;
    case 'fibPaymentDetails':
      return <FibPaymentPage search={page.search} />;
    case 'orderDetails':
      return <OrderPage key={param(page, 'id')} id={param(page, 'id')} search={page.search} />;
    case 'refillDetails':
      return <RefillRequestPage key={param(page, 'id')} id={param(page, 'id')} />;
    case 'signin':
      return <SignInPage />;
    case 'signup':
      return <SignUpPage />;
    case 'forgetPassword':
      return <ForgotPasswordPage />;
    case 'resetPassword':
      return <ResetPasswordPage search={page.search} />;
    case 'verification':
      return <VerificationPage status={param(page, 'status')} />;
    case 'account':
    case 'accountSetting':
    case 'profile':
    case 'passwordSetting':
    case 'orderHistory':
    case 'myReviews':
      return <AccountPage route={page.route} />;
    default:
      return <NotFoundPage />;
  }
}
