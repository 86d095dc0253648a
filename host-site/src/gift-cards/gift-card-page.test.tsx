import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/preact';
import { network, refused, renderIn, stubNetwork } from '../test-support.js';
import { GiftCardPage } from './gift-card-page.js';
import { recipientErrors } from './recipient-form.js';

stubNetwork();

// Issue 35 item 1: the page a gift card's link opens (/gift-card#CODE), its balance check and
// sending the card to someone.

const CODE = 'CR2M-G401-7G1A-02C0-280V';
const OTHER = '3V2M-G401-7G1A-02C0-20JJ';
const QR = 'data:image/svg+xml;base64,PHN2Zy8+';
const card = (fields: Record<string, unknown> = {}) => ({
  last4: '280V',
  amount: 25000,
  balance: 18000,
  status: 'active',
  qrCode: QR,
  recipientName: null,
  sendOn: null,
  sentToRecipient: false,
  ...fields,
});
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Baghdad' }).format(new Date());

function arriveWith(fragment: string) {
  window.history.replaceState(null, '', `/gift-card#${fragment}`);
}
afterEach(() => window.history.replaceState(null, '', '/'));

describe('GiftCardPage', () => {
  it('reads the code from the fragment, takes it out of the address at once, and shows the card with its QR code', async () => {
    arriveWith(CODE);
    network.answers.GiftCard = () => ({ data: { giftCardBalance: card() } });
    await renderIn(<GiftCardPage />);
    expect(await screen.findByRole('heading', { name: 'Gift card ending 280V' })).toBeTruthy();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/gift-card');
    expect(network.sent).toEqual([{ operation: 'GiftCard', variables: { code: CODE } }]);
    expect(screen.getByText('25,000 IQD')).toBeTruthy();
    expect(screen.getByText('18,000 IQD')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code of the gift card' }).getAttribute('src')).toBe(QR);
    expect(screen.getByText(CODE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print the card' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Send it to someone' })).toBeTruthy();
  });

  it('shows the amounts in Arabic-Indic digits', async () => {
    arriveWith(CODE);
    network.answers.GiftCard = () => ({ data: { giftCardBalance: card() } });
    await renderIn(<GiftCardPage />, 'ar');
    expect(await screen.findByRole('heading', { name: 'بطاقة هدية تنتهي بـ \u2068280V\u2069' })).toBeTruthy();
    expect(screen.getByText(/٢٥٬٠٠٠/)).toBeTruthy();
    expect(screen.getByText(/١٨٬٠٠٠/)).toBeTruthy();
  });

  it('says a mistyped link in words without asking the shop, and offers the balance check', async () => {
    arriveWith('CR2M-G401-7G1A-02C0-280X');
    await renderIn(<GiftCardPage />);
    expect(await screen.findByText('This code is not right: check each character.')).toBeTruthy();
    expect(window.location.hash).toBe('');
    expect(network.sent).toEqual([]);
  });

  it('checks a balance typed with spaces, lower case and Arabic-Indic digits, and refuses a typo before asking', async () => {
    network.answers.GiftCard = () => ({ data: { giftCardBalance: card({ last4: '20JJ', balance: 7000 }) } });
    await renderIn(<GiftCardPage />);
    const input = await screen.findByRole('textbox', { name: 'Gift card code' });
    fireEvent.input(input, { target: { value: '3v2m g4٠1 7g1a ٠2c٠ 2٠jx' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check the balance' }));
    expect(await screen.findByText('This code is not right: check each character.')).toBeTruthy();
    expect(network.sent).toEqual([]);
    fireEvent.input(input, { target: { value: '3v2m g4٠1 7g1a ٠2c٠ 2٠jj' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check the balance' }));
    expect(await screen.findByRole('heading', { name: 'Gift card ending 20JJ' })).toBeTruthy();
    expect(network.sent).toEqual([{ operation: 'GiftCard', variables: { code: OTHER } }]);
    expect(screen.getByText('7,000 IQD')).toBeTruthy();
  });

  it('says an unknown or throttled code and keeps what was typed', async () => {
    network.answers.GiftCard = () => refused('giftcard.unknown', 'REFUSED');
    await renderIn(<GiftCardPage />);
    const input = await screen.findByRole('textbox', { name: 'Gift card code' });
    fireEvent.input(input, { target: { value: OTHER } });
    fireEvent.click(screen.getByRole('button', { name: 'Check the balance' }));
    expect(within(await screen.findByRole('alert')).getByText('No gift card has this code.')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe(OTHER);
    network.answers.GiftCard = () => refused('giftcard.throttled', 'REFUSED');
    fireEvent.click(screen.getByRole('button', { name: 'Check the balance' }));
    expect(await screen.findByText('Too many wrong codes. Please wait 15 minutes and try again.')).toBeTruthy();
  });

  it('sends the card to someone: checks the fields first, then sends and says when it goes', async () => {
    arriveWith(CODE);
    network.answers.GiftCard = () => ({ data: { giftCardBalance: card() } });
    await renderIn(<GiftCardPage />);
    const send = await screen.findByRole('button', { name: 'Send the card' });
    fireEvent.click(send);
    expect(await screen.findByText('Write their name.')).toBeTruthy();
    expect(screen.getAllByText('Give an email or a mobile number.')).toHaveLength(2);
    expect(network.sent.map((call) => call.operation)).toEqual(['GiftCard']);
    fireEvent.input(screen.getByRole('textbox', { name: 'Their name' }), { target: { value: 'Shilan' } });
    fireEvent.input(screen.getByRole('textbox', { name: /Their mobile number/ }), { target: { value: '٠٧٨٠ ١١١ ٠٠٠٢' } });
    fireEvent.input(screen.getByRole('textbox', { name: /Your message/ }), { target: { value: 'Happy Nowruz' } });
    let release = () => {};
    network.answers.SendGiftCard = () => new Promise((resolve) => (release = () => resolve({ data: { sendGiftCard: card({ recipientName: 'Shilan', sendOn: today(), sentToRecipient: true }) } })));
    fireEvent.click(send);
    expect((await screen.findByRole('button', { name: 'Saving…' })).getAttribute('aria-disabled')).toBe('true');
    release();
    expect(await screen.findByText('It was sent to Shilan.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Send it to someone' })).toBeNull();
    expect(network.sent.at(-1)).toEqual({
      operation: 'SendGiftCard',
      variables: { code: CODE, recipient: { name: 'Shilan', email: null, phone: '٠٧٨٠ ١١١ ٠٠٠٢', message: 'Happy Nowruz', lang: 'en', sendOn: today() } },
    });
  });

  it('keeps the form as typed when the shop refuses, and says why', async () => {
    arriveWith(CODE);
    network.answers.GiftCard = () => ({ data: { giftCardBalance: card({ recipientName: 'Sara', sendOn: '2030-01-05' }) } });
    network.answers.SendGiftCard = () => refused('giftcard.sent', 'REFUSED');
    await renderIn(<GiftCardPage />);
    expect(await screen.findByText('It will be sent to Sara on 5/1/2030. You can still change it until then.')).toBeTruthy();
    fireEvent.input(screen.getByRole('textbox', { name: 'Their name' }), { target: { value: 'Shilan' } });
    fireEvent.input(screen.getByRole('textbox', { name: 'Their email' }), { target: { value: 'shilan@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the card' }));
    expect(await screen.findByText('This card was already sent to its recipient.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Their email' }) as HTMLInputElement).value).toBe('shilan@example.com');
  });
});

describe('recipientErrors', () => {
  const valid = { name: 'Shilan', email: '', phone: '0790 123 4567', message: '', lang: 'ku', sendOn: '2026-12-01' };
  it("takes Iraqi numbers of every network, and names each problem with the page's key", () => {
    expect(recipientErrors(valid, '2026-12-01')).toEqual({});
    expect(recipientErrors({ ...valid, phone: '0780 123 4567' }, '2026-12-01')).toEqual({});
    expect(recipientErrors({ ...valid, phone: '', sendOn: '2026-11-30' }, '2026-12-01')).toEqual({
      email: 'giftCardPage.fields.contact.required',
      phone: 'giftCardPage.fields.contact.required',
      sendOn: 'giftCardPage.fields.sendOn.past',
    });
    expect(recipientErrors({ ...valid, phone: '0690 123 4567' }, '2026-12-01')).toEqual({ phone: 'giftCardPage.fields.phone.invalid' });
  });
});
