import type { StaffRight } from '../../auth/staff.js';

/**
 * What a back-office operation needs (auth/staff.ts): a right of the caller's role and, unless
 * `factor` is false, a session that passed the second factor.
 */
export interface StaffPermission {
  right: StaffRight;
  factor?: boolean;
}

const read: StaffPermission = { right: 'read' };
const move: StaffPermission = { right: 'move' };
const partners: StaffPermission = { right: 'partners' };
/** Promotions give the shop's money away: the owner's (issue 35 item 4). */
const promotions: StaffPermission = { right: 'money' };
/** The calls a staff session makes before (and to pass) the second factor. */
const beforeFactor: StaffPermission = { right: 'read', factor: false };

/**
 * Every back-office operation of the schema and what it needs (issue 15), declared per operation
 * so a resolver keeps its check wherever its domain's folder is (issue 34 item 1); checked in one
 * place, `guardStaffOperations`, before the resolver runs.
 */
export const STAFF_PERMISSIONS: Readonly<Record<'Query' | 'Mutation', Readonly<Record<string, StaffPermission>>>> = {
  Query: {
    adminMe: beforeFactor,
    adminOrders: read,
    adminOrder: read,
    adminRequests: read,
    adminRequest: read,
    adminWorkshops: read,
    adminWorkshop: read,
    adminAttendees: read,
    adminWaitlist: read,
    adminProducts: read,
    adminSubscribers: read,
    adminDashboard: read,
    adminCartReminders: read,
    adminCallList: read,
    adminPlanCycles: read,
    adminPlanFigures: read,
    adminCheckInWorkshops: read,
    adminCheckInList: read,
    adminCheckInLookup: read,
    adminDeliveryRuns: read,
    adminDeliveryRun: read,
    adminDeliveryCandidates: read,
    adminCouriers: read,
    adminCourier: read,
    adminPartners: partners,
    adminPartner: partners,
    adminPartnerReport: partners,
    adminGiftCards: read,
    adminGiftCard: read,
    adminPromotions: promotions,
    adminPromotionCodes: promotions,
  },
  Mutation: {
    adminVerifyTotp: beforeFactor,
    adminUseRecoveryCode: beforeFactor,
    adminMoveOrder: move,
    adminMoveRequest: move,
    adminQuotePersonalized: move,
    adminMoveSubscriptionMonth: move,
    adminConfirmationCalled: move,
    adminAnswerConfirmation: move,
    adminCheckIn: move,
    adminCreateDeliveryRun: move,
    adminRecordStopOutcome: move,
    adminCloseDeliveryRun: move,
    // Issue 36: the couriers are a list the owner keeps; staff pick from it.
    adminSaveCourier: { right: 'couriers' },
    adminSetCourierActive: { right: 'couriers' },
    adminSaveWorkshop: { right: 'workshops' },
    adminSetProduct: { right: 'products' },
    adminRefund: { right: 'refunds' },
    adminCheckRefund: { right: 'refunds' },
    adminSavePartner: partners,
    adminSetPartnerStatus: partners,
    adminRotatePartnerKey: partners,
    adminIssuePartnerReportLink: partners,
    adminRevokePartnerReportLink: partners,
    // Issue 35 item 3: what a card holds is the holder's money; only the owner changes it.
    adminAdjustGiftCard: { right: 'giftCards' },
    adminVoidGiftCard: { right: 'giftCards' },
    adminSavePromotion: promotions,
    adminEndPromotion: promotions,
    adminGeneratePromotionCodes: promotions,
  },
};

/** A back-office operation by its name: the schema names every one admin… (schema.graphql, issue 15). */
export const isBackOfficeOperation = (name: string): boolean => name.startsWith('admin');
