import { useEffect, useRef, useState } from 'react';
import { describeError, snapshotAnswer, type ErrorKey, type GraphQLDocument, type Lang, type PublicClient, type Result } from '@candleshop/core';

/** A query's state: loading until data or an error's message key arrives; `retry` runs it again. */
export interface QueryState<Data> {
  data?: Data;
  error?: ErrorKey;
  loading: boolean;
  retry: () => void;
}

type Answer<Data> = { key: string; data?: Data; error?: ErrorKey };

const toAnswer = <Data,>(key: string, result: Result<Data>): Answer<Data> =>
  result.error ? { key, error: describeError(result.error, 'query').message } : { key, data: result.data };

/**
 * Runs a query on the public client whenever its variables or language change. An answer to an
 * older request never replaces a newer one. The first render takes the answer the page was
 * rendered with on the server, if any (core's query snapshot), so hydration matches and the
 * query is not sent again.
 */
export function useQuery<Data, Variables>(
  client: PublicClient,
  document: GraphQLDocument<Data, Variables>,
  variables: Variables,
  lang: Lang,
): QueryState<Data> {
  const key = `${lang}:${JSON.stringify(variables)}`;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Answer<Data> | undefined>(() => {
    const rendered = snapshotAnswer(document, variables, lang);
    return rendered && toAnswer(key, rendered);
  });
  // The answer in hand when mounted came with the page: no need to ask for it again.
  const answered = useRef(state?.key);
  useEffect(() => {
    if (answered.current === key && attempt === 0) return;
    answered.current = undefined;
    let live = true;
    setState(undefined);
    client.query(document, variables, lang).then((result) => {
      if (live) setState(toAnswer(key, result));
    });
    return () => {
      live = false;
    };
    // `key` stands for variables and lang: objects made anew each render must not re-run the query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, document, key, attempt]);
  const current = state?.key === key ? state : undefined;
  return {
    data: current?.data,
    error: current?.error,
    loading: !current,
    retry: () => setAttempt((n) => n + 1),
  };
}
