// SPEC §5 rules of accounts; the argument schemas that check them with the client's message keys
// (core validation/*) live beside their resolvers (resolvers/accounts/account-fields.ts).

/** SPEC §9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 8;
/** Longest password accepted (scrypt takes any length; this bounds the work per attempt). */
export const MAX_PASSWORD_LENGTH = 256;
/** SPEC §9: minimum age. */
export const MIN_AGE = 18;
/** SPEC §9: the numeric cap of a phone number. */
export const PHONE_CAP = 7799999999;

const ARABIC_INDIC = /[\u0660-\u0669\u06f0-\u06f9]/g;
/** Arabic-Indic and Persian digits become Western ones (SPEC §5 Phone). */
export const westernDigits = (text: string) =>
  text.replace(ARABIC_INDIC, (digit) => String((digit.charCodeAt(0) & 0xf) % 10));

/** A phone in one stored form, `07` and 9 digits, or undefined when it is not a phone (SPEC §5, §9). */
export function normalizePhone(input: string): string | undefined {
  const phone = westernDigits(input).trim();
  if (!/^0?7[0-9]{9}$/.test(phone) || Number(phone) > PHONE_CAP) return undefined;
  return phone.startsWith('0') ? phone : `0${phone}`;
}

/** Age in whole years on `today`'s Baghdad calendar day (Iraq keeps UTC+3), or undefined for a non-date. */
export function ageOn(dob: string, today: Date): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const born = new Date(Date.UTC(year, month - 1, day));
  if (born.getUTCFullYear() !== year || born.getUTCMonth() !== month - 1 || born.getUTCDate() !== day) return undefined;
  const local = new Date(today.getTime() + 3 * 60 * 60 * 1000);
  const [ty, tm, td] = [local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate()];
  const age = ty - year - (tm < month || (tm === month && td < day) ? 1 : 0);
  return age;
}
