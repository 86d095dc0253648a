import { isEmail, nameProblem, normalizePhone, oneLine, shopDateTime } from '@candleshop/rules';
import type { Kysely } from 'kysely';
import type { Storage } from '../../adapters/storage/storage.js';
import { findAccountContact, findWhiteLabelOptions, findWhiteLabelRequestByKey, insertWhiteLabelRequest } from '../../db/repositories/whitelabel/white-label-requests.js';
import type { Database } from '../../db/types.js';
import type { WhiteLabelRequestRow } from '../../db/tables/whitelabel.js';
import { badRequest, notFound, refused, type Validation } from '../../errors.js';

import { replayedUnpaid } from '../sales/order-idempotency.js';
import { priceWhiteLabel } from './white-label-rules.js';
import { submitColumns } from '../sales/purchase-columns.js';
import { placeRequest } from '../sale-life/placed-events.js';
import type { SaleLife } from '../sale-life/sale-outbox.js';
import type { SellingOptions } from '../sales/selling-options.js';

/** One white-label request, its arguments already parsed (schema Mutation.whiteLabel). */
export interface WhiteLabelInput {
  /** The signed-in customer, or undefined for a guest. */
  userId: number | undefined;
  /** The human-check token (a guest's must pass). */
  token: string | undefined;
  /** What was typed; empty fields of a customer take the account's. */
  contact: { name: string; email: string; phone: string };
  quantity: number;
  container: number;
  /** undefined: the container's first size (SPEC §7 whiteLabel names no size). */
  size: number | undefined;
  color: number;
  scent: number;
  wick: number;
  package: number | undefined;
  sticker: boolean;
  label: string | null;
  logo: string | null;
  description: string | null;
  /** SECURITY B1: the client's key and the hash of the request it came with. */
  idempotency?: { key: string; hash: string };
}

/** SPEC §3 White-label request as the schema shapes it. */
export interface WhiteLabelView {
  id: number;
  status: string;
  quantity: number;
  candlePrice: number;
  labelPrice: number;
  packagePrice: number;
  total: number;
  date: string;
}

/** What the white-label service needs of the request. */
export interface WhiteLabelOptions extends SellingOptions {
  storage: Storage;
  /** The request's placed event and its handlers (issue 34 item 2): the customer's confirmation and the shop's notice. */
  saleLife: SaleLife;
  publicUrl: string;
}

/** Shapes a white-label request row. */
export function whiteLabelView(row: WhiteLabelRequestRow): WhiteLabelView {
  return {
    id: row.id,
    status: row.status,
    quantity: row.quantity,
    candlePrice: row.candle_price,
    labelPrice: row.label_price,
    packagePrice: row.package_price,
    total: row.total,
    date: shopDateTime(row.created_at),
  };
}

/**
 * White-label requests (SPEC §3, issue 12): checked against the white-label materials, priced by
 * the server's one rule, saved in one statement; after COMMIT the buyer gets a confirmation in
 * their language and the shop a notice. Nothing is paid here: the shop replies with a quote.
 */
export function createWhiteLabel(db: Kysely<Database>, options: WhiteLabelOptions) {
  async function contactOf(request: WhiteLabelInput): Promise<{ name: string; email: string; phone: string | null }> {
    // SECURITY-REVIEW M3: a name is one line (it is written into mails).
    const typed = { name: oneLine(request.contact.name), email: request.contact.email.trim(), phone: request.contact.phone.trim() };
    const account = request.userId === undefined ? undefined : await findAccountContact(db, request.userId);
    if (request.userId !== undefined && !account) throw notFound();
    const contact = {
      name: typed.name || account?.name || '',
      email: typed.email || account?.email || '',
      phone: typed.phone || account?.phone || null,
    };
    const validation: Validation = {};
    const nameTrouble = nameProblem(contact.name);
    if (nameTrouble) validation.name = [nameTrouble === 'required' ? 'input.name.required' : 'input.name.max'];
    if (!isEmail(contact.email)) validation.email = ['input.email.invalid'];
    // A guest must leave a phone; a customer's may be the account's (or none when it has none).
    // Issue 36 item 3: stored in the shop's one phone form (E.164).
    const phone = contact.phone ? normalizePhone(contact.phone) : null;
    if (phone === undefined || (phone === null && account === undefined)) validation.phone = ['input.phone.invalid'];
    if (Object.keys(validation).length) throw badRequest(validation);
    return { ...contact, phone: phone ?? null };
  }

  async function logoOf(request: WhiteLabelInput): Promise<string | null> {
    if (!request.logo) return null;
    const stored = await options.storage.storedPath(request.logo, request.userId);
    if (!stored) throw badRequest({ logo: ['input.logo.invalid'] });
    return stored;
  }

  const replay = async (idempotency: WhiteLabelInput['idempotency']) => {
    const row = await replayedUnpaid((key) => findWhiteLabelRequestByKey(db, key), idempotency);
    return row && whiteLabelView(row);
  };

  return {
    /** The public address of a request's uploaded logo (the back office shows it). */
    logoUrl: (path: string) => options.storage.urlOf(path),

    /** Sends a white-label request; a retry with the same key answers the first result. */
    async request(request: WhiteLabelInput): Promise<WhiteLabelView> {
      const earlier = await replay(request.idempotency);
      if (earlier) return earlier;
      if (request.userId === undefined && !(request.token && (await options.humanCheck.verify({ token: request.token, action: 'submit' })))) {
        throw refused('bad.request');
      }
      const contact = await contactOf(request);
      const label = request.label?.trim() || null;
      if (request.sticker && !label) throw badRequest({ label: ['input.label.required'] });
      const logo = await logoOf(request);
      const materials = await findWhiteLabelOptions(db, request);
      const size = request.size ?? materials.firstSize;
      const price = priceWhiteLabel(materials, { ...request, size });
      if (!price) throw notFound();
      const partner = await options.attribution();
      // Issue 34 item 2: recorded with the request, its placed event mails the customer and the shop after COMMIT.
      return placeRequest(db, options.saleLife, {
        kind: 'whitelabel',
        insert: (trx) =>
          insertWhiteLabelRequest(trx, {
            ...partner,
            user_id: request.userId ?? null,
            contact_name: contact.name,
            contact_email: contact.email,
            contact_phone: contact.phone,
            lang: options.lang,
            quantity: request.quantity,
            container_id: request.container,
            size_id: size!, // priceWhiteLabel refused an undefined size
            color_id: request.color,
            scent_id: request.scent,
            wick_id: request.wick,
            package_id: request.package ?? null,
            sticker: request.sticker,
            label_text: request.sticker ? label : null,
            logo: request.sticker ? logo : null,
            description: request.description?.trim() || null,
            candle_price: price.candlePrice,
            label_price: price.labelPrice,
            package_price: price.packagePrice,
            total: price.total,
            ...submitColumns(request.idempotency),
          }),
        replay: () => replay(request.idempotency),
        view: whiteLabelView,
      });
    },
  };
}

/** The white-label service of one request. */
export type WhiteLabel = ReturnType<typeof createWhiteLabel>;
