import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/preact';
import { $auth, $rememberedPage, loggedIn, loggedOut, userLoaded } from '@candleshop/core';

const opened: string[] = [];
const starts = vi.hoisted(() => ({ count: 0, user: undefined as undefined | { id: string; name: string; email: string; phone: string } }));
vi.mock('../router.js', () => ({ $router: { open: (path: string) => opened.push(path) } }));
vi.mock('./session.js', async () => {
  const { atom } = await import('nanostores');
  const core = await import('@candleshop/core');
  return {
    $landing: atom(false),
    session: {
      start: async () => {
        starts.count += 1;
        core.userLoaded(starts.user);
      },
    },
  };
});
const { useGuard } = await import('./use-guard.js');

function Page({ path }: { path: string }) {
  return <p>{useGuard(path) ? 'shown' : 'waiting'}</p>;
}

const ada = { id: '1', name: 'Ada', email: 'ada@example.iq', phone: '07701234567' };

describe('useGuard', () => {
  beforeEach(() => {
    loggedOut();
    $rememberedPage.set(undefined);
    opened.length = 0;
    starts.count = 0;
    starts.user = undefined;
  });
  afterEach(cleanup);

  it('loads the user first, then sends a guest to /signin remembering the page', async () => {
    const view = render(<Page path="/account/orderHistory?x=1" />);
    expect(view.container.textContent).toBe('waiting');
    await waitFor(() => expect(opened).toEqual(['/signin']));
    expect(starts.count).toBe(1);
    expect($rememberedPage.get()).toBe('/account/orderHistory?x=1');
  });

  it('shows a sign-in page to a customer once the user is loaded', async () => {
    starts.user = ada;
    const view = render(<Page path="/account" />);
    await waitFor(() => expect(view.container.textContent).toBe('shown'));
    expect($auth.get().loggedIn).toBe(true);
    expect(opened).toEqual([]);
  });

  it('keeps a signed-in customer out of signed-out-only pages', async () => {
    loggedIn(ada);
    render(<Page path="/signup" />);
    await waitFor(() => expect(opened).toEqual(['/']));
  });

  it('redirects a checked guest at once, without asking again', async () => {
    userLoaded(undefined);
    render(<Page path="/account/myreviews" />);
    await waitFor(() => expect(opened).toEqual(['/signin']));
    expect(starts.count).toBe(0);
  });
});
