import type { Failures } from './errors.js';

// The server's keys for a refused staff call (schema.graphql, "The back office"), as texts.
// Server keys are this table's keys: they are not message keys (resources.test.ts).
const STAFF_KEYS: Record<string, string> = {
  forbidden: 'admin.errors.forbidden',
  'admin.changed': 'admin.errors.changed',
  'admin.moveNotAllowed': 'admin.errors.moveNotAllowed',
  'auth.failed': 'admin.errors.wrongCode',
  'admin.throttled': 'admin.errors.throttled',
  'auth.throttled': 'admin.errors.throttled',
  'admin.useRecoveryCode': 'admin.errors.useRecoveryCode',
  'auth.humanCheck': 'errors.humanCheck',
  unauthorized: 'auth.needToSignIn',
  'not.found': 'errors.notFound',
  'admin.tierSold': 'admin.errors.tierSold',
  // Issue 28 item 3: refunds.
  'refund.tooMuch': 'admin.refunds.errors.tooMuch',
  'refund.noPayment': 'admin.refunds.errors.noPayment',
  'refund.whole': 'admin.refunds.errors.whole',
  'refund.providerFailed': 'admin.refunds.errors.providerFailed',
  'refund.lines': 'admin.refunds.errors.lines',
  // Issue 28 item 2: delivery runs.
  'delivery.notEligible': 'admin.delivery.errors.notEligible',
  'delivery.noCity': 'admin.delivery.errors.city',
  'delivery.stopDone': 'admin.delivery.errors.stopDone',
  'delivery.runClosed': 'admin.delivery.errors.runClosed',
  'delivery.orderMoved': 'admin.delivery.errors.orderMoved',
  'delivery.stopsWaiting': 'admin.delivery.errors.stopsWaiting',
  'delivery.noCourier': 'admin.delivery.errors.courier',
  // Issue 28 item 1: staff answering a sale's confirmation for the customer.
  'confirmation.answered': 'admin.confirmation.errors.answered',
  'confirmation.closed': 'admin.confirmation.errors.closed',
  // Issue 35 item 3: a gift card's adjustment or void.
  'giftcard.belowZero': 'admin.giftCards.errors.belowZero',
  'giftcard.void': 'admin.giftCards.errors.void',
};

// Refused values the person can fix, named by the server's validation keys.
const STAFF_VALIDATION_KEYS: Record<string, string> = {
  'input.seats.taken': 'admin.errors.seatsTaken',
  'input.date.past': 'admin.errors.datePast',
  // Issue 26: the partner registry's checks.
  'input.origins.scheme': 'admin.partners.errors.originScheme',
  'input.origins.form': 'admin.partners.errors.originForm',
  'input.origins.defaultPort': 'admin.partners.errors.originDefaultPort',
  'input.origins.max': 'admin.partners.errors.originsMax',
  'input.origins.duplicate': 'admin.partners.errors.originsDuplicate',
  'input.name.taken': 'admin.partners.errors.nameTaken',
  'input.commissionPercent.invalid': 'admin.partners.errors.percent',
  'input.amount.min': 'admin.refunds.errors.amount',
  'input.amount.max': 'admin.refunds.errors.amount',
  'input.amount.invalid': 'admin.refunds.errors.amount',
  'input.reason.required': 'admin.refunds.errors.reason',
  'input.courier.invalid': 'admin.delivery.errors.courier',
  // Issue 36: the couriers' list.
  'input.courier.taken': 'admin.couriers.errors.nameTaken',
  'input.courierName.required': 'admin.couriers.errors.name',
  'input.courierName.max': 'admin.couriers.errors.name',
  'input.courierPhone.invalid': 'admin.couriers.errors.phone',
  'input.courierPhone.required': 'admin.couriers.errors.phone',
  'input.orders.required': 'admin.delivery.errors.orders',
  'input.cashCollected.invalid': 'admin.delivery.errors.cash',
  'input.cashCollected.max': 'admin.delivery.errors.cash',
  'input.cashReturned.invalid': 'admin.delivery.errors.cash',
  'input.cashReturned.max': 'admin.delivery.errors.cash',
};

/**
 * The back office's failures for `describeError`: a refused or failed staff call in its words.
 * @example describeError({ key: "admin.changed" }, staffFailures).message // 'admin.errors.changed'
 */
export const staffFailures: Failures = (error) => {
  const known = STAFF_KEYS[error.key] ?? (error.code === 'NOT_FOUND' ? 'errors.notFound' : error.validation && STAFF_VALIDATION_KEYS[error.validation]);
  const message = known || (error.validation || error.key === 'bad.request' ? 'admin.errors.invalid' : 'admin.errors.failed');
  return { title: 'feedback.fail', message };
};
