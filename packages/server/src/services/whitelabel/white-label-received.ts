import type { Kysely } from 'kysely';
import { sendQuietly } from '../../adapters/mail/mail.js';
import { renderShopNotice } from '../../adapters/mail/templates/shop-notice.js';
import { renderWhiteLabelMail } from '../../adapters/mail/templates/white-label-mail.js';
import { findAccountContact, findWhiteLabelRequest } from '../../db/repositories/whitelabel/white-label-requests.js';
import type { Database } from '../../db/types.js';
import type { RequestNoticeOptions } from '../personalized/personalized-received.js';
import type { SaleBus } from '../sale-life/sale-bus.js';
import { saleLang } from '../sale-life/sale-customer.js';

/**
 * Adds the mails of a new white-label request as a handler of its placed event (issue 34 item 2):
 * once, after the request commits, the customer's confirmation in their language and then the
 * shop's notice (issue 12) with what was asked for. Mails that cannot go out are logged: the
 * request stands.
 */
export function addWhiteLabelReceived(bus: SaleBus, db: Kysely<Database>, options: RequestNoticeOptions): SaleBus {
  bus.on('placed', async function whiteLabelReceived({ kind, id }) {
    if (kind !== 'whitelabel') return;
    const row = await findWhiteLabelRequest(db, id);
    if (!row) return;
    // SECURITY-REVIEW M3: a customer's confirmation goes to the account's own (verified) email,
    // never to an address typed into the form; a guest's passed the human check.
    const account = row.user_id === null ? undefined : await findAccountContact(db, row.user_id);
    await sendQuietly(options.mailer, 'white-label confirmation', {
      to: account?.email ?? row.contact_email,
      ...renderWhiteLabelMail(saleLang(row.lang), { name: row.contact_name, id: row.id, quantity: row.quantity, total: row.total, label: row.label_text }),
    });
    const details: Array<readonly [string, string]> = [
      ['Quantity', String(row.quantity)],
      ['Container', String(row.container_id)],
      ['Size', String(row.size_id)],
      ['Colour', String(row.color_id)],
      ['Scent', String(row.scent_id)],
      ['Wick', String(row.wick_id)],
      ['Package', row.package_id === null ? 'none' : String(row.package_id)],
      ['Label sticker', row.sticker ? `yes: ${row.label_text ?? ''}` : 'no'],
      ...(row.logo ? [['Logo', options.storage.urlOf(row.logo)] as const] : []),
      ...(row.description ? [['Description', row.description] as const] : []),
      ['Total', `${row.total} IQD (${row.quantity} × ${row.candle_price + row.label_price + row.package_price})`],
    ];
    await sendQuietly(
      options.mailer,
      "the shop's white-label notice",
      renderShopNotice(options.shopEmail, { kind: 'white-label', id: row.id, name: row.contact_name, email: row.contact_email, phone: row.contact_phone, lang: row.lang, details }),
    );
  });
  return bus;
}
