import { createContext, useContext, useState } from 'react';
import type { ApiError, GraphQLDocument } from '@candleshop/core';
import { useI18n, type QueryOptions } from '@candleshop/ui';
import { accountClient } from '../api.js';

// The server's keys for a refused staff call (schema.graphql, "The back office"), as texts.
const ADMIN_KEYS: Record<string, string> = {
  forbidden: 'admin.errors.forbidden',
  'admin.changed': 'admin.errors.changed',
  'admin.moveNotAllowed': 'admin.errors.moveNotAllowed',
  'auth.failed': 'admin.errors.wrongCode',
  'admin.throttled': 'admin.errors.throttled',
  'auth.throttled': 'admin.errors.throttled',
  'admin.useRecoveryCode': 'admin.errors.useRecoveryCode',
  'auth.humanCheck': 'errors.humanCheck',
  unauthorized: 'auth.needToSignIn',
  'not.found': 'errors.notFound',
  'admin.tierSold': 'admin.errors.tierSold',
};

// Refused values the person can fix, named by the server's validation keys.
const VALIDATION_KEYS: Record<string, string> = {
  'input.seats.taken': 'admin.errors.seatsTaken',
  'input.date.past': 'admin.errors.datePast',
};

/** What the back office's pages share with its gate (admin-page.tsx). */
export interface AdminRecheckValue {
  /**
   * Called when a staff call answers `forbidden` (SECURITY-REVIEW L5): the second factor may have
   * lapsed, so the gate asks the server again who is signed in.
   */
  recheck: () => void;
  /** Counts the times the factor was passed again: the pages' queries then run again. */
  generation: number;
}

/** The gate's side of the pages; outside them (the gate's own `adminMe`) it does nothing. */
export const AdminRecheck = createContext<AdminRecheckValue>({ recheck: () => {}, generation: 0 });

/** The message key that shows a refused or failed staff call. */
export function adminErrorKey(error: ApiError): string {
  if (error.network) return error.key;
  if (ADMIN_KEYS[error.key]) return ADMIN_KEYS[error.key]!;
  if (error.code === 'NOT_FOUND') return 'errors.notFound';
  if (error.validation && VALIDATION_KEYS[error.validation]) return VALIDATION_KEYS[error.validation]!;
  if (error.validation || error.key === 'bad.request') return 'admin.errors.invalid';
  return 'admin.errors.failed';
}

/**
 * The staff's reads as `useQuery` options: their failures in the back office's words, the last
 * answer kept on screen while a reload runs, asked again once the second factor is passed again,
 * and a `forbidden` answer makes the gate ask who is signed in (SECURITY-REVIEW L5). Nothing is
 * cached: staff must see what is true now.
 * @example const list = useQuery(accountQueries, adminOperations.AdminOrders, variables, lang, useStaffReads());
 */
export function useStaffReads(): QueryOptions {
  const { recheck, generation } = useContext(AdminRecheck);
  return {
    describe: adminErrorKey,
    refresh: generation,
    keep: true,
    onFailure: (error) => {
      if (error.key === 'forbidden') recheck();
    },
  };
}

/**
 * A staff mutation's state: `run` answers the data when it succeeded; `error` is the message key of
 * the last failure. `retry`, given the server's key of a refusal, may answer new variables to run
 * once more with (the second factor's human check: SECURITY-REVIEW M1).
 */
export function useAdminMutation<Data, Variables>(document: GraphQLDocument<Data, Variables>) {
  const { lang } = useI18n();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const { recheck } = useContext(AdminRecheck);
  const run = async (variables: Variables, retry?: (key: string) => Promise<Variables | undefined>): Promise<Data | undefined> => {
    setBusy(true);
    setError(undefined);
    let result = await accountClient.mutate(document, variables, lang);
    const again = result.error && retry ? await retry(result.error.key) : undefined;
    if (again) result = await accountClient.mutate(document, again, lang);
    setBusy(false);
    if (result.error) setError(adminErrorKey(result.error));
    if (result.error?.key === 'forbidden') recheck();
    return result.data;
  };
  return { run, busy, error, clearError: () => setError(undefined) };
}
