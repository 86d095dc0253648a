import { describe, expect, it } from 'vitest';
import { describeError } from '../api/errors.js';
import { ticketFailures } from './ticket-errors.js';

describe('ticketFailures', () => {
  it.each([
    ['too few seats', { key: 'ticket.seats' }, { title: 'feedback.fail', message: 'tickets.notEnoughSeats' }],
    ['too many unpaid tickets', { key: 'ticket.openLimit' }, { title: 'feedback.fail', message: 'tickets.openLimit' }],
    ['a closed tier', { key: 'ticket.closed' }, { title: 'feedback.fail', message: 'tickets.soldout' }],
    ['a past workshop', { key: 'ticket.past' }, { title: 'feedback.fail', message: 'tickets.past' }],
    ['people below min', { key: 'bad.request', validation: 'input.people.min' }, { title: 'feedback.fail', message: 'tickets.peopleRange' }],
    ['an unknown tier', { key: 'bad.request', validation: 'input.ticket.invalid' }, { title: 'feedback.fail', message: 'tickets.notFound' }],
    ['a refused phone', { key: 'bad.request', validation: 'input.phone.invalid' }, { title: 'feedback.fail', message: 'validation.phoneInvalid' }],
    ['a failed provider', { key: 'payment.unavailable' }, { title: 'feedback.fail', message: 'tickets.paymentUnavailable' }],
    ['a failed human check', { key: 'bad.request' }, { title: 'errors.badRequest', message: 'errors.tryAgainLater' }],
    ['no answer', { key: 'errors.network', network: true as const }, { title: 'feedback.fail', message: 'errors.network' }],
    ['signed out', { key: 'unauthorized' }, { title: 'feedback.fail', message: 'auth.needToSignIn' }],
    ['anything else', { key: 'boom' }, { title: 'feedback.fail', message: 'tickets.failed' }],
  ])('describes %s', (_name, error, described) => {
    expect(describeError(error, ticketFailures)).toEqual(described);
  });

  it('keeps the phone-popup flag (SPEC §8)', () => {
    expect(describeError({ key: 'unauthorized', phone: true }, ticketFailures)).toMatchObject({ phone: true });
  });
});
