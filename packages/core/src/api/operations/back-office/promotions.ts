import { graphql } from '../../graphql.js';
// In a folder of the back office's own: the operations folder holds at most 25 files.

// The owner's promotions in the back office (issue 35 item 4): the list with what each gave so
// far, the form that creates or changes one, its end, and its single-use codes.

/** A promotion's terms and counts as the list and the form show them. */
export const AdminPromotionFields = /* @__PURE__ */ graphql(`
  fragment AdminPromotionFields on AdminPromotion {
    id name { en ku ar } kind amount target targetIds minBasket startsAt endsAt automatic code maxUses maxGiven perCustomer uses given system running
  }
`);

/** Every promotion, newest first. */
export const AdminPromotions = /* @__PURE__ */ graphql(`query AdminPromotions { adminPromotions { ...AdminPromotionFields } }`, [AdminPromotionFields]);

/** A promotion's codes, oldest first (its CSV). */
export const AdminPromotionCodes = /* @__PURE__ */ graphql(`query AdminPromotionCodes($id: ID!) { adminPromotionCodes(id: $id) { code singleUse used } }`);

/** Creates (no id) or changes a promotion; answers it. */
export const AdminSavePromotion = /* @__PURE__ */ graphql(`mutation AdminSavePromotion($input: AdminPromotionInput!) { adminSavePromotion(input: $input) { ...AdminPromotionFields } }`, [AdminPromotionFields]);

/** Ends a promotion now; answers it. */
export const AdminEndPromotion = /* @__PURE__ */ graphql(`mutation AdminEndPromotion($id: ID!) { adminEndPromotion(id: $id) { ...AdminPromotionFields } }`, [AdminPromotionFields]);

/** Generates `count` new single-use codes; answers them. */
export const AdminGeneratePromotionCodes = /* @__PURE__ */ graphql(`mutation AdminGeneratePromotionCodes($id: ID!, $count: Int!) { adminGeneratePromotionCodes(id: $id, count: $count) }`);
