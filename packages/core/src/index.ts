export { LANGUAGES, DEFAULT_LANG, isLang, textDirection } from './i18n/languages.js';
export { localizedBase, localizedPath, splitLangPath } from './i18n/lang-path.js';
export type { Lang } from './i18n/languages.js';
export { RETRY_TEXT } from './i18n/retry-text.js';
export { createTranslator } from './i18n/translate.js';
export type { Messages, MessageValues, Translate } from './i18n/translate.js';
export { loadMessages, loadedMessages } from './i18n/messages.js';
export type { MessageArea, MessageAreaName } from './i18n/messages.js';
export { buyingMessages } from './i18n/areas/buying.js';
export { catalogueMessages } from './i18n/areas/catalogue.js';
export { checkoutMessages } from './i18n/areas/checkout.js';
export { accountMessages } from './i18n/areas/account.js';
export { refillMessages } from './i18n/areas/refill.js';
export { ticketsMessages } from './i18n/areas/tickets.js';
export { ticketPagesMessages } from './i18n/areas/ticket-pages.js';
export { waitlistMessages } from './i18n/areas/waitlist.js';
export { whitelabelMessages } from './i18n/areas/whitelabel.js';
export { personalizedMessages } from './i18n/areas/personalized.js';
export { subscriptionsMessages } from './i18n/areas/subscriptions.js';
export { newsletterMessages } from './i18n/areas/newsletter.js';
export { siteMessages } from './i18n/areas/site.js';
export { giftCardMessages } from './i18n/areas/gift-cards.js';
export * as subscriptionOperations from './api/operations/subscriptions.js';
export * as newsletterOperations from './api/operations/newsletter.js';
export * as personalizedOperations from './api/operations/personalized.js';
export * as adminOperations from './api/operations/admin.js';
export * as checkInOperations from './api/operations/check-in.js';
export * as partnerOperations from './api/operations/partners.js';
export * as deliveryOperations from './api/operations/delivery.js';
export * as giftCardOperations from './api/operations/gift-cards.js';
export * as confirmationOperations from './api/operations/confirmations.js';
export * as giftCardPageOperations from './api/operations/gift-card-page.js';
export { adminMessages } from './i18n/areas/admin.js';
export { createPersonalizedRequestForm, personalizedErrors, MAX_REFERENCE_BYTES, REFERENCE_TYPES } from './personalized/personalized-request-form.js';
export type { PersonalizedFormOptions, PersonalizedRequestForm, PersonalizedValues, SentPersonalized } from './personalized/personalized-request-form.js';
export { orderPagesMessages } from './i18n/areas/order-pages.js';
export { ALL_MESSAGE_AREAS } from './i18n/areas/all.js';
export { formatNumber, formatPercent, localizeDigits, toWesternDigits } from './format/number.js';
export { formatPrice } from './format/price.js';
export { statusKey } from './format/status-key.js';
export { formatDate, isoDate } from './format/date.js';
export { shared } from './stores/registry.js';
export { $lang, setLang } from './stores/lang.js';
export { SECTIONS, isSection } from './catalogue/sections.js';
export type { Section } from './catalogue/sections.js';
export { FILTER_KEYS, parseShopFilter, shopFilterEntries, changeShopFilter, toFilterInput, SHOP_PAGE_SIZE, shopPageVariables } from './catalogue/shop-filter.js';
export type { ShopFilter } from './catalogue/shop-filter.js';
export { paginationWindow } from './catalogue/pagination.js';
export type { PageItem } from './catalogue/pagination.js';
export { cardPrice } from './catalogue/card-price.js';
export { cartDraftOf, choiceErrors, choicePrice, firstPick } from './catalogue/product-choice.js';
export type { ChoosableProduct, ProductPick } from './catalogue/product-choice.js';
export { graphql } from './api/graphql.js';
export type { GraphQLDocument, ResultOf, VariablesOf } from './api/graphql.js';
export { createPublicClient, endpointFor } from './api/client.js';
export type { PublicClient, PublicClientOptions } from './api/client.js';
export { createAccountClient } from './api/account-client.js';
export type { AccountClient, AccountClientOptions } from './api/account-client.js';
export type { ApiError, Result } from './api/api-error.js';
export { isRetryableMessage } from './api/retryable-message.js';
export {
  clearQuerySnapshot,
  collectWantedQueries,
  querySnapshotAnswers,
  querySnapshotKey,
  seedQuerySnapshot,
  snapshotAnswer,
  takeWantedQueries,
} from './api/query-snapshot.js';
export type { WantedQuery } from './api/query-snapshot.js';
export { describeError } from './api/errors.js';
export { shopFailures } from './api/shop-failures.js';
export { staffFailures } from './api/staff-failures.js';
export { confirmationFailure, isFinalConfirmationFailure } from './api/confirmation-failures.js';
export { giftCardFailure } from './api/gift-card-failures.js';
export type { ErrorKey, DescribedError, Failures } from './api/errors.js';
export type { ErrorAction } from './api/shop-failures.js';
export * as catalogueOperations from './api/operations/catalogue.js';
export { ProductChoices } from './api/operations/product-choices.js';
export * as placesOperations from './api/operations/places.js';
export * as contentOperations from './api/operations/content.js';
export * as accountOperations from './api/operations/account.js';
export * as cartOperations from './api/operations/carts.js';
export * as orderOperations from './api/operations/orders.js';
export * as humanCheckOperations from './api/operations/human-check.js';
export * as refillOperations from './api/operations/refills.js';
export * as ticketOperations from './api/operations/tickets.js';
export * as waitlistOperations from './api/operations/waitlist.js';
export * as workshopEventOperations from './api/operations/workshop-events.js';

export type {
  CartBackend,
  CartColor,
  CartDraft,
  CartItem,
  CartLine,
  CartList,
  CartProduct,
  CartScent,
  CartSize,
  DraftOf,
  RefillCartItem,
  RefillDraft,
} from './cart/types.js';
export { addLine, setLineQuantity, removeLine, PRODUCT_LINES, REFILL_LINES } from './cart/lines.js';
export type { LineRules } from './cart/lines.js';
export { clampQuantity, stepQuantity } from './cart/quantity.js';
export { itemTotal, refillTotal, orderTotal } from './cart/totals.js';
export { ticketTotal } from './tickets/ticket-total.js';
export { subscriptionTotal } from './subscriptions/subscription-total.js';
export { createSubscriptionCheckout } from './subscriptions/subscription-checkout.js';
export type { SubscriptionCheckout, SubscriptionCheckoutOptions, SubscriptionChoice, SubscriptionErrors } from './subscriptions/subscription-checkout.js';
export { discountOf, normalizeDiscountCode, NEWSLETTER_DISCOUNT_PERCENT } from './newsletter/discount.js';
export { createNewsletterForm } from './newsletter/newsletter-form.js';
export type { NewsletterForm, NewsletterFormOptions, NewsletterOutcome } from './newsletter/newsletter-form.js';
export { LABEL_STICKER_PRICE, WHITE_LABEL_QUANTITY, isWhiteLabelQuantity, whiteLabelQuote } from './whitelabel/whitelabel-quote.js';
export type { WhiteLabelChoice, WhiteLabelQuote } from './whitelabel/whitelabel-quote.js';
export { createWhiteLabelForm, whiteLabelErrors, LABEL_MAX } from './whitelabel/whitelabel-form.js';
export type { LogoState, MaterialsState, SentWhiteLabel, WhiteLabelForm, WhiteLabelFormOptions, WhiteLabelMaterialsData, WhiteLabelValues } from './whitelabel/whitelabel-form.js';
export type { OrderTotalOptions, Shipping } from './cart/totals.js';
export type { CartActions, CartOutcome } from './cart/create-cart.js';

export { $cart, cart } from './stores/cart.js';
export { $refillCart, refillCart } from './stores/refill-cart.js';
export { $cartCount } from './stores/cart-count.js';
export { $auth, loggedIn, registered, userLoaded, socialLoggedIn, loggedOut, SOCIAL_PHONE_POPUP_MS } from './stores/auth.js';
export type { AuthState } from './stores/auth.js';
export { $user } from './stores/user.js';
export { humanCheckNeeded } from './session/human-check-needed.js';
export type { User } from './stores/user.js';
export { $phonePopup, offerPhonePopup, openPhonePopup, closePhonePopup, phoneUpdated } from './stores/phone-popup.js';
export type { PhonePopupState } from './stores/phone-popup.js';
export { $feedback, showFeedback, closeFeedback, showError, FEEDBACK_MS } from './stores/feedback.js';
export type { Feedback } from './stores/feedback.js';
export { $rememberedPage, rememberPage, takeRememberedPage } from './stores/remembered-page.js';
export { $operationType, setOperationType, clearOperationType } from './stores/operation-type.js';
export { $fibPayment, keepFibPayment } from './stores/fib-payment.js';
export { $pendingPayment, pendingPaymentEmail, rememberPendingPayment } from './stores/pending-payment.js';
export type { Timers } from './internal/timers.js';

export { connectAccountCarts, saveLocalCarts, finishSignIn, clearCarts } from './session/account-carts.js';
export type { AccountCarts } from './session/account-carts.js';
export { createAccountCarts } from './cart/account-backend.js';
export { handOffCart, receiveCartHandoff, mergeLines, withHandoff, HANDOFF_PARAM } from './cart/handoff.js';
export { keepAttribution, restoreAttribution, ATTRIBUTION_KEY } from './cart/attribution.js';
export type { KeptAttribution } from './cart/attribution.js';
export { pageHeaders, setPageHeader, setPartnerKey, pagePartnerKey } from './api/page-headers.js';
export { routeAccess, guardRoute } from './session/guard.js';
export { createAccountSession, HUMAN_CHECK_KEY, toUser } from './session/account-session.js';
export type { AccountSession, AccountSessionOptions, SessionOutcome, SignInOptions, SocialSignIn } from './session/account-session.js';
export { createSocialFlows, realSocialBrowser, GOOGLE_SCRIPT, facebookScript } from './session/social-sign-in.js';
export type { SocialFlows, SocialFlowsOptions, SocialBrowser, GoogleIdentity, FacebookSdk } from './session/social-sign-in.js';
export type { RouteAccess, GuardDecision } from './session/guard.js';

export { validate, validateFirst, SILENT_KEYS } from './validation/validate.js';
export type { Check, Checked, FieldErrors, Output, Schema, Validation } from './validation/validate.js';
export { MIN_PASSWORD_LENGTH } from './validation/fields.js';
export { isEmail } from '@candleshop/rules';
export { SHOP_TIME_ZONE, SHOP_UTC_OFFSET, SHOP_OFFSET_MS, shopDate, shopDateTime } from '@candleshop/rules';
// Issue 27: what a ticket's QR code and door code hold, for the check-in page that reads them offline.
export { readTicketCode, doorCheckOf, fromBase64Url, signedBytes, claimBytes, signedCodeText, doorCodeOf } from '@candleshop/rules';
export type { TicketClaim } from '@candleshop/rules';
// Issue 26: the partner registry's checks, for the back office's form.
export { originProblem, MAX_PARTNER_ORIGINS } from '@candleshop/rules';
// Issue 35 item 1: a gift card's code as typed and who a card is sent to, for the card page.
export { readGiftCardCode, giftRecipientProblems, GIFT_MESSAGE_MAX_LENGTH } from '@candleshop/rules';
export type { GiftRecipient, GiftRecipientProblem } from '@candleshop/rules';
// Issue 35: a gift card's code from random bytes (tests make codes with it).
export { giftCardCodeOf } from '@candleshop/rules';
export { newsletterSchema } from './validation/newsletter.js';
export { phoneSchema, phoneField, isPhone, nationalPhone, phoneDigits, cutPhoneInput, PHONE_EXAMPLE, PHONE_POPUP_LENGTH } from './validation/phone.js';
export { signUpSchema } from './validation/sign-up.js';
export type { Gender, SignUpData } from './validation/sign-up.js';
export { isOfAge, MIN_AGE } from './validation/age.js';
export { imageSchema, MAX_IMAGE_BYTES, IMAGE_TYPES } from './validation/image.js';
export { resetPasswordSchema } from './validation/password.js';
export { reviewSchema, reviewBlock, MAX_RATING } from './validation/review.js';
export type { ReviewAccess } from './validation/review.js';
export { productChoiceSchema } from './validation/product-choice.js';
export type { ChoiceProduct } from './validation/product-choice.js';
export { deliverySchema, shippingSchema, checkCheckout } from './validation/checkout.js';
export { guestContactSchema } from './validation/guest-contact.js';
export type { CheckoutForm, CheckoutCheck } from './validation/checkout.js';

export { PAYMENT_METHODS, DEFAULT_PAYMENT_METHOD, isPaymentMethod } from './orders/payment-methods.js';
export type { PaymentMethod } from './orders/payment-methods.js';
export { checkoutPayload, checkoutGuestPayload, buyNowPayload, buyNowGuestPayload } from './orders/payload.js';
export type { OrderPlace, GuestContact, OrderOptions, GuestOrderOptions, BuyNowItem } from './orders/payload.js';
export { paymentRoute, paymentUrls } from './orders/payment-route.js';
export { OPERATION_TYPE_KEY, startPayment } from './orders/start-payment.js';
export { CHUNK_TIMEOUT_MS, withChunkTimeout } from './chunks/chunk-timeout.js';
export { paymentHref } from './orders/payment-href.js';
export type { FibToken } from '@candleshop/rules';
export type { PayableKind, PaymentResult, PaymentRoute, PaymentRouteOf, PaymentRouteOptions, PaymentSettings } from './orders/payment-route.js';
export { createOrderPlacer } from './orders/place-order.js';
export type { OrderPlacer, OrderPlacerOptions, OrderSubmission, PlaceOrderOutcome } from './orders/place-order.js';
export { createRefillBuilder, refillQuantity, REFILL_STEPS } from './refill/refill-builder.js';
export type {
  RefillAddState,
  RefillBuilderModel,
  RefillBuilderOptions,
  RefillChoices,
  RefillMaterials,
  RefillSizeOption,
  RefillStep,
} from './refill/refill-builder.js';
export { createRefillRequestForm } from './refill/refill-request-form.js';
export type { RefillRequestFormModel, RefillRequestFormOptions, RequestedRefill } from './refill/refill-request-form.js';
export { createRefillRequestSender } from './refill/send-refill-request.js';
export type { RefillRequestOutcome, RefillRequestSender, RefillRequestSenderOptions, RefillRequestSubmission } from './refill/send-refill-request.js';
export { refillRequestPayload, refillRequestGuestPayload } from './refill/refill-request-payload.js';
export { createCheckoutForm } from './orders/checkout-form.js';
export { createDiscountCode } from './orders/discount-code.js';
export { createGiftCardBox, giftCardCover, giftCardRefusal, GIFT_CARDS_MAX } from './orders/gift-cards.js';
export type { GiftCard, GiftCardBoxModel } from './orders/gift-cards.js';
export type { AppliedCode, DiscountCodeModel } from './orders/discount-code.js';
export type { CheckoutAlert, CheckoutFormModel, CheckoutFormOptions, CheckoutStep, CheckoutValues, PlacedOrder } from './orders/checkout-form.js';
export { createIdempotencyKeys } from './orders/idempotency-keys.js';
export type { IdempotencyKeys } from './orders/idempotency-keys.js';
export { createTicketBooking } from './tickets/ticket-booking.js';
export type { TicketBookingOptions } from './tickets/ticket-booking.js';
export type { PlacedTicket, TicketAlert, TicketBookingModel, TicketChoice, TicketStep, TicketValues, WorkshopsState } from './tickets/ticket-booking-types.js';
export { tierProblem, clampPeople, isBookable } from './tickets/ticket-rules.js';
export type { TicketTier, TicketWorkshop } from './tickets/ticket-rules.js';
export { ticketPayload, ticketGuestPayload } from './tickets/ticket-payload.js';
export type { TicketContact, TicketPurchase } from './tickets/ticket-payload.js';
export { guestTicketPath, ticketPath } from './tickets/ticket-links.js';
export { ticketFailures } from './tickets/ticket-errors.js';
export { workshopTime } from './tickets/workshop-time.js';
export type { WorkshopTime } from './tickets/workshop-time.js';
export { createFibPaymentWatch, FIB_POLL_MS } from './orders/fib-payment-watch.js';
export type { FibOutcome, FibPaymentWatch, FibPaymentWatchOptions, FibTokenState } from './orders/fib-payment-watch.js';

export { uploadImage } from './upload/upload-image.js';
export type { ImageUploadError, ImageUploadResult, UploadImageOptions } from './upload/upload-image.js';
export { createLocalHumanCheck, LOCAL_HUMAN_CHECK_TOKEN } from './human-check/human-check.js';
export type { HumanCheck, LocalHumanCheckOptions } from './human-check/human-check.js';
export { createRecaptchaCheck, RECAPTCHA_SCRIPT_URL } from './human-check/recaptcha.js';
export type { RecaptchaOptions } from './human-check/recaptcha.js';
export { createConfiguredHumanCheck } from './human-check/configured.js';
export type { ConfiguredHumanCheck, ConfiguredHumanCheckOptions, HumanCheckSettings } from './human-check/configured.js';
