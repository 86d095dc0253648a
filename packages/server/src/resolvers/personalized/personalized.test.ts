import { beforeAll, describe, expect, it } from 'vitest';
import { releaseUnpaid } from '../../services/sale-life/release-unpaid.js';
import { lastMailTo } from '../../test/accounts.js';
import { createCustomer, type TestCustomer } from '../../test/customers.js';
import { testDatabases } from '../../test/databases.js';
import { verifiedStaff, type TestStaff } from '../../test/staff.js';
import { localGatewaysSuite, visit } from '../../test/payment-flows.js';
import { graphql, PUBLIC_URL } from '../../test/shop.js';
import { rowCount } from '../../test/row-count.js';
import { canMovePersonalized, PERSONALIZED_MOVES } from '../../services/personalized/personalized-status.js';

// Personalized-candle requests (issue 12): a request with a picture or a PDF, the shop's quote
// (the back office's adminQuotePersonalized, the one way to quote), one acceptance, and its
// payment through the payables' one path, verified on the server.

const FIELDS = 'id description status file fileType date price accepted paid method';
const REQUEST = `mutation R($description: String!, $file: String, $token: String, $guest: GuestInput, $idempotencyKey: String) {
  personalizedRequest(description: $description, file: $file, token: $token, guest: $guest, idempotencyKey: $idempotencyKey) { ${FIELDS} } }`;
const ACCEPT = `mutation A($id: ID!, $method: String!, $idempotencyKey: String) {
  acceptPersonalized(id: $id, method: $method, idempotencyKey: $idempotencyKey) { id uuid token operation_type fibToken { paymentId personalAppLink } } }`;
const MINE = `query M { personalizedRequests { id status price } }`;
const QUOTE = `mutation Q($id: ID!, $price: Int!, $version: Int!) { adminQuotePersonalized(id: $id, price: $price, version: $version) { id status total } }`;
const ONE = `query O($id: ID!) { personalizedRequest(id: $id) { ${FIELDS} } }`;
const PAY_LATER = `mutation P($id: ID!) { payLater(id: $id, type: "personalized", method: "fib") { id fibToken { paymentId personalAppLink } } }`;
// A guest's upload URL needs a human check (SECURITY-REVIEW M8); the local stand-in takes this token.
const SIGN = `mutation S($file: String!, $token: String) { signedUrl(file: $file, token: $token) { url } }`;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');
const GUEST = { name: 'Shilan Ahmed', email: 'shilan.gift@example.com', phone: '07501234567' };

describe.each(testDatabases())('personalized requests on $name', (database) => {
  const suite = localGatewaysSuite(database);
  let customer: TestCustomer;
  let other: TestCustomer;
  let staff: TestStaff;
  const as = (who?: TestCustomer) => (who ? { headers: who.headers } : {});
  const count = () => rowCount(suite.shop.db, 'personalized_requests');
  const state = (id: string | number) => suite.shop.db.selectFrom('personalized_requests').select(['status', 'accepted', 'paid', 'method']).where('id', '=', Number(id)).executeTakeFirstOrThrow();
  const quote = async (id: string | number, price: number) => {
    const { version } = await suite.shop.db.selectFrom('personalized_requests').select('version').where('id', '=', Number(id)).executeTakeFirstOrThrow();
    return graphql(suite.app, QUOTE, { id: String(id), price, version }, { headers: staff.headers });
  };
  const upload = async (file: string, type: string, body: Uint8Array<ArrayBuffer>, who?: TestCustomer) => {
    const signed = await graphql(suite.app, SIGN, { file, token: 'local-unverified' }, as(who));
    expect(signed.errors).toBeUndefined();
    const url = new URL(signed.data!.signedUrl.url as string);
    const put = await suite.app.fetch(new Request(url, { method: 'PUT', headers: { 'content-type': type, ...who?.headers }, body }));
    return { status: put.status, path: url.pathname.slice(1) };
  };
  const send = async (who: TestCustomer, description = 'A candle with our wedding date, 12.12.2026') => {
    const picture = await upload('images/ring.png', 'image/png', PNG, who);
    const reply = await graphql(suite.app, REQUEST, { description, file: picture.path }, as(who));
    expect(reply.errors).toBeUndefined();
    return reply.data!.personalizedRequest as { id: string; status: string; file: string; fileType: string };
  };

  beforeAll(async () => {
    customer = await createCustomer(suite.shop.db, { phone: '07701234567' });
    other = await createCustomer(suite.shop.db, { phone: '07701234568' });
    staff = await verifiedStaff(suite.shop);
  });

  it('a customer sends a request with a picture: pending, listed, mailed to the customer and announced to the shop', async () => {
    const sent = await send(customer);
    expect(sent).toMatchObject({ status: 'pending', fileType: 'image', price: null, accepted: false, paid: false, method: null });
    expect(sent.file).toMatch(new RegExp(`^${PUBLIC_URL}/uploads/[0-9a-f-]{36}\\.png$`));
    expect((await graphql(suite.app, MINE, {}, as(customer))).data!.personalizedRequests[0]).toMatchObject({ id: sent.id, status: 'pending', price: null });
    expect((await lastMailTo(suite.shop.db, customer.email))?.subject).toBe(`Your personalized candle request ${sent.id}`);
    const notice = await lastMailTo(suite.shop.db, 'shop@localhost');
    expect(notice?.subject).toBe(`New personalized-candle request ${sent.id}`);
    expect(notice?.body).toContain(`image: ${sent.file}`);
    expect(notice?.body).toContain(`quote it in the back office: ${PUBLIC_URL}/admin/requests/personalized/${sent.id}`);
  });

  it('a guest sends one with a PDF after the human check; without it nothing is saved', async () => {
    const pdf = await upload('files/sketch.pdf', 'application/pdf', PDF);
    expect(pdf.status).toBe(200);
    const before = await count();
    const refused = await graphql(suite.app, REQUEST, { description: 'Our logo in wax', file: pdf.path, guest: GUEST });
    expect(refused.errors![0]!.message).toBe('bad.request');
    const failed = await graphql(suite.app, REQUEST, { description: 'Our logo in wax', file: pdf.path, guest: GUEST, token: 'local-fail' });
    expect(failed.errors![0]!.message).toBe('bad.request');
    expect(await count()).toBe(before);
    const reply = await graphql(suite.app, REQUEST, { description: 'Our logo in wax', file: pdf.path, guest: GUEST, token: 'local-unverified' }, { lang: 'ar' });
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.personalizedRequest).toMatchObject({ fileType: 'pdf', status: 'pending' });
    expect((await lastMailTo(suite.shop.db, GUEST.email))?.subject).toBe(`طلب الشمعة المخصصة رقم ${Number(reply.data!.personalizedRequest.id).toLocaleString('ar-IQ')}`);
  });

  it('refuses a file whose content is not what its name says, a file the shop never issued, and an empty description', async () => {
    expect((await upload('files/fake.pdf', 'application/pdf', PNG)).status).toBe(415);
    expect((await upload('images/fake.png', 'image/png', PDF)).status).toBe(415);
    const before = await count();
    const forged = await graphql(suite.app, REQUEST, { description: 'x', file: 'uploads/00000000-0000-0000-0000-000000000000.pdf' }, as(customer));
    expect(forged.errors![0]).toMatchObject({ message: 'bad.request', extensions: { validation: { file: ['input.file.invalid'] } } });
    const empty = await graphql(suite.app, REQUEST, { description: '   ' }, as(customer));
    expect(empty.errors![0]).toMatchObject({ extensions: { validation: { description: ['input.description.required'] } } });
    // A PDF is no profile picture.
    const pdf = await upload('files/cv.pdf', 'application/pdf', PDF, customer);
    const profile = await graphql(suite.app, `mutation U($profile: String) { updateProfile(name: "A", email: "${customer.email}", profile: $profile) { id } }`, { profile: pdf.path }, as(customer));
    expect(profile.errors?.[0]?.message).toBe('bad.request');
    expect(await count()).toBe(before);
  });

  it("a customer never sees or accepts another customer's request", async () => {
    const sent = await send(customer);
    expect((await quote(sent.id, 45000)).errors).toBeUndefined();
    expect((await graphql(suite.app, ONE, { id: sent.id }, as(other))).errors![0]!.message).toBe('not.found');
    expect((await graphql(suite.app, ACCEPT, { id: sent.id, method: 'cash' }, as(other))).errors![0]!.message).toBe('not.found');
    expect((await graphql(suite.app, ACCEPT, { id: sent.id, method: 'cash' })).errors![0]!.message).toBe('unauthorized');
    expect(await state(sent.id)).toEqual({ status: 'quoted', accepted: false, paid: false, method: null });
  });

  it('a request is accepted only after a quote, and once; a retry with the same key answers the first result', async () => {
    const sent = await send(customer);
    const early = await graphql(suite.app, ACCEPT, { id: sent.id, method: 'cash' }, as(customer));
    expect(early.errors![0]!.message).toBe('personalized.unquoted');
    expect(await state(sent.id)).toMatchObject({ status: 'pending', accepted: false });

    // Only staff quote (the customer is no staff member), and a price is at least 1 IQD.
    expect((await graphql(suite.app, QUOTE, { id: sent.id, price: 50000, version: 0 }, as(customer))).errors![0]!.message).toBe('forbidden');
    expect((await quote(sent.id, 0)).errors![0]).toMatchObject({ message: 'bad.request', extensions: { validation: { price: ['input.price.invalid'] } } });
    const quoted = await quote(sent.id, 52000);
    expect(quoted.data!.adminQuotePersonalized).toMatchObject({ id: sent.id, status: 'quoted', total: 52000 });
    expect((await lastMailTo(suite.shop.db, customer.email))?.body).toContain('52,000 IQD');
    expect((await graphql(suite.app, ONE, { id: sent.id }, as(customer))).data!.personalizedRequest).toMatchObject({ status: 'quoted', price: 52000 });

    const first = await graphql(suite.app, ACCEPT, { id: sent.id, method: 'cash', idempotencyKey: 'accept-1' }, as(customer));
    expect(first.errors).toBeUndefined();
    expect(first.data!.acceptPersonalized).toMatchObject({ id: sent.id, operation_type: 'personalized' });
    const again = await graphql(suite.app, ACCEPT, { id: sent.id, method: 'cash', idempotencyKey: 'accept-1' }, as(customer));
    expect(again.data).toEqual(first.data);
    const twice = await graphql(suite.app, ACCEPT, { id: sent.id, method: 'cash', idempotencyKey: 'accept-2' }, as(customer));
    expect(twice.errors![0]!.message).toBe('personalized.accepted');
    expect(await state(sent.id)).toEqual({ status: 'accepted', accepted: true, paid: false, method: 'cash' });
    // An accepted quote is not quoted again.
    expect((await quote(sent.id, 1000)).errors![0]).toMatchObject({ message: 'admin.moveNotAllowed', extensions: { reason: 'accepted' } });
  });

  it('accepting with FIB pays through the verifier; a forged return pays nothing; an expired payment gives the quote back', async () => {
    const sent = await send(customer);
    await quote(sent.id, 61000);
    const accepted = await graphql(suite.app, ACCEPT, { id: sent.id, method: 'zaincash' }, as(customer));
    expect(accepted.errors).toBeUndefined();
    const { token } = accepted.data!.acceptPersonalized;
    expect((await visit(suite.app, `/payments/zaincash/return?orderId=${sent.id}&status=success`)).headers.get('location')).toBe(`${PUBLIC_URL}/payment/fail`);
    expect(await state(sent.id)).toMatchObject({ paid: false, status: 'accepted' });

    await suite.payments.sweep({ now: new Date(Date.now() + 5 * 3600_000) });
    expect(await state(sent.id)).toEqual({ status: 'quoted', accepted: false, paid: false, method: null });
    expect(await releaseUnpaid(suite.shop.db, { kind: 'personalized', id: Number(sent.id) })).toBe(false);
    expect(token).toBeTruthy();

    const fib = await graphql(suite.app, ACCEPT, { id: sent.id, method: 'fib' }, as(customer));
    expect(fib.errors).toBeUndefined();
    const { fibToken } = fib.data!.acceptPersonalized;
    await visit(suite.app, fibToken.personalAppLink, { id: fibToken.paymentId, decision: 'approve' });
    expect(await state(sent.id)).toEqual({ status: 'accepted', accepted: true, paid: true, method: 'fib' });
    const amounts = await suite.shop.db.selectFrom('payments').select(['gateway', 'status', 'amount']).where('personalized_id', '=', Number(sent.id)).orderBy('id').execute();
    expect(amounts).toEqual([
      { gateway: 'zaincash', status: 'EXPIRED', amount: 61000 },
      { gateway: 'fib', status: 'PAID', amount: 61000 },
    ]);
    expect(suite.log.alerts).toEqual([]);
  });

  it('payLater pays an accepted cash request; a pending one cannot be paid', async () => {
    const sent = await send(customer);
    expect((await graphql(suite.app, PAY_LATER, { id: sent.id }, as(customer))).errors![0]).toMatchObject({ extensions: { reason: 'personalized.state' } });
    await quote(sent.id, 30000);
    await graphql(suite.app, ACCEPT, { id: sent.id, method: 'cash' }, as(customer));
    const later = await graphql(suite.app, PAY_LATER, { id: sent.id }, as(customer));
    expect(later.errors).toBeUndefined();
    const { fibToken } = later.data!.payLater;
    await visit(suite.app, fibToken.personalAppLink, { id: fibToken.paymentId, decision: 'approve' });
    expect(await state(sent.id)).toMatchObject({ paid: true, status: 'accepted' });
  });

  it('refuses a customer whose email is not verified (SECURITY-REVIEW L3)', async () => {
    const pending = await createCustomer(suite.shop.db, { status: 'pending', phone: '07701234577' });
    const reply = await graphql(suite.app, REQUEST, { description: 'A candle' }, as(pending));
    expect(reply.errors![0]).toMatchObject({ message: 'account.pending', extensions: { code: 'REFUSED' } });
  });

  it('statuses move only by the table', () => {
    expect(PERSONALIZED_MOVES.pending).toEqual(['quoted', 'rejected', 'cancelled']);
    expect(canMovePersonalized('accepted', 'quoted')).toBe(true);
    expect(canMovePersonalized('completed', 'quoted')).toBe(false);
    expect(canMovePersonalized('pending', 'accepted')).toBe(false);
  });
});
