import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/preact';

vi.mock('../../account/session.js', () => import('../../test-support.js').then((module) => module.sessionModule()));

let sent: string[] = [];
beforeAll(() => {
  vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
    sent.push((JSON.parse(String(init?.body)) as { operationName: string }).operationName);
    return new Response(JSON.stringify({ data: null, errors: [{ message: 'not.found' }] }), { headers: { 'content-type': 'application/json' } });
  });
});
afterEach(cleanup);

const SECOND_PHASE = ['SellingPoints', 'Categories', 'Materials', 'Cities'];

describe('StartupOverlay (SPEC §4 Start-up)', () => {
  it('loads studio, selling points, categories, materials and cities after the overlay, once a page', async () => {
    vi.resetModules();
    sent = [];
    const { StartupOverlay, FADE_MS } = await import('./startup-overlay.js');
    const { container } = render(<StartupOverlay lang="en" label="Loading" prerendered={false} />);
    // testing-library's waitFor, which waits as long as unit-setup.ts says; vi.waitFor gives up after 1 s.
    await waitFor(() => expect(container.querySelector('.startup-overlay.fading')).not.toBeNull());
    expect(SECOND_PHASE.filter((name) => sent.includes(name))).toEqual([]);
    await act(() => new Promise((done) => setTimeout(done, FADE_MS + 50)));
    expect(container.querySelector('.startup-overlay')).toBeNull();
    await waitFor(() => expect(sent.filter((name) => SECOND_PHASE.includes(name)).sort()).toEqual([...SECOND_PHASE].sort()));
    cleanup();
    render(<StartupOverlay lang="en" label="Loading" prerendered />);
    await act(() => new Promise((done) => setTimeout(done, 20)));
    expect(sent.filter((name) => SECOND_PHASE.includes(name))).toHaveLength(SECOND_PHASE.length);
  });

  it('loads them on a page rendered on the server too, where no overlay shows', async () => {
    vi.resetModules();
    sent = [];
    const { StartupOverlay } = await import('./startup-overlay.js');
    const { container } = render(<StartupOverlay lang="en" label="Loading" prerendered />);
    expect(container.querySelector('.startup-overlay')).toBeNull();
    await waitFor(() => expect(sent.filter((name) => SECOND_PHASE.includes(name)).sort()).toEqual([...SECOND_PHASE].sort()));
  });
});
