// SPEC §5 rules of accounts that are the server's alone. The shared facts (email, phone, password,
// name and address limits, minimum age) live in @candleshop/rules; the argument schemas that check
// them with the client's message keys live beside their resolvers (resolvers/accounts/account-fields.ts).

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
