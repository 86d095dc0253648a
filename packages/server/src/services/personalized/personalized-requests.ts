import { shopDateTime } from '@candleshop/rules';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { placeRequest } from '../sale-life/placed-events.js';
import { sendQuietly, type Mailer } from '../../adapters/mail/mail.js';
import { renderPersonalizedMail } from '../../adapters/mail/templates/personalized-mail.js';
import type { Storage } from '../../adapters/storage/storage.js';
import {
  acceptPersonalizedQuote,
  findPersonalizedByAcceptKey,
  findPersonalizedByKey,
  findPersonalizedOfUser,
  findPersonalizedOfUserAll,
  findPersonalizedRequest,
  insertPersonalizedRequest,
  setPersonalizedQuote,
} from '../../db/repositories/personalized/personalized-requests.js';
import { findAccountContact } from '../../db/repositories/whitelabel/white-label-requests.js';
import type { Database } from '../../db/types.js';
import type { PersonalizedRequestRow } from '../../db/tables/personalized.js';
import type { PaymentMethod } from '../../db/tables/sales.js';
import { badRequest, notFound, refused } from '../../errors.js';

import { replayedUnpaid } from '../sales/order-idempotency.js';
import { MAX_AMOUNT } from '../sales/orders.js';
import { placeAndPay, type PaymentResultView } from '../sales/payable-payments.js';
import { canMovePersonalized } from './personalized-status.js';
import { personalizedLink } from './personalized-received.js';
import { findBuyerContact, saleLang } from '../sale-life/sale-customer.js';
import { ownSales } from '../sales/own-sales.js';
import { submitColumns } from '../sales/purchase-columns.js';
import type { PaidSellingOptions } from '../sales/selling-options.js';

/** A new request, its arguments parsed (schema Mutation.personalizedRequest). */
export interface PersonalizedInput {
  /** The signed-in customer, or a guest with the human-check token and contact. */
  buyer: { userId: number } | { token: string; guest: { name: string; email: string; phone: string } };
  description: string;
  /** A stored upload path the shop's storage issued, or null. */
  file: string | null;
  idempotency?: { key: string; hash: string };
}

/** SPEC §3 Personalized request as the schema shapes it. */
export interface PersonalizedView {
  id: number;
  description: string;
  status: string;
  file: string | null;
  fileType: string | null;
  date: string;
  price: number | null;
  accepted: boolean;
  paid: boolean;
  method: string | null;
}

/** A quote made in the back office: at the version the staff member saw, audited in its transaction. */
export interface QuoteByStaff {
  version: number;
  audit(trx: Transaction<Database>, before: PersonalizedRequestRow, after: PersonalizedRequestRow): Promise<void>;
}

/** What the service needs of the request. */
export interface PersonalizedOptions extends PaidSellingOptions {
  mailer: Mailer;
  storage: Storage;
  publicUrl: string;
}

/**
 * Personalized-candle requests (SPEC §3, issue 12): a description and a reference file (a picture
 * or a PDF the shop's storage took, its content checked at upload); the shop quotes a price
 * (`quote`), the customer accepts it once and pays through the payables' one path. The buyer is
 * mailed in their language at each step and the shop is told of every new request.
 */
export function createPersonalized(db: Kysely<Database>, options: PersonalizedOptions) {
  const view = (row: PersonalizedRequestRow): PersonalizedView => ({
    id: row.id,
    description: row.description,
    status: row.status,
    file: row.file ? options.storage.urlOf(row.file) : null,
    fileType: row.file_type,
    date: shopDateTime(row.created_at),
    price: row.price,
    accepted: row.accepted,
    paid: row.paid,
    method: row.method,
  });

  // The quote's mail (a staff action). A new request's mails are its placed event's handlers (personalized-received.ts).
  // A mail that cannot go out is logged: the request stands either way.
  async function mailQuote(row: PersonalizedRequestRow): Promise<void> {
    const contact = await findBuyerContact(db, row);
    if (!contact) return;
    await sendQuietly(options.mailer, 'the personalized request mail (quoted)', {
      to: contact.email,
      ...renderPersonalizedMail('quoted', saleLang(row.lang), { name: contact.name, id: row.id, price: row.price ?? 0, link: personalizedLink(options.publicUrl, row) }),
      // The shop's quote answers the customer's request: a receipt, not counted (SECURITY-REVIEW M3).
      receipt: true,
    });
  }

  const replayRequest = async (idempotency: PersonalizedInput['idempotency']) => {
    const row = await replayedUnpaid((key) => findPersonalizedByKey(db, key), idempotency);
    return row && view(row);
  };

  return {
    /** Shapes a stored request as the schema's PersonalizedRequest (the back office shows it too). */
    viewOf: view,

    /** Sends a request; a retry with the same key answers the first result. */
    async request(input: PersonalizedInput): Promise<PersonalizedView> {
      const earlier = await replayRequest(input.idempotency);
      if (earlier) return earlier;
      const { buyer } = input;
      if ('token' in buyer && !(await options.humanCheck.verify({ token: buyer.token, action: 'submit' }))) throw refused('bad.request');
      const description = input.description.trim();
      if (!description) throw badRequest({ description: ['input.description.required'] });
      const userId = 'userId' in buyer ? buyer.userId : undefined;
      let file: string | null = null;
      if (input.file) {
        file = (await options.storage.storedPath(input.file, userId, 'image-or-pdf')) ?? null;
        if (!file) throw badRequest({ file: ['input.file.invalid'] });
      }
      const partner = await options.attribution();
      // Issue 34 item 2: recorded with the request, its placed event mails the customer and the shop after COMMIT.
      return placeRequest(db, options.saleLife, {
        kind: 'personalized',
        insert: (trx) =>
          insertPersonalizedRequest(trx, {
            ...partner,
            uuid: randomUUID(),
            user_id: userId ?? null,
            guest_name: 'guest' in buyer ? buyer.guest.name : null,
            guest_email: 'guest' in buyer ? buyer.guest.email : null,
            guest_phone: 'guest' in buyer ? buyer.guest.phone : null,
            lang: options.lang,
            description,
            file,
            file_type: file ? (file.endsWith('.pdf') ? 'pdf' : 'image') : null,
            ...submitColumns(input.idempotency),
          }),
        replay: () => replayRequest(input.idempotency),
        view,
      });
    },

    /** The customer's requests. */
    mine: ownSales(db, findPersonalizedOfUserAll, findPersonalizedOfUser, (rows) => rows.map(view)),

    /**
     * Accepts the customer's own quoted request once and starts its payment (SECURITY A4, B1):
     * personalized.unquoted before a quote, personalized.accepted after; a retry with the same
     * key answers the first result.
     */
    async accept(userId: number, id: number, method: PaymentMethod, idempotency?: { key: string; hash: string }): Promise<PaymentResultView> {
      return placeAndPay(db, options, {
        kind: 'personalized',
        method,
        buyer: { userId },
        idempotency,
        async findByKey(key) {
          const row = await findPersonalizedByAcceptKey(db, key);
          return row && { ...row, request_hash: row.accept_hash, guest_email: null };
        },
        async place(recordPlaced) {
          const current = await findPersonalizedOfUser(db, userId, id);
          if (!current) throw notFound();
          if (current.accepted || current.status !== 'quoted') {
            throw refused(current.price === null ? 'personalized.unquoted' : 'personalized.accepted');
          }
          // A request sent before its sending was an event is placed when accepted, in the same transaction.
          const accepted = await db.transaction().execute(async (trx) => {
            const row = await acceptPersonalizedQuote(trx, id, userId, {
              method,
              accept_key: idempotency?.key ?? null,
              accept_hash: idempotency?.hash ?? null,
              // Cash starts no payment: a retry can be answered at once.
              payment_start: method === 'cash' ? '{}' : null,
            });
            if (row) await recordPlaced(trx, row);
            return row;
          });
          // Another call accepted it in between.
          if (!accepted) throw refused('personalized.accepted');
          const contact = await findAccountContact(db, userId);
          return { row: { ...accepted, request_hash: accepted.accept_hash, guest_email: null }, email: contact?.email ?? '' };
        },
      });
    },

    /**
     * The back office quotes a request (adminQuotePersonalized, the one way to quote): a pending
     * request, or a quoted one not yet accepted, takes the price in the same transaction as the
     * staff member's audit row, and the customer is mailed.
     * @throws not.found for an unknown request; admin.changed when the request moved since
     *   `staff.version`; admin.moveNotAllowed when it can no longer be quoted; bad.request for a
     *   price that is not 1 to MAX_AMOUNT IQD
     */
    async quote(id: number, price: number, staff: QuoteByStaff): Promise<PersonalizedView> {
      if (!Number.isInteger(price) || price < 1 || price > MAX_AMOUNT) throw badRequest({ price: ['input.price.invalid'] });
      const row = await findPersonalizedRequest(db, id);
      if (!row) throw notFound();
      if (row.version !== staff.version) throw refused('admin.changed');
      if (!canMovePersonalized(row.status, 'quoted') || row.accepted) throw refused('admin.moveNotAllowed', { reason: row.status });
      const quoted = await db.transaction().execute(async (trx) => {
        if (!(await setPersonalizedQuote(trx, id, row.status, price, staff.version))) return undefined;
        const after = (await findPersonalizedRequest(trx, id))!;
        await staff.audit(trx, row, after);
        return after;
      });
      if (!quoted) throw refused('admin.changed');
      await mailQuote(quoted);
      return view(quoted);
    },
  };
}

/** The personalized-requests service of one request. */
export type Personalized = ReturnType<typeof createPersonalized>;
