/** One call of SPEC §7 with the arguments the SPEC names for it. */
export interface SpecCall {
  kind: 'query' | 'mutation';
  name: string;
  /** The arguments SPEC §7 names before its word "optional" (or all of them when it says none is). */
  required: readonly string[];
  /** The arguments SPEC §7 names after "optional" (or as having a default). */
  optional?: readonly string[];
  /**
   * SPEC §7 names the call but not its arguments (editRefillCart), or only as "the same plus"
   * (the guest variants): these are read from the SPEC's other words, and say where.
   */
  inferred?: string;
}

const query = (name: string, ...required: string[]): SpecCall => ({ kind: 'query', name, required });
const mutation = (name: string, required: string[], optional: string[] = [], inferred?: string): SpecCall => ({
  kind: 'mutation',
  name,
  required,
  optional,
  inferred,
});

const GUEST_ORDER = ['token', 'guest'];
const REFILL = ['container', 'wick', 'size', 'color', 'scent', 'notes', 'method'];
const PLACE = ['address', 'city', 'selling_point'];

/**
 * Every query and mutation of SPEC §7 ("The calls it makes"), spelled and argued as the SPEC
 * spells them (issue 24): the backend the SPEC describes takes exactly these, so the widgets must
 * work when they send no more. The contract test (spec-calls.test.ts) checks the schema against
 * this list and calls each one with only these arguments.
 */
export const SPEC_CALLS: readonly SpecCall[] = [
  mutation('register', ['name', 'email', 'phone', 'password', 'city'], ['profile', 'gender', 'dob', 'token']),
  mutation('login', ['email', 'password']),
  mutation('logout', []),
  mutation('forgotPassword', ['email']),
  mutation('resetPassword', ['token', 'email', 'password']),
  mutation('socialLogin', ['id', 'name', 'email', 'profile', 'type']),
  mutation('resendEmail', []),
  mutation('signedUrl', ['file']),
  mutation('updateProfile', ['name', 'email'], ['phone', 'city', 'address', 'profile', 'gender', 'dob']),
  mutation('updatePassword', ['old', 'new']),
  mutation('updatePhone', ['phone']),
  mutation('addToCart', ['id', 'quantity', 'color', 'scent', 'size']),
  mutation('editCart', ['id', 'quantity'], ['color', 'scent', 'size']),
  mutation('removeCart', ['id']),
  mutation('addRefillCart', ['quantity', 'color', 'scent', 'size', 'wick', 'container']),
  mutation('editRefillCart', ['id', 'quantity'], [], 'SPEC §7 names no arguments; those of editCart'),
  mutation('removeRefillCart', ['id']),
  mutation('buyNow', ['id', 'quantity', 'method'], ['notes', ...PLACE, 'size', 'scent', 'color']),
  mutation('buyNowGuest', ['id', 'quantity', 'method', ...GUEST_ORDER], ['notes', ...PLACE, 'size', 'scent', 'color'], 'buyNow "plus token and guest{name,email,phone,address}"'),
  mutation('checkout', ['method'], ['notes', ...PLACE]),
  mutation('checkoutGuest', ['method', ...GUEST_ORDER, 'products', 'refillItems'], ['notes', ...PLACE], 'checkout "also token, guest, products, refillItems"'),
  mutation('refillRequest', REFILL, PLACE),
  mutation('refillRequestGuest', [...REFILL, ...GUEST_ORDER], PLACE, "refillRequest plus the guest variants' token and guest (SPEC §6)"),
  mutation('whiteLabel', ['name', 'phone', 'email', 'logo', 'label', 'description', 'quantity', 'container', 'color', 'scent', 'package', 'wick'], ['token']),
  mutation('personalizedRequest', ['description'], ['token', 'file']),
  mutation('acceptPersonalized', ['id', 'method']),
  mutation('subscription', ['subscription', 'method', 'address', 'gift'], ['city', 'selling_point']),
  mutation('newsletter', ['email'], ['token']),
  mutation('addReview', ['id', 'rating', 'review']),
  mutation('deleteReview', ['id']),
  mutation('ticket', ['ticket', 'method']),
  mutation('ticketGuest', ['ticket_id', 'method', 'name', 'email', 'phone', 'address', 'token']),
  mutation('payLater', ['id', 'type'], ['method']),
  query('user'),
  query('cities'),
  query('city', 'id'),
  query('categories'),
  query('category', 'id'),
  query('collections'),
  query('collection', 'id'),
  query('products'),
  query('candles'),
  query('accessories'),
  query('giftCards'),
  query('giftSets'),
  query('product', 'id'),
  { kind: 'query', name: 'filter', required: ['input', 'page', 'items'] },
  query('similarProducts', 'id'),
  query('search', 's'),
  query('mostSelling'),
  query('topRated'),
  query('orders'),
  query('order', 'id'),
  query('guestOrder', 'uuid', 'email'),
  query('refills'),
  query('personalizedRequests'),
  query('personalizedRequest', 'id'),
  query('subscriptions'),
  query('mySubscriptions'),
  query('reviews'),
  query('review', 'id'),
  query('wicks'),
  query('scents'),
  query('sizes'),
  query('colors'),
  query('packages'),
  query('containers'),
  query('refillContainers'),
  query('texts'),
  query('sliders'),
  query('valueBoxes'),
  query('banner'),
  query('whiteLabelPrice'),
  query('studio'),
  query('sellingPoints'),
  query('sellingPoint', 'id'),
  query('onlineShops'),
  query('workshops'),
  query('workshop', 'id'),
  query('tickets'),
  query('guestTicketByUuid', 'uuid'),
  query('allNews', 'page', 'first'),
  query('news', 'id'),
  query('projects'),
  query('project', 'id'),
  query('events'),
  query('event', 'id'),
  query('privacyPolicy'),
  query('terms'),
  query('contact'),
  query('socialMedia'),
];
