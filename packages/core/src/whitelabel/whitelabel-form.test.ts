import { beforeEach, describe, expect, it } from 'vitest';
import { freshPage } from '../internal/fresh-page.js';

const SHOP = 'https://shop.test';
const MATERIALS = {
  containers: [
    {
      id: '1',
      title: 'Amber jar',
      image: `${SHOP}/c1.svg`,
      sizes: [
        { id: '11', title: 'Small', value: 150 },
        { id: '12', title: 'Large', value: 300 },
      ],
    },
    { id: '2', title: 'Tin', image: `${SHOP}/c2.svg`, sizes: [{ id: '21', title: 'Travel', value: 90 }] },
  ],
  colors: [{ id: '3', title: 'Ivory', color: '#f4efe6' }],
  scents: [{ id: '4', title: 'Oud' }],
  wicks: [{ id: '5', title: 'Cotton' }],
  packages: [{ id: '6', title: 'Gift box', price: 1500 }],
  whiteLabelPrice: 6000,
};

type Answer = 'ok' | 'network' | (string & {});

function fakeApi(answers: Answer[] = []) {
  const sent: { operation: string; variables: Record<string, unknown> }[] = [];
  const fetch: typeof globalThis.fetch = async (_input, init) => {
    const body = JSON.parse(String(init?.body)) as { operationName: string; variables: Record<string, unknown> };
    sent.push({ operation: body.operationName, variables: body.variables });
    const reply = (payload: unknown) => new Response(JSON.stringify(payload), { headers: { 'content-type': 'application/json' } });
    if (body.operationName === 'WhiteLabelMaterials') return reply({ data: MATERIALS });
    const answer = answers.shift() ?? 'ok';
    if (answer === 'network') throw new TypeError('Failed to fetch');
    if (answer.startsWith('validation:')) {
      const key = answer.slice('validation:'.length);
      return reply({ data: null, errors: [{ message: 'bad.request', extensions: { code: 'BAD_USER_INPUT', validation: { [key.split('.')[1]!]: [key] } } }] });
    }
    if (answer !== 'ok') return reply({ data: null, errors: [{ message: answer }] });
    const quantity = Number(body.variables.quantity);
    return reply({ data: { whiteLabel: { id: '12', status: 'pending', quantity, candlePrice: 6000, labelPrice: 500, packagePrice: 0, total: quantity * 6500, date: '2026-11-24T03:00:00+03:00' } } });
  };
  return { sent, fetch };
}

async function setUp(options: { answers?: Answer[]; signedIn?: boolean } = {}) {
  const { createWhiteLabelForm } = await import('./whitelabel-form.js');
  const { createPublicClient } = await import('../api/client.js');
  const { createAccountClient } = await import('../api/account-client.js');
  const { loggedIn } = await import('../stores/auth.js');
  if (options.signedIn) loggedIn({ id: '1', name: 'Shilan', email: 'shilan@example.com', phone: '07501234567' });
  const api = fakeApi(options.answers);
  let keys = 0;
  const uploads: string[] = [];
  const form = createWhiteLabelForm({
    client: createPublicClient({ endpoint: `${SHOP}/graphql`, fetch: api.fetch }),
    account: createAccountClient({ endpoint: `${SHOP}/graphql`, fetch: api.fetch }),
    humanCheck: { token: async (action) => `${action}-token` },
    lang: () => 'ar',
    newKey: () => `key-${++keys}`,
    upload: async (file) => {
      uploads.push(file.type);
      return file.type === 'image/webp' ? { error: { name: 'image', key: 'errors.image' } } : { data: 'uploads/logo.png' };
    },
  });
  await form.load();
  const requests = () => api.sent.filter((call) => call.operation === 'WhiteLabel');
  return { form, requests, uploads };
}

function fillGuest(form: Awaited<ReturnType<typeof setUp>>['form']) {
  form.set('name', 'Lana');
  form.set('phone', '07701234567');
  form.set('email', 'lana@brand.example');
  form.set('label', 'شموع النور');
}

describe('createWhiteLabelForm', () => {
  beforeEach(freshPage);

  it('loads the materials and starts on the first of each, with a live breakdown from whiteLabelQuote', async () => {
    const { form } = await setUp();
    expect(form.$values.get()).toMatchObject({ container: '1', size: '11', color: '3', scent: '4', wick: '5', package: '', quantity: '200', sticker: true });
    expect(form.$quote.get()).toEqual({ candlePrice: 6000, labelPrice: 500, packagePrice: 0, perCandle: 6500, total: 1_300_000 });
    form.set('package', '6');
    form.set('quantity', '٣٠٠');
    expect(form.$quote.get()).toMatchObject({ packagePrice: 1500, perCandle: 8000, total: 2_400_000 });
    form.set('sticker', false);
    expect(form.$quote.get()).toMatchObject({ labelPrice: 0, total: 2_250_000 });
  });

  it('a new container takes its first size', async () => {
    const { form } = await setUp();
    form.set('container', '2');
    expect(form.$values.get().size).toBe('21');
  });

  it('refuses a quantity out of range and a missing label before sending, and keeps what was typed', async () => {
    const { form, requests } = await setUp();
    fillGuest(form);
    form.set('label', '');
    form.set('quantity', '49');
    expect(await form.submit()).toBeUndefined();
    expect(form.$errors.get()).toMatchObject({ quantity: 'whitelabel.quantityRange', label: 'whitelabel.labelRequired' });
    expect(form.$values.get()).toMatchObject({ quantity: '49', name: 'Lana' });
    expect(requests()).toHaveLength(0);
    form.set('label', 'x'.repeat(41));
    form.set('quantity', '200');
    await form.submit();
    expect(form.$errors.get()).toEqual({ label: 'whitelabel.labelTooLong' });
  });

  it("sends a guest's request with the human-check token and the uploaded logo", async () => {
    const { form, requests } = await setUp();
    fillGuest(form);
    await form.setLogo(new File(['x'], 'logo.png', { type: 'image/png' }), 'blob:logo');
    expect(form.$logo.get()).toEqual({ preview: 'blob:logo', path: 'uploads/logo.png' });
    const sent = await form.submit();
    expect(sent).toEqual({ id: '12', quantity: 200, total: 1_300_000 });
    expect(requests()[0]!.variables).toMatchObject({
      name: 'Lana',
      quantity: 200,
      container: '1',
      size: '11',
      sticker: true,
      label: 'شموع النور',
      logo: 'uploads/logo.png',
      package: null,
      token: 'submit-token',
      idempotencyKey: 'key-1',
    });
  });

  it('checks the logo type and size before uploading, and says when the upload failed', async () => {
    const { form, uploads } = await setUp();
    await form.setLogo(new File(['%PDF-'], 'logo.pdf', { type: 'application/pdf' }));
    expect(form.$logo.get()).toEqual({ error: 'whitelabel.logoType' });
    await form.setLogo(new File([new Uint8Array(2500 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(form.$logo.get()).toEqual({ error: 'whitelabel.logoSize' });
    expect(uploads).toEqual([]);
    await form.setLogo(new File(['x'], 'logo.webp', { type: 'image/webp' }));
    expect(form.$logo.get()).toEqual({ error: 'whitelabel.logoFailed' });
  });

  it('retries a lost answer with the same key, keeps the form, and shows the server field error', async () => {
    const { form, requests } = await setUp({ answers: ['network', 'validation:input.phone.invalid', 'ok'] });
    fillGuest(form);
    await form.submit();
    expect(form.$alert.get()).toBe('errors.network');
    await form.submit();
    expect(form.$alert.get()).toBe('whitelabel.checkForm');
    expect(form.$errors.get()).toEqual({ phone: 'validation.phoneInvalid' });
    expect(form.$values.get().name).toBe('Lana');
    await form.submit();
    expect(requests().map((call) => call.variables.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-1']);
    expect(form.$sent.get()?.id).toBe('12');
  });

  it("pre-fills a customer's contact and sends no human-check token", async () => {
    const { form, requests } = await setUp({ signedIn: true });
    expect(form.$values.get()).toMatchObject({ name: 'Shilan', email: 'shilan@example.com', phone: '07501234567' });
    form.set('label', 'Nour');
    await form.submit();
    expect(requests()[0]!.variables.token).toBeNull();
  });
});
