/** How a cash sale's confirm-or-cancel link behaves (issue 28 item 1). */
export interface ConfirmationSettings {
  /** CONFIRM_LINK_DAYS: the link answers nothing after this many days. */
  linkDays: number;
  /** CONFIRM_CALL_AFTER_HOURS: a sale still awaiting its answer this long goes on the "call the customer" list. */
  callAfterHours: number;
}

/**
 * Three days to answer, and the sale is held while the link answers (findExpiredHolds); the call
 * list after twelve hours, so staff reach the customer well before the link runs out.
 */
export const DEFAULT_CONFIRMATION_SETTINGS: ConfirmationSettings = { linkDays: 3, callAfterHours: 12 };
