import { describe, expect, it } from 'vitest';
import { createAccountClient } from '../api/account-client.js';
import { createNewsletterForm } from './newsletter-form.js';

const SHOP = 'https://shop.test';

function setUp(answer: 'ok' | 'network' | (string & {})) {
  const sent: Array<{ variables: Record<string, unknown>; url: string }> = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const body = JSON.parse(String(init?.body)) as { variables: Record<string, unknown> };
    sent.push({ variables: body.variables, url: String(input) });
    if (answer === 'network') throw new TypeError('Failed to fetch');
    const payload = answer === 'ok' ? { data: { newsletter: true } } : { data: null, errors: [{ message: answer }] };
    return new Response(JSON.stringify(payload), { headers: { 'content-type': 'application/json' } });
  };
  const form = createNewsletterForm({
    account: createAccountClient({ endpoint: `${SHOP}/graphql`, fetch }),
    humanCheck: { token: async (action) => `${action}-token` },
    lang: () => 'ku',
  });
  return { form, sent };
}

describe('createNewsletterForm', () => {
  it('checks the address first (SPEC §5) and sends nothing while it is wrong', async () => {
    const { form, sent } = setUp('ok');
    expect(await form.submit()).toBe(false);
    expect(form.$error.get()).toBe('validation.emailRequired');
    form.setEmail('ada.example.iq');
    expect(form.$error.get()).toBeUndefined();
    await form.submit();
    expect(form.$error.get()).toBe('validation.emailInvalid');
    expect(sent).toEqual([]);
  });

  it('sends the trimmed address with a human-check token in the language, says so and empties the box', async () => {
    const { form, sent } = setUp('ok');
    form.setEmail('  ada@example.iq ');
    expect(await form.submit()).toBe(true);
    expect(sent[0]!.variables).toEqual({ email: 'ada@example.iq', token: 'submit-token' });
    expect(sent[0]!.url).toContain('lang=ku');
    expect(form.$outcome.get()).toEqual({ kind: 'success', title: 'feedback.success', message: 'newsletterBox.success' });
    expect(form.$email.get()).toBe('');
    expect(form.$sending.get()).toBe(false);
  });

  it.each([
    ['bad.request', { title: 'errors.badRequest', message: 'errors.tryAgainLater' }],
    ['newsletter.throttled', { title: 'feedback.fail', message: 'newsletter.throttled' }],
    ['network', { title: 'feedback.fail', message: 'errors.network' }],
    ['something.else', { title: 'feedback.fail', message: 'newsletter.fail' }],
  ])('answers %s with SPEC §8 texts and keeps what was typed', async (answer, texts) => {
    const { form } = setUp(answer);
    form.setEmail('ada@example.iq');
    expect(await form.submit()).toBe(false);
    expect(form.$outcome.get()).toEqual({ kind: 'fail', ...texts });
    expect(form.$email.get()).toBe('ada@example.iq');
  });
});
