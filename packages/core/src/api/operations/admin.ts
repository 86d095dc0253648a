import { graphql } from '../graphql.js';

// The back office's calls (issue 15): the `admin…` part of the schema, sent with the session cookie.

/** Who is signed in as staff, and whether this session passed the second factor. */
export const StaffFields = /* @__PURE__ */ graphql(`
  fragment StaffFields on StaffMember { name email role verified recoveryCodesLeft }
`);

export const AdminMe = /* @__PURE__ */ graphql(`query AdminMe { adminMe { ...StaffFields } }`, [StaffFields]);

export const AdminVerifyTotp = /* @__PURE__ */ graphql(`mutation AdminVerifyTotp($code: String!) { adminVerifyTotp(code: $code) { ...StaffFields } }`, [StaffFields]);

export const AdminUseRecoveryCode = /* @__PURE__ */ graphql(`mutation AdminUseRecoveryCode($code: String!, $token: String) { adminUseRecoveryCode(code: $code, token: $token) { ...StaffFields } }`, [StaffFields]);

export const AuditFields = /* @__PURE__ */ graphql(`
  fragment AuditFields on AuditEntry { id date staff action address before after note }
`);

export const CustomerFields = /* @__PURE__ */ graphql(`
  fragment CustomerFields on AdminCustomer { name email phone lang guest }
`);

/** A sale's money given back (issue 28 item 3): what was paid, refunded, left, and each refund. */
export const RefundsFields = /* @__PURE__ */ graphql(`
  fragment RefundsFields on Refunds { received refunded refundable items { id amount reason method provider byHand staff date status } returned { line quantity } }
`);

/** Records a refund of a paid order, refill request or ticket (owner only); answers the sale's refunds. */
export const AdminRefund = /* @__PURE__ */ graphql(
  `
  mutation AdminRefund($kind: String!, $id: ID!, $amount: Int!, $reason: String!, $method: String!, $lines: [ReturnedLineInput!]) {
    adminRefund(kind: $kind, id: $id, amount: $amount, reason: $reason, method: $method, lines: $lines) { ...RefundsFields }
  }
`,
  [RefundsFields],
);

/** Asks the provider about a refund still waiting for its answer (owner only; SECURITY-REVIEW-2 N5): done, released or pending. */
export const AdminCheckRefund = /* @__PURE__ */ graphql(`
  mutation AdminCheckRefund($id: ID!) { adminCheckRefund(id: $id) }
`);

/** A sale's confirmation by its customer (issue 28 item 1). */
export const ConfirmationFields = /* @__PURE__ */ graphql(`
  fragment ConfirmationFields on ConfirmationState { status toCall callAfter answeredAt calledAt calledBy }
`);

/** Sales still awaiting their customer's answer past the call time, oldest first. */
export const AdminCallList = /* @__PURE__ */ graphql(`
  query AdminCallList { adminCallList { kind id date callAfter calledAt calledBy linkSent total name phone } }
`);

/** Staff called the customer of a sale. */
export const AdminConfirmationCalled = /* @__PURE__ */ graphql(`mutation AdminConfirmationCalled($kind: String!, $id: ID!) { adminConfirmationCalled(kind: $kind, id: $id) { ...ConfirmationFields } }`, [
  ConfirmationFields,
]);

/** Staff answer for the customer: confirm or cancel. */
export const AdminAnswerConfirmation = /* @__PURE__ */ graphql(
  `mutation AdminAnswerConfirmation($kind: String!, $id: ID!, $answer: String!) { adminAnswerConfirmation(kind: $kind, id: $id, answer: $answer) { ...ConfirmationFields } }`,
  [ConfirmationFields],
);

/** An order as a row of the list. */
export const AdminOrders = /* @__PURE__ */ graphql(
  `
  query AdminOrders($filter: AdminOrderFilter, $page: Int) {
    adminOrders(filter: $filter, page: $page) {
      items { version moves customer { ...CustomerFields } order { id uuid total paid method date status pickup city { id name } } refundsDue { amount provider transaction } confirmation { ...ConfirmationFields } }
      pageInfo { current pages total }
    }
  }
`,
  [CustomerFields, ConfirmationFields],
);

/** One order with its lines, customer, delivery, moves and audit log. */
export const AdminOrder = /* @__PURE__ */ graphql(
  `
  query AdminOrder($id: ID!) {
    adminOrder(id: $id) {
      version moves customer { ...CustomerFields } audit { ...AuditFields } refundsDue { amount provider transaction date } partner { name commissionPercent }
      refunds { ...RefundsFields }
      confirmation { ...ConfirmationFields }
      order {
        id uuid total subtotal deliveryPrice discount giftCardPaid paid method date completedAt status pickup address notes
        city { id name } sellingPoint { id title }
        products { id quantity price total color { title } scent { title } size { title } detail { title } }
        refills { id quantity price total color { title } scent { title } size { title } wick { title } container { title } }
      }
    }
  }
`,
  [CustomerFields, AuditFields, RefundsFields, ConfirmationFields],
);

export const AdminMoveOrder = /* @__PURE__ */ graphql(`
  mutation AdminMoveOrder($id: ID!, $status: String!, $version: Int!, $note: String) {
    adminMoveOrder(id: $id, status: $status, version: $version, note: $note) { version moves order { id status } }
  }
`);

/** A kind's requests as rows of the inbox. */
export const AdminRequests = /* @__PURE__ */ graphql(
  `
  query AdminRequests($kind: String!, $status: String, $search: String, $page: Int) {
    adminRequests(kind: $kind, status: $status, search: $search, page: $page) {
      items { kind id status version date total paid customer { ...CustomerFields } refundsDue { amount provider transaction } confirmation { ...ConfirmationFields } }
      pageInfo { current pages total }
    }
  }
`,
  [CustomerFields, ConfirmationFields],
);

/** One request with what its kind holds, its moves and its audit log. */
export const AdminRequest = /* @__PURE__ */ graphql(
  `
  query AdminRequest($kind: String!, $id: ID!) {
    adminRequest(kind: $kind, id: $id) {
      kind id status version moves date total paid customer { ...CustomerFields } audit { ...AuditFields } refundsDue { amount provider transaction date } partner { name commissionPercent }
      refunds { ...RefundsFields }
      confirmation { ...ConfirmationFields }
      refill { quantity price giftCardPaid method pickup address notes wick { title } container { title } color { title } size { title } scent { title } city { name } sellingPoint { title } }
      ticket { uuid people giftCardPaid method workshop { id title date } ticket { min max price } }
      whiteLabel { sticker label logo description request { quantity candlePrice labelPrice packagePrice } container { title } size { title } color { title } scent { title } wick { title } package { title } }
      personalized { description file fileType price accepted method }
      subscription { method pickup address package { title } price { months price } gift { name phone message } city { name } sellingPoint { title } months { month date status } }
    }
  }
`,
  [CustomerFields, AuditFields, RefundsFields, ConfirmationFields],
);

export const AdminMoveRequest = /* @__PURE__ */ graphql(`
  mutation AdminMoveRequest($kind: String!, $id: ID!, $status: String!, $version: Int!, $note: String) {
    adminMoveRequest(kind: $kind, id: $id, status: $status, version: $version, note: $note) { id status version }
  }
`);

export const AdminQuotePersonalized = /* @__PURE__ */ graphql(`
  mutation AdminQuotePersonalized($id: ID!, $price: Int!, $version: Int!, $note: String) {
    adminQuotePersonalized(id: $id, price: $price, version: $version, note: $note) { id status version }
  }
`);

export const AdminMoveSubscriptionMonth = /* @__PURE__ */ graphql(`
  mutation AdminMoveSubscriptionMonth($id: ID!, $month: Int!, $status: String!, $version: Int!) {
    adminMoveSubscriptionMonth(id: $id, month: $month, status: $status, version: $version) { id status version }
  }
`);

export const WorkshopFields = /* @__PURE__ */ graphql(`
  fragment AdminWorkshopFields on AdminWorkshop {
    id version image date durationMinutes seats seatsTaken past
    title { en ku ar } description { en ku ar }
    tiers { id min max price soldout sold }
  }
`);

export const AdminWorkshops = /* @__PURE__ */ graphql(`query AdminWorkshops($page: Int) { adminWorkshops(page: $page) { items { ...AdminWorkshopFields } pageInfo { current pages total } } }`, [WorkshopFields]);

export const AdminWorkshop = /* @__PURE__ */ graphql(
  `
  query AdminWorkshop($id: ID!) {
    adminWorkshop(id: $id) { ...AdminWorkshopFields }
    adminAttendees(workshop: $id) { ticket uuid name email phone people total paid method status tier date }
  }
`,
  [WorkshopFields],
);

export const AdminSaveWorkshop = /* @__PURE__ */ graphql(`mutation AdminSaveWorkshop($input: AdminWorkshopInput!) { adminSaveWorkshop(input: $input) { ...AdminWorkshopFields } }`, [WorkshopFields]);

export const ProductFields = /* @__PURE__ */ graphql(`
  fragment AdminProductFields on AdminProduct { id version title image stock price visible lowStockThreshold sizes { id price size { id title } } }
`);

export const AdminProducts = /* @__PURE__ */ graphql(
  `
  query AdminProducts($search: String, $page: Int) {
    adminProducts(search: $search, page: $page) { items { ...AdminProductFields } pageInfo { current pages total } }
  }
`,
  [ProductFields],
);

export const AdminSetProduct = /* @__PURE__ */ graphql(`mutation AdminSetProduct($input: AdminProductInput!) { adminSetProduct(input: $input) { ...AdminProductFields } }`, [ProductFields]);

/** The owner's dashboard of a period (issue 28 item 4): money is null for staff who are not the owner. */
export const AdminDashboard = /* @__PURE__ */ graphql(`
  query AdminDashboard($period: String!) {
    adminDashboard(period: $period) {
      period firstDay lastDay bucket
      money { revenue online cash refunds cashWithCouriers runsOpen giftCardsSold giftCardsDrawn giftCardsOwed }
      points { start orders revenue }
      orders ordersByStatus { status count }
      confirmation { part of rate }
      refusal { part of rate }
      bestSellers { id title units revenue }
      runningOut { total items { id title stock threshold } }
      channels { partner sales total }
      workshops { id title startsAt seats sold }
    }
  }
`);

export const AdminSubscribers = /* @__PURE__ */ graphql(`
  query AdminSubscribers($page: Int) { adminSubscribers(page: $page) { items { email lang confirmedAt } pageInfo { current pages total } } }
`);

// Partners (issue 26): the owner's registry and its month report.

export const PartnerFields = /* @__PURE__ */ graphql(`
  fragment PartnerFields on AdminPartner { id name contact lang origins commissionPercent status key reportLink version createdAt updatedAt }
`);

export const StatementFields = /* @__PURE__ */ graphql(`
  fragment StatementFields on PartnerStatement {
    month sales total commission notEarning
    kinds { kind sales total commission }
    lines { kind date total percent commission }
  }
`);

export const AdminPartners = /* @__PURE__ */ graphql(`query AdminPartners { adminPartners { ...PartnerFields } }`, [PartnerFields]);

export const AdminPartner = /* @__PURE__ */ graphql(`query AdminPartner($id: ID!) { adminPartner(id: $id) { partner { ...PartnerFields } audit { ...AuditFields } } }`, [PartnerFields, AuditFields]);

export const AdminSavePartner = /* @__PURE__ */ graphql(`mutation AdminSavePartner($input: AdminPartnerInput!) { adminSavePartner(input: $input) { ...PartnerFields } }`, [PartnerFields]);

export const AdminSetPartnerStatus = /* @__PURE__ */ graphql(
  `mutation AdminSetPartnerStatus($id: ID!, $status: String!, $version: Int!) { adminSetPartnerStatus(id: $id, status: $status, version: $version) { ...PartnerFields } }`,
  [PartnerFields],
);

export const AdminRotatePartnerKey = /* @__PURE__ */ graphql(`mutation AdminRotatePartnerKey($id: ID!, $version: Int!) { adminRotatePartnerKey(id: $id, version: $version) { ...PartnerFields } }`, [PartnerFields]);

export const AdminIssuePartnerReportLink = /* @__PURE__ */ graphql(
  `mutation AdminIssuePartnerReportLink($id: ID!, $version: Int!) { adminIssuePartnerReportLink(id: $id, version: $version) { url partner { ...PartnerFields } } }`,
  [PartnerFields],
);

export const AdminRevokePartnerReportLink = /* @__PURE__ */ graphql(`mutation AdminRevokePartnerReportLink($id: ID!, $version: Int!) { adminRevokePartnerReportLink(id: $id, version: $version) { ...PartnerFields } }`, [
  PartnerFields,
]);

export const AdminPartnerReport = /* @__PURE__ */ graphql(
  `query AdminPartnerReport($month: String!) {
    adminPartnerReport(month: $month) { month sales total commission partners { partner { id name status commissionPercent } statement { ...StatementFields } } }
  }`,
  [StatementFields],
);
