/** How far ahead a workshop's door counts as today's: the server lists doors open up to 12 hours after the start. */
const TODAY_MS = 24 * 3_600_000;

/**
 * The door's workshops as the picker groups them (issue 36 item 4): those starting within a day
 * (or started) under "today", the later ones under "coming"; each group soonest first, as given.
 */
export function byDay<T extends { startsAt: string }>(workshops: readonly T[], now = Date.now()): Array<['today' | 'coming', T[]]> {
  const today = workshops.filter((row) => Date.parse(row.startsAt) - now <= TODAY_MS);
  const coming = workshops.filter((row) => Date.parse(row.startsAt) - now > TODAY_MS);
  return [['today', today] as ['today', T[]], ['coming', coming] as ['coming', T[]]].filter(([, rows]) => rows.length > 0);
}
