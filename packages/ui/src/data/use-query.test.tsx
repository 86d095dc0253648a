import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/preact';
import { catalogueOperations, clearQuerySnapshot, querySnapshotKey, seedQuerySnapshot, type ApiError, type PublicClient, type Result } from '@candleshop/core';
import { useQuery, type QueryOptions, type QueryState } from './use-query.js';
import { answeringClient } from '../../../../tests/support/answering-client.js';

afterEach(() => {
  cleanup();
  clearQuerySnapshot();
});

const DOC = catalogueOperations.Categories;
type Data = { categories: { id: string }[] };

const fakeServer = () => answeringClient<PublicClient>();

let state: QueryState<Data>;
function Reader({ client, lang = 'en', options }: { client: PublicClient; lang?: 'en' | 'ar'; options?: QueryOptions }) {
  state = useQuery(client, DOC, {}, lang, options) as QueryState<Data>;
  return <p>{state.loading ? 'loading' : state.error ? `error ${state.error}` : `got ${state.data!.categories.length}`}</p>;
}

const data = (count: number): Result<Data> => ({ data: { categories: Array.from({ length: count }, (_, i) => ({ id: String(i) })) } });
const network: ApiError = { key: 'errors.network', network: true };

describe('useQuery', () => {
  it('loads, then shows the data', async () => {
    const server = fakeServer();
    render(<Reader client={server.client} />);
    expect(screen.getByText('loading')).toBeTruthy();
    await server.answer(data(2));
    expect(screen.getByText('got 2')).toBeTruthy();
  });

  it("shows a failure as the query's message key, and asks again on retry", async () => {
    const server = fakeServer();
    render(<Reader client={server.client} />);
    await server.answer({ error: { key: 'not.found' } });
    expect(screen.getByText('error errors.notFound')).toBeTruthy();
    expect(state.failure).toEqual({ key: 'not.found' });
    act(() => state.retry());
    expect(screen.getByText('loading')).toBeTruthy();
    await server.answer(data(1));
    expect(screen.getByText('got 1')).toBeTruthy();
    expect(server.asked).toEqual(['en:{}', 'en:{}']);
  });

  it('asks again in a new language, and an older answer never replaces a newer one', async () => {
    const server = fakeServer();
    const { rerender } = render(<Reader client={server.client} />);
    rerender(<Reader client={server.client} lang="ar" />);
    await server.answer(data(5));
    expect(screen.getByText('loading')).toBeTruthy();
    await server.answer(data(3));
    expect(screen.getByText('got 3')).toBeTruthy();
    expect(server.asked).toEqual(['en:{}', 'ar:{}']);
  });

  it('takes the answer the page was rendered with, without asking', () => {
    seedQuerySnapshot({ [querySnapshotKey(DOC, {}, 'en')]: data(4) });
    const server = fakeServer();
    render(<Reader client={server.client} />);
    expect(screen.getByText('got 4')).toBeTruthy();
    expect(server.asked).toEqual([]);
  });

  it("describes failures its caller's way, keeps the last answer while a retry runs, and reports each failure", async () => {
    const server = fakeServer();
    const failures: ApiError[] = [];
    const options: QueryOptions = { describe: (error) => `staff ${error.key}`, keep: true, onFailure: (error) => failures.push(error) };
    render(<Reader client={server.client} options={options} />);
    await server.answer(data(2));
    act(() => state.retry());
    expect(state.loading).toBe(true);
    expect(state.data?.categories).toHaveLength(2);
    await server.answer({ error: network });
    expect(state.error).toBe('staff errors.network');
    expect(failures).toEqual([network]);
  });

  it('asks again when `refresh` changes', async () => {
    const server = fakeServer();
    const { rerender } = render(<Reader client={server.client} options={{ refresh: 0 }} />);
    await server.answer(data(1));
    rerender(<Reader client={server.client} options={{ refresh: 1 }} />);
    await server.answer(data(2));
    expect(screen.getByText('got 2')).toBeTruthy();
    expect(server.asked).toHaveLength(2);
  });
});
