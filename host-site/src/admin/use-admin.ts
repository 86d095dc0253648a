import { createContext, useContext } from 'react';
import { describeError, staffFailures, type ApiError, type GraphQLDocument } from '@candleshop/core';
import { useMutation, type MutationOptions, type QueryOptions } from '@candleshop/ui';
import { accountClient } from '../api.js';

/** What the back office's pages share with its gate (admin-page.tsx). */
export interface AdminRecheckValue {
  /**
   * Called when a staff call answers `forbidden` (SECURITY-REVIEW L5): the second factor may have
   * lapsed, so the gate asks the server again who is signed in.
   */
  recheck: () => void;
  /** Counts the times the factor was passed again: the pages' queries then run again. */
  generation: number;
  /** The signed-in staff member's email (the door's queue is theirs, SECURITY-REVIEW-2 N14). */
  staff?: string;
}

/** The gate's side of the pages; outside them (the gate's own `adminMe`) it does nothing. */
export const AdminRecheck = createContext<AdminRecheckValue>({ recheck: () => {}, generation: 0 });

/** The message key that shows a refused or failed staff call. */
const staffMessage = (error: ApiError): string => describeError(error, staffFailures).message;

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
    describe: staffMessage,
    refresh: generation,
    keep: true,
    onFailure: (error) => {
      if (error.key === 'forbidden') recheck();
    },
  };
}

/**
 * The staff's writes as `useMutation` options: their failures in the back office's words, and a
 * `forbidden` answer makes the gate ask who is signed in (SECURITY-REVIEW L5).
 * @example const checkIns = useMutation(accountClient, checkInOperations.CheckIn, useStaffWrites());
 */
export function useStaffWrites<Data>(): MutationOptions<Data> {
  const { recheck } = useContext(AdminRecheck);
  return {
    failures: staffFailures,
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
  const mutation = useMutation(accountClient, document, useStaffWrites<Data>());
  const run = async (variables: Variables, retry?: (key: string) => Promise<Variables | undefined>): Promise<Data | undefined> => (await mutation.run(variables, retry)).data;
  return { run, busy: mutation.busy, error: mutation.failure?.message, clearError: mutation.reset };
}
