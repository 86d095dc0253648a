import { afterEach, describe, expect, it } from 'vitest';
import { loggedIn, loggedOut, registered } from '../stores/auth.js';
import { humanCheckNeeded } from './human-check-needed.js';

const user = (status: string) => ({ id: '1', name: 'Dara', email: 'dara@example.com', phone: '+9647701234567', status });

describe('humanCheckNeeded', () => {
  afterEach(() => loggedOut());

  it('is true for a guest and for an unverified account, after sign-up and after a reload', () => {
    expect(humanCheckNeeded()).toBe(true);
    registered(user('pending'), 'pending');
    expect(humanCheckNeeded()).toBe(true);
    // Signing in clears SPEC §4's pending flag; the account's own status still says pending.
    loggedIn(user('pending'));
    expect(humanCheckNeeded()).toBe(true);
  });

  it('is false for a verified account', () => {
    loggedIn(user('active'));
    expect(humanCheckNeeded()).toBe(false);
  });
});
