import { expect } from 'vitest';
import { act, waitFor } from '@testing-library/preact';
import type { Result } from '@candleshop/core';

/**
 * A client whose answers a test hands out one by one (to `query` and `mutate` alike), and which
 * keeps what was asked as `lang:variables`: the hooks' tests see progress before the answer.
 */
export function answeringClient<Client>() {
  const asked: string[] = [];
  const waiting: ((result: Result<unknown>) => void)[] = [];
  const send = (_document: unknown, variables: unknown, lang: string) => {
    asked.push(`${lang}:${JSON.stringify(variables)}`);
    return new Promise<Result<unknown>>((resolve) => waiting.push(resolve));
  };
  const client = { query: send, mutate: send } as unknown as Client;
  const answer = async (result: Result<unknown>) => {
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    await act(async () => waiting.shift()!(result));
  };
  return { client, asked, answer };
}
