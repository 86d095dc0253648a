// Every message resource by area and language, imported statically: for tests only (the app loads
// them on demand through messages.ts). Not exported from core's index.
import type { Lang } from './languages.js';
import type { MessageAreaName } from './messages.js';
import type { Messages } from './translate.js';
import en from './resources/en.js';
import ku from './resources/ku.js';
import ar from './resources/ar.js';
import catalogueEn from './resources/catalogue/en.js';
import catalogueKu from './resources/catalogue/ku.js';
import catalogueAr from './resources/catalogue/ar.js';
import buyingEn from './resources/buying/en.js';
import buyingKu from './resources/buying/ku.js';
import buyingAr from './resources/buying/ar.js';
import checkoutEn from './resources/checkout/en.js';
import checkoutKu from './resources/checkout/ku.js';
import checkoutAr from './resources/checkout/ar.js';
import accountEn from './resources/account/en.js';
import accountKu from './resources/account/ku.js';
import accountAr from './resources/account/ar.js';
import refillEn from './resources/refill/en.js';
import refillKu from './resources/refill/ku.js';
import refillAr from './resources/refill/ar.js';
import ticketsEn from './resources/tickets/en.js';
import ticketsKu from './resources/tickets/ku.js';
import ticketsAr from './resources/tickets/ar.js';
import ticketPagesEn from './resources/ticketPages/en.js';
import ticketPagesKu from './resources/ticketPages/ku.js';
import ticketPagesAr from './resources/ticketPages/ar.js';
import orderPagesEn from './resources/orderPages/en.js';
import orderPagesKu from './resources/orderPages/ku.js';
import orderPagesAr from './resources/orderPages/ar.js';
import whitelabelEn from './resources/whitelabel/en.js';
import whitelabelKu from './resources/whitelabel/ku.js';
import whitelabelAr from './resources/whitelabel/ar.js';
import newsletterEn from './resources/newsletter/en.js';
import newsletterKu from './resources/newsletter/ku.js';
import newsletterAr from './resources/newsletter/ar.js';
import siteEn from './resources/site/en.js';
import siteKu from './resources/site/ku.js';
import siteAr from './resources/site/ar.js';
import personalizedEn from './resources/personalized/en.js';
import personalizedKu from './resources/personalized/ku.js';
import personalizedAr from './resources/personalized/ar.js';
import subscriptionsEn from './resources/subscriptions/en.js';
import subscriptionsKu from './resources/subscriptions/ku.js';
import subscriptionsAr from './resources/subscriptions/ar.js';
import adminEn from './resources/admin/en.js';
import adminKu from './resources/admin/ku.js';
import adminAr from './resources/admin/ar.js';
import waitlistEn from './resources/waitlist/en.js';
import waitlistKu from './resources/waitlist/ku.js';
import waitlistAr from './resources/waitlist/ar.js';
import giftCardsEn from './resources/giftCards/en.js';
import giftCardsKu from './resources/giftCards/ku.js';
import giftCardsAr from './resources/giftCards/ar.js';
import plansEn from './resources/plans/en.js';
import plansKu from './resources/plans/ku.js';
import plansAr from './resources/plans/ar.js';
import cartRemindersEn from './resources/cartReminders/en.js';
import cartRemindersKu from './resources/cartReminders/ku.js';
import cartRemindersAr from './resources/cartReminders/ar.js';

/** The shop-wide messages (`base`) and each area's, by language. */
export const AREA_RESOURCES: Record<'base' | MessageAreaName, Record<Lang, Messages>> = {
  base: { en, ku, ar },
  catalogue: { en: catalogueEn, ku: catalogueKu, ar: catalogueAr },
  buying: { en: buyingEn, ku: buyingKu, ar: buyingAr },
  checkout: { en: checkoutEn, ku: checkoutKu, ar: checkoutAr },
  account: { en: accountEn, ku: accountKu, ar: accountAr },
  refill: { en: refillEn, ku: refillKu, ar: refillAr },
  tickets: { en: ticketsEn, ku: ticketsKu, ar: ticketsAr },
  ticketPages: { en: ticketPagesEn, ku: ticketPagesKu, ar: ticketPagesAr },
  orderPages: { en: orderPagesEn, ku: orderPagesKu, ar: orderPagesAr },
  whitelabel: { en: whitelabelEn, ku: whitelabelKu, ar: whitelabelAr },
  newsletter: { en: newsletterEn, ku: newsletterKu, ar: newsletterAr },
  site: { en: siteEn, ku: siteKu, ar: siteAr },
  personalized: { en: personalizedEn, ku: personalizedKu, ar: personalizedAr },
  subscriptions: { en: subscriptionsEn, ku: subscriptionsKu, ar: subscriptionsAr },
  admin: { en: adminEn, ku: adminKu, ar: adminAr },
  waitlist: { en: waitlistEn, ku: waitlistKu, ar: waitlistAr },
  giftCards: { en: giftCardsEn, ku: giftCardsKu, ar: giftCardsAr },
  plans: { en: plansEn, ku: plansKu, ar: plansAr },
  cartReminders: { en: cartRemindersEn, ku: cartRemindersKu, ar: cartRemindersAr },
};

/** One language's messages of every area, merged as loadMessages merges them. */
export function languageMessages(lang: Lang): Messages {
  return Object.assign({}, ...Object.values(AREA_RESOURCES).map((resources) => resources[lang])) as Messages;
}
