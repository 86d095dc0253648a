import { useEffect, useState } from 'react';
import { describeError, type ErrorKey, type GraphQLDocument, type Lang, type PublicClient } from '@candleshop/core';

/** A query's state: loading until data or an error's message key arrives; `retry` runs it again. */
export interface QueryState<Data> {
  data?: Data;
  error?: ErrorKey;
  loading: boolean;
  retry: () => void;
}

/**
 * Runs a query on the public client whenever its variables or language change. An answer to an
 * older request never replaces a newer one.
 */
export function useQuery<Data, Variables>(
  client: PublicClient,
  document: GraphQLDocument<Data, Variables>,
  variables: Variables,
  lang: Lang,
): QueryState<Data> {
  const key = `${lang}:${JSON.stringify(variables)}`;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; data?: Data; error?: ErrorKey }>();
  useEffect(() => {
    let live = true;
    setState(undefined);
    client.query(document, variables, lang).then((result) => {
      if (!live) return;
      setState(result.error ? { key, error: describeError(result.error, 'query').message } : { key, data: result.data });
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
