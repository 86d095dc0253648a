import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { useState } from 'react';
import { accountOperations, ALL_MESSAGE_AREAS, createTranslator, loadMessages, shopFailures, textDirection, type AccountClient, type Translate } from '@candleshop/core';
import { I18nProvider } from '../i18n/i18n-context.js';
import { statusRefusal, useMutation } from './use-mutation.js';
import { answeringClient } from '../../../../tests/support/answering-client.js';

let t: Translate;
beforeAll(async () => {
  t = createTranslator('en', await loadMessages('en', ALL_MESSAGE_AREAS));
});
afterEach(cleanup);

const fakeServer = () => answeringClient<AccountClient>();

// A review form as the pages write one: typed text, a submit that shows progress, the refusal below.
function ReviewForm({ client, onPosted }: { client: AccountClient; onPosted: (id: string) => void }) {
  const [text, setText] = useState('');
  const review = useMutation(client, accountOperations.AddReview, { failures: shopFailures.review });
  const submit = async () => {
    const result = await review.run({ id: '6', rating: 5, review: text });
    if (result.data) {
      setText('');
      onPosted(result.data.addReview.id);
    }
  };
  return (
    <form onSubmit={(event) => (event.preventDefault(), void submit())} aria-busy={review.busy}>
      <textarea aria-label="review" value={text} onInput={(event) => (setText(event.currentTarget.value), review.reset())} />
      <button type="submit" disabled={review.busy}>
        {review.busy ? 'sending' : 'send'}
      </button>
      {review.failure ? <p role="alert">{t(review.failure.message)}</p> : null}
    </form>
  );
}

function renderForm(client: AccountClient, lang: 'en' | 'ar' = 'en') {
  const posted: string[] = [];
  render(
    <I18nProvider value={{ lang, dir: textDirection(lang), t }}>
      <ReviewForm client={client} onPosted={(id) => posted.push(id)} />
    </I18nProvider>,
  );
  fireEvent.input(screen.getByLabelText('review'), { target: { value: 'Smells of cedar' } });
  fireEvent.submit(screen.getByRole('button').closest('form')!);
  return posted;
}

describe('useMutation', () => {
  it('shows progress while the write runs, in the language around it', async () => {
    const server = fakeServer();
    renderForm(server.client, 'ar');
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('sending'));
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
    expect(server.asked).toEqual(['ar:{"id":"6","rating":5,"review":"Smells of cedar"}']);
    await server.answer({ data: { addReview: { id: '41' } } });
    expect(screen.getByRole('button').textContent).toBe('send');
  });

  it("keeps what was typed on a failure and shows the action's message", async () => {
    const server = fakeServer();
    const posted = renderForm(server.client);
    await server.answer({ error: { key: 'review.duplicate' } });
    expect(screen.getByRole('alert').textContent).toBe(t('review.alreadyReviewed'));
    expect((screen.getByLabelText('review') as HTMLTextAreaElement).value).toBe('Smells of cedar');
    expect(screen.getByRole('button').textContent).toBe('send');
    expect(posted).toEqual([]);
  });

  it('forgets the failure when the visitor edits again, and succeeds on the next send', async () => {
    const server = fakeServer();
    const posted = renderForm(server.client);
    await server.answer({ error: { key: 'errors.network', network: true } });
    expect(screen.getByRole('alert').textContent).toBe(t('errors.network'));
    fireEvent.input(screen.getByLabelText('review'), { target: { value: 'Smells of cedar and rain' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.submit(screen.getByRole('button').closest('form')!);
    await server.answer({ data: { addReview: { id: '42' } } });
    expect(posted).toEqual(['42']);
    await waitFor(() => expect((screen.getByLabelText('review') as HTMLTextAreaElement).value).toBe(''));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('statusRefusal', () => {
  const refused = statusRefusal('deleteReview');

  it('reads a status other than ok as a refusal named by its message', () => {
    expect(refused({ deleteReview: { status: 'ok' } })).toBeUndefined();
    expect(refused({ deleteReview: { status: 'fail', message: 'review.gone' } })).toEqual({ key: 'review.gone' });
    expect(refused({ deleteReview: { status: 'fail', message: null } })).toEqual({ key: 'errors.unexpected' });
  });
});

describe('run', () => {
  function Runner({ client, out }: { client: AccountClient; out: { run?: ReturnType<typeof useMutation<{ forgotPassword: { status: string; message?: string | null } }, { email: string; token?: string }>>['run'] } }) {
    out.run = useMutation(client, accountOperations.ForgotPassword, { failures: shopFailures.forgotPassword, refused: statusRefusal('forgotPassword') }).run;
    return null;
  }

  it('sends once more with what `again` answers for a refusal, and answers a refusal in the data as a failure', async () => {
    const server = fakeServer();
    const out: Parameters<typeof Runner>[0]['out'] = {};
    render(
      <I18nProvider value={{ lang: 'en', dir: 'ltr', t }}>
        <Runner client={server.client} out={out} />
      </I18nProvider>,
    );
    const outcome = out.run!({ email: 'a@example.com' }, async (key) => (key === 'auth.humanCheck' ? { email: 'a@example.com', token: 'passed' } : undefined));
    await server.answer({ data: { forgotPassword: { status: 'fail', message: 'auth.humanCheck' } } });
    await server.answer({ data: { forgotPassword: { status: 'fail', message: 'auth.throttled' } } });
    const result = await outcome;
    expect(server.asked).toEqual(['en:{"email":"a@example.com"}', 'en:{"email":"a@example.com","token":"passed"}']);
    expect(result.error).toEqual({ key: 'auth.throttled' });
    expect(result.failure?.message).toBe('errors.errorOccurred');
  });
});
