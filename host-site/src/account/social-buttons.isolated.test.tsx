import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/preact';
import type { SocialFlows } from '@candleshop/core';
import { English, fakeApi, testApi } from '../test-support.js';

vi.mock('./session.js', () => import('../test-support.js').then((module) => module.sessionModule()));
// A fresh (uncached) public client per query, so each test gets its own socialProviders answer.
vi.mock('../api.js', async () => {
  const { createPublicClient } = await import('@candleshop/core');
  const { testApi: api } = await import('../test-support.js');
  return {
    publicClient: {
      query: (...args: Parameters<ReturnType<typeof createPublicClient>['query']>) => createPublicClient({ endpoint: 'http://shop.test/graphql', fetch: (...call) => api.fetch(...call) }).query(...args),
    },
  };
});
vi.mock('../router.js', () => ({ $router: { open: vi.fn() } }));
const { SocialButtons } = await import('./social-buttons.js');

/** Fake browser flows: Google "renders" a marker into its container, Facebook is ready at once. */
function fakeFlows(ready = true) {
  const calls: string[] = [];
  const flows: SocialFlows = {
    async mountGoogle(container, clientId, lang) {
      calls.push(`google ${clientId} ${lang}`);
      if (ready) container.append(Object.assign(document.createElement('span'), { textContent: 'Google button' }));
      return ready;
    },
    async prepareFacebook(appId, lang) {
      calls.push(`facebook ${appId} ${lang}`);
      return ready;
    },
    facebookLogin: () => void calls.push('facebook login'),
  };
  return { calls, factory: () => flows };
}

function show(providers: { google: string | null; facebook: string | null } | 'error', ready = true) {
  const api = fakeApi({ SocialProviders: () => (providers === 'error' ? { errors: [{ message: 'not.found' }] } : { data: { socialProviders: providers } }) });
  testApi.fetch = api.fetch;
  const fake = fakeFlows(ready);
  const view = render(
    <English>
      <SocialButtons heading="Or sign in with" flows={fake.factory} />
    </English>,
  );
  return { view, api, fake };
}

describe('SocialButtons', () => {
  afterEach(cleanup);

  it('shows nothing when the server has no provider ids (or cannot say)', async () => {
    for (const providers of [{ google: null, facebook: null }, 'error'] as const) {
      const { view, api, fake } = show(providers);
      await waitFor(() => expect(api.sent.map((call) => call.operation)).toEqual(['SocialProviders']));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(view.queryByRole('heading', { name: 'Or sign in with' })).toBeNull();
      expect(view.queryByRole('button')).toBeNull();
      expect(fake.calls).toEqual([]);
      cleanup();
    }
  });

  it('shows the Google and Facebook buttons when the server gives ids', async () => {
    const { view, fake } = show({ google: 'client-1.apps.googleusercontent.com', facebook: '424242' });
    const facebook = await view.findByRole('button', { name: 'Continue with Facebook' });
    expect(view.getByRole('heading', { name: 'Or sign in with' })).toBeTruthy();
    expect(view.getByText('Google button')).toBeTruthy();
    expect(fake.calls).toEqual(['google client-1.apps.googleusercontent.com en', 'facebook 424242 en']);
    fireEvent.click(facebook);
    expect(fake.calls).toContain('facebook login');
  });

  it('stays hidden when the provider scripts cannot load', async () => {
    const { view, fake } = show({ google: 'client-1', facebook: '424242' }, false);
    await waitFor(() => expect(fake.calls).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(view.queryByRole('heading', { name: 'Or sign in with' })).toBeNull();
    expect(view.queryByRole('button')).toBeNull();
  });
});
