import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { AccountAdapters } from '../accounts-adapters.js';
import { createLocalHumanCheck } from '../adapters/human-check/local-human-check.js';
import { createSocialVerifier } from '../adapters/social/providers.js';
import type { Database } from '../db/types.js';
import { unauthorized } from '../errors.js';
import { DEFAULT_CART_HANDOFF } from './handoff/cart-handoff.js';
import { createServices, type ServiceDeps } from './index.js';
import { NO_CLAIM } from './partners/attribution.js';
import { DEFAULT_HOLD_LIMITS } from './sales/hold-limits.js';
import { DEFAULT_CONFIRMATION_SETTINGS } from './confirmations/confirmation-settings.js';

// Issue 25: the services of a request are made one way, once each, when a resolver first reaches them.

const deps = (): ServiceDeps => ({
  // No query runs here: the services only keep the database until a method asks it something.
  db: {} as Kysely<Database>,
  lang: 'en',
  publicUrl: 'http://shop.test',
  humanCheck: createLocalHumanCheck(() => {}),
  payments: undefined,
  accounts: { social: createSocialVerifier({}) } as unknown as AccountAdapters,
  clientAddress: '127.0.0.1',
  holds: DEFAULT_HOLD_LIMITS,
  cartHandoff: DEFAULT_CART_HANDOFF,
  partnerClaim: NO_CLAIM,
  attributionDays: 30,
  confirmations: DEFAULT_CONFIRMATION_SETTINGS,
  catalogueChanged: () => {},
  partnersChanged: () => {},
  viewer: async () => undefined,
  requireViewer: async () => {
    throw unauthorized();
  },
});

describe('the services of a request', () => {
  it('makes each service once per request, and another for the next request', () => {
    const services = createServices(deps());
    expect(services.catalogue).toBe(services.catalogue);
    expect(services.orders).toBe(services.orders);
    expect(createServices(deps()).catalogue).not.toBe(services.catalogue);
  });

  it('makes nothing until a service is reached (issue 14: most requests use one or two)', () => {
    const services = createServices(deps());
    const made = Object.keys(services).filter((name) => !Object.getOwnPropertyDescriptor(services, name)?.get);
    expect(made).toEqual([]);
    expect(Object.keys(services)).toContain('accounts');
  });

  it('builds a service from the request it was made for', () => {
    const services = createServices(deps());
    expect(services.accounts.humanCheck()).toEqual({ provider: 'local', siteKey: null, scriptUrl: null });
    expect(services.accounts.socialProviders()).toEqual({ google: null, facebook: null });
  });
});
