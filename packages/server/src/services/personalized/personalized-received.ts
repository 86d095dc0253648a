import type { Kysely } from 'kysely';
import { sendQuietly, type Mailer } from '../../adapters/mail/mail.js';
import { renderPersonalizedMail } from '../../adapters/mail/templates/personalized-mail.js';
import { renderShopNotice } from '../../adapters/mail/templates/shop-notice.js';
import type { Storage } from '../../adapters/storage/storage.js';
import { findPersonalizedRequest } from '../../db/repositories/personalized/personalized-requests.js';
import type { Database } from '../../db/types.js';
import type { PersonalizedRequestRow } from '../../db/tables/personalized.js';
import type { SaleBus } from '../sale-life/sale-bus.js';
import { findBuyerContact, saleLang } from '../sale-life/sale-customer.js';

/** What the mails of a new request need: the mailer, the shop's address and SHOP_EMAIL, the storage its file is in. */
export interface RequestNoticeOptions {
  mailer: Mailer;
  publicUrl: string;
  /** Where the shop is told of new requests (SHOP_EMAIL). */
  shopEmail: string;
  storage: Storage;
}

/** The page of a customer's request; a guest has none (the shop replies by mail). */
export const personalizedLink = (publicUrl: string, row: PersonalizedRequestRow) => (row.user_id === null ? null : `${publicUrl}/personalized/${row.id}`);

/**
 * Adds the mails of a new personalized request as a handler of its placed event (issue 34 item 2):
 * once, after the request commits, the customer's receipt in their language and then the shop's
 * notice (issue 12), so someone quotes it. Its acceptance places nothing new: a request accepted
 * (placed then if it was sent before its sending was an event) is not announced again. Mails that
 * cannot go out are logged: the request stands.
 */
export function addPersonalizedReceived(bus: SaleBus, db: Kysely<Database>, options: RequestNoticeOptions): SaleBus {
  bus.on('placed', async function personalizedReceived({ kind, id }) {
    if (kind !== 'personalized') return;
    const row = await findPersonalizedRequest(db, id);
    const contact = row && !row.accepted ? await findBuyerContact(db, row) : undefined;
    if (!row || !contact) return;
    await sendQuietly(options.mailer, 'the personalized request mail (received)', {
      to: contact.email,
      ...renderPersonalizedMail('received', saleLang(row.lang), { name: contact.name, id: row.id, price: row.price ?? 0, link: personalizedLink(options.publicUrl, row) }),
    });
    const file = row.file ? options.storage.urlOf(row.file) : undefined;
    await sendQuietly(
      options.mailer,
      "the shop's personalized-request notice",
      renderShopNotice(options.shopEmail, {
        kind: 'personalized',
        id: row.id,
        name: contact.name,
        email: contact.email,
        phone: contact.phone,
        lang: row.lang,
        details: [
          ['Description', row.description],
          ['Reference file', file ? `${row.file_type}: ${file}` : 'none'],
        ],
        // The back office is the one place to quote it (adminQuotePersonalized, audited).
        link: `quote it in the back office: ${options.publicUrl}/admin/requests/personalized/${row.id}`,
      }),
    );
  });
  return bus;
}
