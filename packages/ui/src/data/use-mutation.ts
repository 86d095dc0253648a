import { useState } from 'react';
import { type AccountClient, type ApiError, type DescribedError, describeError, type Failures, type GraphQLDocument, type Result } from '@candleshop/core';
import { useI18n } from '../i18n/i18n-context.js';

/** What differs between the writes of the shop, the account pages and the back office. */
export interface MutationOptions<Data> {
  /** The action's refusals as texts (`shopFailures.review`, `staffFailures`…), for `failure`. */
  failures: Failures;
  /** A refusal the answer carries in its data (a `status: fail` result), as the failure it stands for. */
  refused?: (data: Data) => ApiError | undefined;
  /** Called once per failed write (the back office re-checks who is signed in on `forbidden`). */
  onFailure?: (error: ApiError) => void;
}

/** A write's outcome: its data, or the failure as the client answered it and as texts to show. */
export type MutationResult<Data> = { data: Data; error?: undefined; failure?: undefined } | { data?: undefined; error: ApiError; failure: DescribedError };

/**
 * A write's state. `run` sends it and answers `{ data }` or `{ error, failure }` (a refusal in the data too);
 * `failure` is the last failure as texts to show, `error` as the client answered it. Nothing the
 * visitor typed is touched: a failed form keeps its input, and only the caller clears it on success.
 */
export interface MutationState<Data, Variables> {
  /**
   * Sends the write. `again`, given the key of a failure, may answer new variables to send once
   * more with (a human check asked for: SECURITY-REVIEW M1).
   */
  run: (variables: Variables, again?: (key: string) => Promise<Variables | undefined>) => Promise<MutationResult<Data>>;
  busy: boolean;
  failure?: DescribedError;
  error?: ApiError;
  /** Forgets the last failure (the visitor edits the form again). */
  reset: () => void;
}

/**
 * The one write hook of the host site and the widgets: sends `document` on `client` in the
 * surrounding language, and holds its busy and failure state, so a form shows progress and
 * refusals the same way everywhere.
 * @example const review = useMutation(accountClient, accountOperations.AddReview, { failures: shopFailures.review });
 */
export function useMutation<Data, Variables>(client: AccountClient, document: GraphQLDocument<Data, Variables>, options: MutationOptions<Data>): MutationState<Data, Variables> {
  const { lang } = useI18n();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError>();
  const send = async (variables: Variables): Promise<Result<Data>> => {
    const result = await client.mutate(document, variables, lang);
    const refusal = result.data && options.refused?.(result.data);
    return refusal ? { error: refusal } : result;
  };
  const run: MutationState<Data, Variables>['run'] = async (variables, again) => {
    setBusy(true);
    setError(undefined);
    let result = await send(variables);
    const next = result.error && again ? await again(result.error.key) : undefined;
    if (next) result = await send(next);
    setBusy(false);
    setError(result.error);
    if (!result.error) return result;
    options.onFailure?.(result.error);
    return { error: result.error, failure: describeError(result.error, options.failures) };
  };
  return { run, busy, error, failure: error && describeError(error, options.failures), reset: () => setError(undefined) };
}

/**
 * The `refused` of a write whose answer is `{ status, message }` (SPEC §7): anything but `ok` is a
 * refusal, named by its message key when the server gave one.
 * @example useMutation(accountClient, accountOperations.DeleteReview, { failures: shopFailures.cart, refused: statusRefusal('deleteReview') })
 */
export const statusRefusal =
  <Field extends string>(field: Field) =>
  (data: Record<Field, { status: string; message?: string | null }>): ApiError | undefined =>
    data[field].status === 'ok' ? undefined : { key: data[field].message || 'errors.unexpected' };
