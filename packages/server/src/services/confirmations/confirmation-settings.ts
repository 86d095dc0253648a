/** How a cash sale's confirm-or-cancel link behaves (issue 28 item 1). */
export interface ConfirmationSettings {
  /** CONFIRM_LINK_DAYS: the link answers nothing after this many days. */
  linkDays: number;
  /** CONFIRM_CALL_AFTER_HOURS: a sale still awaiting its answer this long goes on the "call the customer" list. */
  callAfterHours: number;
}

/**
 * Three days to answer; the call list after twelve hours, well inside the two days a cash hold
 * lasts (CASH_HOLD_HOURS), so staff can still reach the customer before the hold runs out.
 */
export const DEFAULT_CONFIRMATION_SETTINGS: ConfirmationSettings = { linkDays: 3, callAfterHours: 12 };
