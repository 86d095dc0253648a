import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationResult } from 'kysely';
import * as taxonomy from './migrations/001-009/001-taxonomy.js';
import * as materials from './migrations/001-009/002-materials.js';
import * as products from './migrations/001-009/003-products.js';
import * as reviewsMedia from './migrations/001-009/004-reviews-media.js';
import * as places from './migrations/001-009/005-places.js';
import * as content from './migrations/001-009/006-content.js';
import * as search from './migrations/001-009/007-search.js';
import * as sales from './migrations/001-009/008-sales.js';
import * as accounts from './migrations/001-009/009-accounts.js';
import * as checkout from './migrations/010-019/010-checkout.js';
import * as orderPayment from './migrations/010-019/011-order-payment.js';
import * as payments from './migrations/010-019/012-payments.js';
import * as accountTokens from './migrations/010-019/013-account-tokens.js';
import * as refillRequests from './migrations/010-019/014-refill-requests.js';
import * as workshopTickets from './migrations/010-019/015-workshop-tickets.js';
import * as whiteLabelRequests from './migrations/010-019/016-white-label-requests.js';
import * as personalizedRequests from './migrations/010-019/018-personalized-requests.js';
import * as subscriptions from './migrations/010-019/019-subscriptions.js';
import * as newsletter from './migrations/020-029/020-newsletter.js';
import * as backOffice from './migrations/020-029/021-back-office.js';
import * as attemptKinds from './migrations/020-029/022-attempt-kinds.js';
import * as moneyHolds from './migrations/020-029/023-money-holds.js';
import * as abuseLimits from './migrations/020-029/024-abuse-limits.js';
import * as cartHandoffs from './migrations/020-029/026-cart-handoffs.js';
import * as staffHardening from './migrations/030-039/031-staff-hardening.js';
import * as mailRetries from './migrations/030-039/032-mail-retries.js';
import * as partners from './migrations/030-039/033-partners.js';
import * as checkIns from './migrations/030-039/034-check-ins.js';
import * as waitingList from './migrations/030-039/035-waiting-list.js';
import * as completedCashPaid from './migrations/030-039/036-completed-cash-paid.js';
import * as refunds from './migrations/030-039/037-refunds.js';
import * as confirmations from './migrations/030-039/038-confirmations.js';
import * as deliveryRuns from './migrations/030-039/039-delivery-runs.js';
import * as stockThresholds from './migrations/040-049/040-stock-thresholds.js';
import * as textMessages from './migrations/040-049/041-text-messages.js';
import * as sessionIdle from './migrations/040-049/042-session-idle.js';
import * as phoneForm from './migrations/040-049/046-phone-form.js';
import * as refundReferences from './migrations/040-049/048-refund-references.js';
import * as checkInScope from './migrations/040-049/049-check-in-scope.js';
import * as handoffOpened from './migrations/050-059/050-handoff-opened.js';
import * as saleEvents from './migrations/050-059/051-sale-events.js';
import * as giftCards from './migrations/060-069/060-gift-cards.js';
import * as giftCardPartialGiveBack from './migrations/070-079/070-gift-card-partial-give-back.js';
import * as giftCardRecipients from './migrations/080-089/080-gift-card-recipients.js';
import * as promotions from './migrations/090-099/090-promotions.js';
import * as saleEventRefs from './migrations/100-109/100-sale-event-refs.js';
import * as whiteLabelEvents from './migrations/110-119/110-white-label-events.js';
import * as completedAt from './migrations/130-139/130-completed-at.js';
import * as couriers from './migrations/140-149/140-couriers.js';
import * as outboxHtml from './migrations/150-159/150-outbox-html.js';
import * as giftCardPaidRefillsTickets from './migrations/160-169/160-gift-card-paid-refills-tickets.js';
import * as refillPlans from './migrations/170-179/170-refill-plans.js';
import * as cartReminders from './migrations/180-189/180-cart-reminders.js';
import * as callRows from './migrations/190-199/190-call-rows.js';
import * as refillStops from './migrations/200-209/200-refill-stops.js';
import type { Database } from './types.js';

// Bundled statically: the rollup build has no migrations folder to read at run time. The keys are
// the names a database records (kysely_migration) and run in this order; the files sit in folders
// by tens (migrations/030-039/) only to keep each folder short, so a new one joins the last folder.
const migrations: Record<string, Migration> = {
  '001-taxonomy': taxonomy,
  '002-materials': materials,
  '003-products': products,
  '004-reviews-media': reviewsMedia,
  '005-places': places,
  '006-content': content,
  '007-search': search,
  '008-sales': sales,
  '009-accounts': accounts,
  '010-checkout': checkout,
  '011-order-payment': orderPayment,
  '012-payments': payments,
  '013-account-tokens': accountTokens,
  '014-refill-requests': refillRequests,
  '015-workshop-tickets': workshopTickets,
  '016-white-label-requests': whiteLabelRequests,
  '018-personalized-requests': personalizedRequests,
  '019-subscriptions': subscriptions,
  '020-newsletter': newsletter,
  '021-back-office': backOffice,
  '022-attempt-kinds': attemptKinds,
  '023-money-holds': moneyHolds,
  '024-abuse-limits': abuseLimits,
  '026-cart-handoffs': cartHandoffs,
  '031-staff-hardening': staffHardening,
  '032-mail-retries': mailRetries,
  '033-partners': partners,
  '034-check-ins': checkIns,
  '035-waiting-list': waitingList,
  '036-completed-cash-paid': completedCashPaid,
  '037-refunds': refunds,
  '038-confirmations': confirmations,
  '039-delivery-runs': deliveryRuns,
  '040-stock-thresholds': stockThresholds,
  '041-text-messages': textMessages,
  '042-session-idle': sessionIdle,
  '046-phone-form': phoneForm,
  '048-refund-references': refundReferences,
  '049-check-in-scope': checkInScope,
  '050-handoff-opened': handoffOpened,
  '051-sale-events': saleEvents,
  '060-gift-cards': giftCards,
  '070-gift-card-partial-give-back': giftCardPartialGiveBack,
  '080-gift-card-recipients': giftCardRecipients,
  '090-promotions': promotions,
  '100-sale-event-refs': saleEventRefs,
  '110-white-label-events': whiteLabelEvents,
  '130-completed-at': completedAt,
  '140-couriers': couriers,
  '150-outbox-html': outboxHtml,
  '160-gift-card-paid-refills-tickets': giftCardPaidRefillsTickets,
  '170-refill-plans': refillPlans,
  '180-cart-reminders': cartReminders,
  '190-call-rows': callRows,
  '200-refill-stops': refillStops,
};

/**
 * Brings the schema up to date; safe to run at every start.
 * @returns the migrations that ran now (empty when already current)
 */
export async function migrate(db: Kysely<Database>): Promise<MigrationResult[]> {
  // Kysely looks for its bookkeeping tables in every schema unless told which: two shops (or test
  // suites) in different schemas of one PostgreSQL would otherwise find each other's tables.
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: rows[0]?.schema,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    throw new Error(`candleshop: migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
  return results;
}
