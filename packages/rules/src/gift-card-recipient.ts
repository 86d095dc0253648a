import { isEmail } from './email.js';
import { isLang } from './languages.js';
import { nameProblem, oneLine } from './person.js';
import { isPhone } from './phone.js';

// Issue 35 item 1: who a gift card is sent to, checked the same way by the card page and the
// server: a name, an email or an Iraqi mobile number (at least one), a short message, their
// language, and a day that is today or later on the shop's calendar.

/** The longest message a buyer may write on a card. */
export const GIFT_MESSAGE_MAX_LENGTH = 300;
/** How many days ahead a card may be set to go out. */
export const GIFT_SEND_AHEAD_DAYS = 366;

/** A recipient as typed. */
export interface GiftRecipient {
  name: string;
  email: string;
  phone: string;
  message: string;
  lang: string;
  /** `YYYY-MM-DD` on the shop's calendar. */
  sendOn: string;
}

/** What can be wrong with one field: required, invalid, too long, or a day before today / too far ahead. */
export type GiftRecipientProblem = 'required' | 'invalid' | 'long' | 'past' | 'far';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/**
 * What is wrong with a recipient, field by field (empty when nothing is), `today` being the shop's
 * day (`shopDate(new Date())`). Without email and phone, both are `required`.
 * @example giftRecipientProblems({ name: 'Shilan', email: '', phone: '0780 111 0002', message: '', lang: 'ku', sendOn: '2026-12-05' }, '2026-12-01') // {}
 */
export function giftRecipientProblems(recipient: GiftRecipient, today: string): Partial<Record<keyof GiftRecipient, GiftRecipientProblem>> {
  const problems: Partial<Record<keyof GiftRecipient, GiftRecipientProblem>> = {};
  const name = nameProblem(oneLine(recipient.name));
  if (name) problems.name = name;
  const email = recipient.email.trim();
  const phone = recipient.phone.trim();
  if (!email && !phone) problems.email = problems.phone = 'required';
  if (email && !isEmail(email)) problems.email = 'invalid';
  if (phone && !isPhone(phone)) problems.phone = 'invalid';
  if (recipient.message.length > GIFT_MESSAGE_MAX_LENGTH) problems.message = 'long';
  if (!isLang(recipient.lang)) problems.lang = 'invalid';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(recipient.sendOn) ? dayNumber(recipient.sendOn) : NaN;
  if (!recipient.sendOn) problems.sendOn = 'required';
  else if (Number.isNaN(day)) problems.sendOn = 'invalid';
  else if (day < dayNumber(today)) problems.sendOn = 'past';
  else if (day > dayNumber(today) + GIFT_SEND_AHEAD_DAYS) problems.sendOn = 'far';
  return problems;
}
