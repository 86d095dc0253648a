import { useEffect, useRef, useState } from 'react';
import { type ApiError, describeError, type GraphQLDocument, type Lang, type PublicClient, type Result, shopFailures, snapshotAnswer } from '@candleshop/core';

/** A query's state: loading until data or an error's message key arrives; `retry` runs it again. */
export interface QueryState<Data> {
  data?: Data;
  /** The message key to show (`describe`'s, else `describeError(error, shopFailures.query)`'s). */
  error?: string;
  /** The failure as the client answered it, for a caller that tells one refusal from the rest. */
  failure?: ApiError;
  loading: boolean;
  retry: () => void;
}

/** What differs between the public, account and staff reads; all optional. */
export interface QueryOptions {
  /** The message key of a failure; the query's (SPEC §8) when not given. */
  describe?: (error: ApiError) => string;
  /** Anything besides the variables and language that asks again when it changes (the staff's second factor). */
  refresh?: string | number;
  /** While a retry runs, the last answer stays on screen (a list does not blink after a change). */
  keep?: boolean;
  /** Called once per failed answer (the back office re-checks who is signed in on `forbidden`). */
  onFailure?: (error: ApiError) => void;
}

type Answer<Data> = { key: string; data?: Data; failure?: ApiError };

const toAnswer = <Data>(key: string, result: Result<Data>): Answer<Data> => (result.error ? { key, failure: result.error } : { key, data: result.data });

const queryMessage = (error: ApiError): string => describeError(error, shopFailures.query).message;

/**
 * The one query hook (public, account and staff reads): runs `document` on `client` whenever its
 * variables, language or `refresh` change, or `retry` is called. An answer to an older request
 * never replaces a newer one. The first render takes the answer the page was rendered with on the
 * server, if any (core's query snapshot), so hydration matches and the query is not sent again.
 * @example const order = useQuery(accountQueries, orderOperations.Order, { id }, lang);
 */
export function useQuery<Data, Variables>(client: PublicClient, document: GraphQLDocument<Data, Variables>, variables: Variables, lang: Lang, options: QueryOptions = {}): QueryState<Data> {
  const [attempt, setAttempt] = useState(0);
  const key = `${lang}:${options.refresh ?? ''}:${JSON.stringify(variables)}`;
  const [state, setState] = useState<Answer<Data> | undefined>(() => {
    const rendered = snapshotAnswer(document, variables, lang);
    return rendered && toAnswer(`${key}:0`, rendered);
  });
  const asked = `${key}:${attempt}`;
  // The answer in hand when mounted came with the page: no need to ask for it again.
  const answered = useRef(state?.key);
  const onFailure = useRef(options.onFailure);
  onFailure.current = options.onFailure;
  useEffect(() => {
    if (answered.current === asked) return;
    answered.current = undefined;
    let live = true;
    client.query(document, variables, lang).then((result) => {
      if (!live) return;
      setState(toAnswer(asked, result));
      if (result.error) onFailure.current?.(result.error);
    });
    return () => {
      live = false;
    };
    // `asked` stands for variables, lang, refresh and the attempt: objects made anew each render must not re-run the query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, document, asked]);
  const current = state?.key === asked ? state : undefined;
  const shown = current ?? (options.keep ? state : undefined);
  const describe = options.describe ?? queryMessage;
  return {
    data: shown?.data,
    error: current?.failure && describe(current.failure),
    failure: current?.failure,
    loading: !current,
    retry: () => setAttempt((n) => n + 1),
  };
}
