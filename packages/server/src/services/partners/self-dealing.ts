import { normalizePhone } from '@candleshop/rules';
import type { AttributedSaleRow } from '../../db/repositories/partners/commission.js';

/** What the self-dealing rule reads of a sale: its buyer's contact, the account's, and the partner's. */
export type BuyerContacts = Pick<AttributedSaleRow, 'buyer_email' | 'buyer_phone' | 'account_email' | 'account_phone' | 'partner_contact'>;

const email = (value: string | null) => value?.trim().toLowerCase() || undefined;
const phone = (value: string | null) => (value ? normalizePhone(value) : undefined);

/**
 * SECURITY-REVIEW-2 N10: a partner key is public and `Origin` is only a browser's word, so anyone
 * can claim a partner's attribution; the one buyer that gains from it is the partner itself. A sale
 * whose buyer (the contact typed, or the account's) has the partner's registered contact, an email
 * (in any case) or a phone (in any of its typed forms: 0750…, 750…, Arabic digits), earns nothing.
 */
export function boughtByPartner(sale: BuyerContacts): boolean {
  const contactEmail = email(sale.partner_contact);
  const contactPhone = phone(sale.partner_contact);
  if (contactEmail && [sale.buyer_email, sale.account_email].some((value) => email(value) === contactEmail)) return true;
  return Boolean(contactPhone && [sale.buyer_phone, sale.account_phone].some((value) => phone(value) === contactPhone));
}
