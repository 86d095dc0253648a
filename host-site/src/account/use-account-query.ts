import { useEffect, useState } from 'react';
import { describeError, type GraphQLDocument } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { accountClient } from './session.js';

/** An account query's state: loading until data or a message key arrives. */
export interface AccountQueryState<Data> {
  data?: Data;
  error?: string;
  loading: boolean;
  reload: () => void;
}

/** Runs a query of the signed-in customer (cookies sent) in the page language. */
export function useAccountQuery<Data, Variables>(document: GraphQLDocument<Data, Variables>, variables: Variables): AccountQueryState<Data> {
  const { lang } = useI18n();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ data?: Data; error?: string }>();
  const key = JSON.stringify(variables);
  useEffect(() => {
    let live = true;
    setState(undefined);
    accountClient.query(document, variables, lang).then((result) => {
      if (!live) return;
      setState(result.data ? { data: result.data } : { error: describeError(result.error, 'query').message });
    });
    return () => {
      live = false;
    };
    // `key` stands for the variables.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [document, key, lang, attempt]);
  return { data: state?.data, error: state?.error, loading: !state, reload: () => setAttempt((n) => n + 1) };
}
