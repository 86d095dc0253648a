import { useStore } from '@nanostores/react';
import { createAccountClient, createConfiguredHumanCheck, createPublicClient, shared } from '@candleshop/core';

/**
 * The clients of a widget that sells or signs up: the public API, the account API and the human
 * check the server runs (SPEC §7), one of each per endpoint on the page. The check's script loads
 * on a guest's first submit only; `localHumanCheck` says the server runs the local stand-in.
 */
export function useShopClients(endpoint: string) {
  const client = shared(`client:${endpoint}`, () => createPublicClient({ endpoint }));
  const account = shared(`account-client:${endpoint}`, () => createAccountClient({ endpoint }));
  const humanCheck = shared(`human-check:${endpoint}`, () => createConfiguredHumanCheck({ client }));
  const localHumanCheck = useStore(humanCheck.$provider) === 'local';
  return { client, account, humanCheck, localHumanCheck };
}
