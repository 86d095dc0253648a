import { normalizePhone, shopDate } from '@candleshop/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalHumanCheck } from '../../adapters/human-check/local-human-check.js';
import { createOutboxMailer } from '../../adapters/mail/local-outbox.js';
import { createLocalTexter } from '../../adapters/messaging/local-text-outbox.js';
import { giftCardBox } from '../../auth/retry-box.js';
import { staffKey, LOCAL_STAFF_SECRET_KEY } from '../../auth/secret-box.js';
import { voidGiftCard } from '../../db/repositories/gift-cards/gift-cards.js';
import { sweepGiftCards } from '../../services/gift-cards/gift-card-sender.js';
import { places } from '../../test/buying.js';
import { testDatabases } from '../../test/databases.js';
import { GIFT_CARD_25K, giftCardsBought } from '../../test/gift-cards.js';
import { graphql, openShop, PUBLIC_URL, type TestShop } from '../../test/shop.js';

// Issue 35 item 1: whoever holds a card's code sends it to someone on a day; the recipient gets a
// mail and a text in their language with the card page, once.

const CARD = `query G($code: String!) { giftCardBalance(code: $code) { last4 amount balance qrCode recipientName sendOn sentToRecipient } }`;
const SEND = `mutation S($code: String!, $recipient: GiftCardRecipientInput!) {
  sendGiftCard(code: $code, recipient: $recipient) { balance recipientName sendOn sentToRecipient } }`;

const DAY_MS = 86_400_000;

describe.each(testDatabases())('sending gift cards to recipients on $name', (database) => {
  let shop: TestShop;
  let pickup: string;
  let people = 0;

  beforeAll(async () => {
    shop = await openShop(database, { humanCheck: createLocalHumanCheck(() => {}) });
    pickup = (await places(shop.db)).pickup;
  });
  afterAll(() => shop?.close());

  /** A recipient of their own (an address and a phone nobody else in the suite uses), today. */
  function recipient(extra: Record<string, unknown> = {}) {
    people += 1;
    return {
      name: `Shilan ${people}`,
      email: `shilan${people}.${Date.now()}@example.com`,
      phone: `0780 ${String(2_000_000 + people).slice(0, 3)} ${String(2_000_000 + people).slice(3)}`,
      message: 'Happy Nowruz!',
      lang: 'ar',
      sendOn: shopDate(new Date()),
      ...extra,
    };
  }
  const mailsTo = (email: string) => shop.db.selectFrom('outbox').select(['subject', 'body']).where('recipient', '=', email).execute();
  const textsTo = (phone: string) => shop.db.selectFrom('text_outbox').select(['body', 'lang']).where('recipient', '=', normalizePhone(phone)!).execute();
  const sender = (now: Date) => ({ publicUrl: PUBLIC_URL, mailer: createOutboxMailer(shop.db), texter: createLocalTexter(shop.db, () => {}), box: giftCardBox(staffKey(LOCAL_STAFF_SECRET_KEY)), now });

  it('shows a card with its QR code and no recipient yet', async () => {
    const {
      codes: [code],
    } = await giftCardsBought(shop, pickup, 1, GIFT_CARD_25K);
    const card = (await graphql(shop.app, CARD, { code })).data!.giftCardBalance;
    expect(card).toMatchObject({ last4: code!.slice(-4), amount: 25_000, balance: 25_000, recipientName: null, sendOn: null, sentToRecipient: false });
    const svg = Buffer.from(card.qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString();
    expect(svg).toMatch(/^<svg[\s\S]*<path/);
  });

  it("sends a card set for today at once, by mail and text in the recipient's language, with its page, and only once", async () => {
    const {
      codes: [code],
    } = await giftCardsBought(shop, pickup, 1, GIFT_CARD_25K);
    const to = recipient();
    const reply = await graphql(shop.app, SEND, { code, recipient: to });
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.sendGiftCard).toEqual({ balance: 25_000, recipientName: to.name, sendOn: to.sendOn, sentToRecipient: true });
    const [mail, ...moreMails] = await mailsTo(to.email);
    expect(moreMails).toEqual([]);
    expect(mail!.subject).toMatch(/بطاقة هدية/);
    expect(mail!.subject).not.toContain(code);
    expect(mail!.body).toContain('٢٥٬٠٠٠ دينار');
    expect(mail!.body).toContain('Happy Nowruz!');
    expect(mail!.body).toContain(`${PUBLIC_URL}/ar/gift-card#${code}`);
    const texts = await textsTo(to.phone);
    expect(texts).toEqual([{ lang: 'ar', body: expect.stringContaining(`${PUBLIC_URL}/ar/gift-card#${code}`) }]);
    // Sent: the code is no longer kept, and the card cannot be sent again.
    expect(await shop.db.selectFrom('gift_cards').select('recipient_code_sealed').where('last4', '=', code!.slice(-4)).where('recipient_name', '=', to.name).executeTakeFirst()).toEqual({ recipient_code_sealed: null });
    expect((await graphql(shop.app, SEND, { code, recipient: recipient() })).errors![0]!.message).toBe('giftcard.sent');
    expect(await sweepGiftCards(shop.db, sender(new Date()))).toBe(0);
    expect(await mailsTo(to.email)).toHaveLength(1);
  });

  it('keeps a card for a later day, sealed, and the sender sends it on that day once', async () => {
    const {
      codes: [code],
    } = await giftCardsBought(shop, pickup, 1, GIFT_CARD_25K);
    const later = new Date(Date.now() + 3 * DAY_MS);
    const to = recipient({ email: '', lang: 'ku', sendOn: shopDate(later) });
    const reply = await graphql(shop.app, SEND, { code, recipient: to });
    expect(reply.data!.sendGiftCard).toMatchObject({ sentToRecipient: false, sendOn: to.sendOn });
    const stored = await shop.db.selectFrom('gift_cards').select(['recipient_code_sealed', 'recipient_phone', 'recipient_lang']).where('recipient_name', '=', to.name).executeTakeFirstOrThrow();
    expect(stored.recipient_code_sealed).not.toContain(code!.slice(0, 4));
    expect(stored).toMatchObject({ recipient_phone: normalizePhone(to.phone), recipient_lang: 'ku' });
    // The buyer may still change the message before the day.
    expect((await graphql(shop.app, SEND, { code, recipient: { ...to, message: 'Newroz pîroz be' } })).errors).toBeUndefined();
    expect(await sweepGiftCards(shop.db, sender(new Date(later.getTime() - DAY_MS)))).toBe(0);
    expect(await textsTo(to.phone)).toEqual([]);
    expect(await sweepGiftCards(shop.db, sender(later))).toBeGreaterThanOrEqual(1);
    expect(await sweepGiftCards(shop.db, sender(later))).toBe(0);
    const texts = await textsTo(to.phone);
    expect(texts).toEqual([{ lang: 'ku', body: expect.stringContaining(`${PUBLIC_URL}/ku/gift-card#${code}`) }]);
    expect(texts[0]!.body).toContain('٢٥٬٠٠٠ دینار');
    expect((await graphql(shop.app, CARD, { code })).data!.giftCardBalance.sentToRecipient).toBe(true);
  });

  it('refuses a recipient without a contact, with a bad phone, a long message or a past day, field by field', async () => {
    const {
      codes: [code],
    } = await giftCardsBought(shop, pickup, 1, GIFT_CARD_25K);
    const yesterday = shopDate(new Date(Date.now() - DAY_MS));
    const noContact = await graphql(shop.app, SEND, { code, recipient: recipient({ email: '', phone: null, sendOn: yesterday }) });
    expect(noContact.errors![0]!.extensions).toMatchObject({ validation: { 'recipient.email': ['input.email.required'], 'recipient.phone': ['input.phone.required'], 'recipient.sendOn': ['input.sendOn.past'] } });
    const bad = await graphql(shop.app, SEND, { code, recipient: recipient({ phone: '0690 123 4567', message: 'x'.repeat(301) }) });
    expect(bad.errors![0]!.extensions).toMatchObject({ validation: { 'recipient.phone': ['input.phone.invalid'], 'recipient.message': ['input.message.long'] } });
    expect((await graphql(shop.app, CARD, { code })).data!.giftCardBalance.recipientName).toBeNull();
  });

  it('refuses a mistyped code before any card is asked, and a void card', async () => {
    const {
      codes: [code],
      cards: [card],
    } = await giftCardsBought(shop, pickup, 1, GIFT_CARD_25K);
    const typo = `${code!.slice(0, -1)}${code!.endsWith('X') ? 'Y' : 'X'}`;
    expect((await graphql(shop.app, SEND, { code: typo, recipient: recipient() })).errors![0]!.message).toBe('giftcard.mistyped');
    await voidGiftCard(shop.db, card!.id);
    expect((await graphql(shop.app, SEND, { code, recipient: recipient() })).errors![0]!.message).toBe('giftcard.void');
  });
});
