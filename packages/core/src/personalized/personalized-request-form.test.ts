import { beforeEach, describe, expect, it } from 'vitest';
import { freshPage } from '../internal/fresh-page.js';

const SHOP = 'https://shop.test';

function fakeApi(answers: string[] = []) {
  const sent: { operation: string; variables: Record<string, unknown> }[] = [];
  const fetch: typeof globalThis.fetch = async (_input, init) => {
    const body = JSON.parse(String(init?.body)) as { operationName: string; variables: Record<string, unknown> };
    sent.push({ operation: body.operationName, variables: body.variables });
    const reply = (payload: unknown) => new Response(JSON.stringify(payload), { headers: { 'content-type': 'application/json' } });
    const answer = answers.shift() ?? 'ok';
    if (answer === 'network') throw new TypeError('Failed to fetch');
    if (answer !== 'ok') return reply({ data: null, errors: [{ message: 'bad.request', extensions: { validation: { file: [answer] } } }] });
    return reply({ data: { personalizedRequest: { id: '7', description: 'x', status: 'pending', file: null, fileType: null, date: '', price: null, accepted: false, paid: false, method: null } } });
  };
  return { sent, fetch };
}

async function setUp(options: { answers?: string[]; signedIn?: boolean } = {}) {
  const { createPersonalizedRequestForm } = await import('./personalized-request-form.js');
  const { createAccountClient } = await import('../api/account-client.js');
  const { loggedIn } = await import('../stores/auth.js');
  if (options.signedIn) loggedIn({ id: '1', name: 'Shilan', email: 'shilan@example.com' });
  const api = fakeApi(options.answers);
  const uploads: string[] = [];
  let keys = 0;
  const form = createPersonalizedRequestForm({
    client: createAccountClient({ endpoint: `${SHOP}/graphql`, fetch: api.fetch }),
    humanCheck: { token: async () => 'human' },
    lang: () => 'ku',
    newKey: () => `key-${++keys}`,
    upload: async (file) => {
      uploads.push(file.type);
      return { data: file.type === 'application/pdf' ? 'uploads/a.pdf' : 'uploads/a.png' };
    },
  });
  return { form, api, uploads };
}

describe('createPersonalizedRequestForm', () => {
  beforeEach(freshPage);

  it("checks a guest's description and contact before sending, and keeps what was typed", async () => {
    const { form, api } = await setUp();
    form.set('phone', '123');
    expect(await form.submit()).toBeUndefined();
    expect(form.$errors.get()).toEqual({
      description: 'personalized.descriptionRequired',
      name: 'validation.nameRequired',
      phone: 'validation.phoneInvalid',
      email: 'validation.emailRequired',
    });
    expect(form.$values.get().phone).toBe('123');
    expect(api.sent).toEqual([]);
  });

  it('refuses a file that is neither a picture nor a PDF, or too big, before uploading', async () => {
    const { form, uploads } = await setUp({ signedIn: true });
    form.setFile(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(form.$errors.get().file).toBe('personalized.fileType');
    form.setFile(new File([new Uint8Array(2500 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' }));
    expect(form.$errors.get().file).toBe('personalized.fileSize');
    form.set('description', 'A candle');
    expect(await form.submit()).toBeUndefined();
    expect(uploads).toEqual([]);
  });

  it("sends a guest's request with its PDF, the human-check token and contact; a retry uploads once and keeps the key", async () => {
    const { form, api, uploads } = await setUp({ answers: ['network', 'ok'] });
    form.set('description', ' Our logo in wax ');
    form.set('name', 'Shilan');
    form.set('phone', '٠٧٥٠١٢٣٤٥٦٧');
    form.set('email', 'shilan@example.com');
    form.setFile(new File(['%PDF-'], 'logo.pdf', { type: 'application/pdf' }));
    expect(form.$file.get()).toBe('logo.pdf');
    await form.submit();
    expect(form.$alert.get()).toBe('errors.network');
    expect(await form.submit()).toEqual({ id: '7' });
    expect(uploads).toEqual(['application/pdf']);
    expect(api.sent.map((call) => call.variables)).toEqual([
      { description: 'Our logo in wax', file: 'uploads/a.pdf', guest: { name: 'Shilan', email: 'shilan@example.com', phone: '07501234567' }, token: 'human', idempotencyKey: 'key-1' },
      { description: 'Our logo in wax', file: 'uploads/a.pdf', guest: { name: 'Shilan', email: 'shilan@example.com', phone: '07501234567' }, token: 'human', idempotencyKey: 'key-1' },
    ]);
  });

  it("sends a customer's request without contact or token, and names a refused file", async () => {
    const { form, api } = await setUp({ signedIn: true, answers: ['input.file.invalid', 'ok'] });
    form.set('description', 'A candle');
    form.setFile(new File(['x'], 'a.png', { type: 'image/png' }));
    await form.submit();
    expect(form.$alert.get()).toBe('personalized.fileFailed');
    await form.submit();
    expect(api.sent[1]!.variables).toMatchObject({ guest: null, token: null, file: 'uploads/a.png' });
  });
});
