import type { Lang } from '@candleshop/rules';
import type { Kysely } from 'kysely';
import { sendQuietly, type Mailer, type MailMessage } from '../../adapters/mail/mail.js';
import type { SaleKind } from '../../db/tables/sale-life.js';
import type { Database } from '../../db/types.js';
import type { SaleHandler } from './sale-events.js';
import { findBuyerContact, saleLang, type BuyerColumns } from './sale-customer.js';

/** What a receipt needs: the mailer, and the shop's address for the customer's link. */
export interface ReceiptOptions {
  mailer: Mailer;
  publicUrl: string;
}

/** A sale's row as its receipt reads it: the buyer, whether it was released, its language. */
type ReceiptRow = BuyerColumns & { status: string; lang: string };

/** A receipt's mail to the buyer, in the language the sale was placed in. */
export type ReceiptMail<Row extends ReceiptRow> = (row: Row, buyer: { name: string; email: string }, lang: Lang) => Omit<MailMessage, 'to'> | Promise<Omit<MailMessage, 'to'>>;

/**
 * The handler of a placed event that sends the receipt of a sale of `kind` (its row read by
 * `find`; issue 34 item 2): once, after the sale commits, in the language it was placed in. A sale
 * released before its payment could start (cancelled), or with nobody to mail, gets none. A mail
 * that cannot go out is logged as `{kind} confirmation`: the sale stands. The bus names the
 * handler `{kind}Receipt` when it fails.
 */
export function receiptHandler<Row extends ReceiptRow>(
  db: Kysely<Database>,
  mailer: Mailer,
  kind: SaleKind,
  find: (db: Kysely<Database>, id: number) => Promise<Row | undefined>,
  mail: ReceiptMail<Row>,
): SaleHandler<'placed'> {
  const handler: SaleHandler<'placed'> = async (event) => {
    if (event.kind !== kind) return;
    const row = await find(db, event.id);
    const buyer = row && row.status !== 'cancelled' ? await findBuyerContact(db, row) : undefined;
    if (!row || !buyer) return;
    await sendQuietly(mailer, `${kind} confirmation`, async () => ({ to: buyer.email, ...(await mail(row, buyer, saleLang(row.lang))) }));
  };
  return Object.defineProperty(handler, 'name', { value: `${kind}Receipt` });
}
