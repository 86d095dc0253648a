import { useState } from 'react';
import { type ApiError, confirmationFailure, isFinalConfirmationFailure, type GraphQLDocument } from '@candleshop/core';
import { useMutation } from '@candleshop/ui';
import { accountClient } from '../api.js';

const answerFailures = (error: ApiError) => ({ title: 'feedback.fail', message: confirmationFailure(error) });

/** A link page's one answer in flight: which button, what came back, and a refusal in words (final: no retry helps). */
export interface LinkAnswer<Answer extends string, Answered> {
  answered?: Answered;
  sending?: Answer;
  failure?: { key: string; final: boolean };
  send: (answer: Answer) => void;
}

/**
 * The answer a link page sends for its token (a sale's confirm-or-cancel link, a refill plan
 * cycle's confirm-or-skip link): one at a time, the button sending it marked, the refusal read by
 * the confirmation links' one failure table.
 */
export function useLinkAnswer<Data, Answer extends string, Answered>(document: GraphQLDocument<Data, { token: string; answer: string }>, token: string, pick: (data: Data) => Answered): LinkAnswer<Answer, Answered> {
  const [answered, setAnswered] = useState<Answered>();
  const [sending, setSending] = useState<Answer>();
  const answering = useMutation(accountClient, document, { failures: answerFailures });
  const failure = answering.failure && answering.error ? { key: answering.failure.message, final: isFinalConfirmationFailure(answering.error) } : undefined;
  const send = async (answer: Answer) => {
    if (answering.busy) return;
    setSending(answer);
    const result = await answering.run({ token, answer });
    setSending(undefined);
    if (result.data) setAnswered(pick(result.data));
  };
  return { answered, sending, failure, send: (answer) => void send(answer) };
}
