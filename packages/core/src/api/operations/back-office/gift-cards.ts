import { graphql } from '../../graphql.js';
import { AuditFields } from '../admin.js';

// The back office's gift cards (issue 35 item 3): staff find cards and read their ledgers; the
// owner adjusts a balance or voids a card.

/** A card's facts as the list and its page show them. */
export const AdminGiftCardFields = /* @__PURE__ */ graphql(`
  fragment AdminGiftCardFields on AdminGiftCard { id last4 amount balance status date saleKind saleId recipientName buyer { name email phone } }
`);

/** A card with its ledger and audit trail. */
export const AdminGiftCardDetail = /* @__PURE__ */ graphql(
  `fragment AdminGiftCardDetail on AdminGiftCard {
    ...AdminGiftCardFields
    ledger { id entry amount date saleKind saleId staff reason }
    audit { ...AuditFields }
  }`,
  [AdminGiftCardFields, AuditFields],
);

/** Cards newest first, found by last 4, buyer or order. */
export const AdminGiftCards = /* @__PURE__ */ graphql(
  `query AdminGiftCards($search: String, $page: Int) { adminGiftCards(search: $search, page: $page) { items { ...AdminGiftCardFields } pageInfo { current pages total } } }`,
  [AdminGiftCardFields],
);

/** One card with its ledger. */
export const AdminGiftCard = /* @__PURE__ */ graphql(`query AdminGiftCard($id: ID!) { adminGiftCard(id: $id) { ...AdminGiftCardDetail } }`, [AdminGiftCardDetail]);

/** Adds to (or, negative, takes off) a card's balance with a reason; answers the card. */
export const AdminAdjustGiftCard = /* @__PURE__ */ graphql(
  `mutation AdminAdjustGiftCard($id: ID!, $amount: Int!, $reason: String!) { adminAdjustGiftCard(id: $id, amount: $amount, reason: $reason) { ...AdminGiftCardDetail } }`,
  [AdminGiftCardDetail],
);

/** Voids a card with a reason; answers the card. */
export const AdminVoidGiftCard = /* @__PURE__ */ graphql(`mutation AdminVoidGiftCard($id: ID!, $reason: String!) { adminVoidGiftCard(id: $id, reason: $reason) { ...AdminGiftCardDetail } }`, [AdminGiftCardDetail]);
