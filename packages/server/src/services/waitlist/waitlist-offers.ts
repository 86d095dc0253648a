import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sendQuietly, type Mailer } from '../../adapters/mail/mail.js';
import { renderWaitlistMail, renderWaitlistText, waitlistTemplateParams } from '../../adapters/mail/templates/waitlist-mail.js';
import { textQuietly, type Texter } from '../../adapters/messaging/messaging.js';
import { findWorkshops } from '../../db/repositories/content/workshops.js';
import { giveSeatsBack, takeSeats } from '../../db/repositories/tickets/tickets.js';
import { expireOffer, findLapsedOffers, findWaitingEntries, findWorkshopsToOffer, lockWorkshopSeats, markOffered } from '../../db/repositories/waitlist/waitlist.js';
import type { WaitlistEntryRow } from '../../db/tables/waitlist.js';
import type { Database } from '../../db/types.js';

/** What making and ending offers needs. */
export interface WaitlistOfferOptions {
  /** Where the offer's link leads (the storefront). */
  publicUrl: string;
  mailer: Mailer;
  /** Texts the offer too (issue 36 item 4); the sweeper and staff changes pass the shop's texter. */
  texter?: Texter;
  /** WAITLIST_HOLD_HOURS: how long an offer holds its seats. */
  holdHours: number;
  /** The current time (tests move it). */
  now?: Date;
  log?: (line: string) => void;
}

/** The SHA-256 (hex) an offer's token is kept as. */
export function offerTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The name of the provider's template the offer's text is sent with (registered in WhatsApp Manager; its button opens `/workshops/` and the rest of the link). */
export const WAITLIST_TEMPLATE = 'waitlist_offer';

/** The workshop page that buys an offer's held seats. */
export function offerLink(publicUrl: string, workshopId: number, token: string): string {
  return `${publicUrl}/workshops/${workshopId}?offer=${encodeURIComponent(token)}`;
}

interface Made {
  entry: WaitlistEntryRow;
  token: string;
  holdUntil: Date;
}

/**
 * Offers a workshop's free seats to its waiting list (issue 27 item 4): in join order, each entry
 * whose people fit in the seats still free gets them held until the hold ends, and a mail in
 * its language with the link that buys them. The workshop's row is locked for the whole choice
 * and an entry moves from waiting to offered only once, so two callers at once (two sweepers,
 * a sweeper and a cancellation) never offer the same seats or the same entry twice.
 * @returns how many offers were made
 */
export async function offerFreeSeats(db: Kysely<Database>, workshopId: number, options: WaitlistOfferOptions): Promise<number> {
  const holdUntil = new Date((options.now ?? new Date()).getTime() + options.holdHours * 3_600_000);
  const made = await db.transaction().execute(async (trx) => {
    const workshop = await lockWorkshopSeats(trx, workshopId);
    if (!workshop?.open) return [];
    let free = workshop.seats - workshop.seats_taken;
    const offers: Made[] = [];
    for (const entry of free > 0 ? await findWaitingEntries(trx, workshopId) : []) {
      if (free <= 0) break;
      if (entry.people > free) continue;
      const token = randomBytes(24).toString('base64url');
      if (!(await markOffered(trx, entry.id, offerTokenHash(token), holdUntil))) continue;
      // Held like a ticket's seats, so nobody else can buy them meanwhile.
      if (!(await takeSeats(trx, workshopId, entry.people))) throw new Error(`candleshop: waiting list of workshop ${workshopId}: seats counted free could not be held`);
      free -= entry.people;
      offers.push({ entry, token, holdUntil });
    }
    return offers;
  });
  for (const offer of made) await mailOffer(db, offer, options);
  return made.length;
}

async function mailOffer(db: Kysely<Database>, { entry, token, holdUntil }: Made, options: WaitlistOfferOptions): Promise<void> {
  options.log?.(`waiting list: ${entry.people} seats of workshop ${entry.workshop_id} offered to entry ${entry.id} until ${holdUntil.toISOString()}`);
  let workshop: Awaited<ReturnType<typeof findWorkshops>>[number] | undefined;
  try {
    [workshop] = await findWorkshops(db, entry.lang, [entry.workshop_id]);
  } catch (error) {
    // As an unsent mail: the offer stands, and lapses to the next person unanswered.
    return console.error(`candleshop: the waiting-list offer to entry ${entry.id} could not be told (its workshop could not be read)`, error);
  }
  const link = offerLink(options.publicUrl, entry.workshop_id, token);
  const values = { name: entry.name, workshop: workshop?.title ?? '', startsAt: workshop?.starts_at ?? holdUntil, people: entry.people, holdUntil, link };
  // Not a receipt (SECURITY-REVIEW-2 N2): whoever joined typed this address, and nobody verified
  // it; past the per-recipient limit the offer stands, unmailed, and lapses to the next person.
  await sendQuietly(options.mailer, 'the waiting-list offer', async () => ({ to: entry.email, ...renderWaitlistMail(entry.lang, values) }));
  // A seat held a day is easily missed in a mailbox; the phone they gave hears of it too.
  if (options.texter && entry.phone) {
    const template = { name: WAITLIST_TEMPLATE, params: waitlistTemplateParams(entry.lang, values), urlSuffix: link.slice(`${options.publicUrl}/workshops/`.length) };
    await textQuietly(options.texter, 'the waiting-list offer', { to: entry.phone, lang: entry.lang, text: renderWaitlistText(entry.lang, values), template });
  }
}

const BATCH = 100;

/**
 * The sweeper's pass over waiting lists: offers whose hold ran out expire and give their seats
 * back, then every workshop with free seats and people waiting offers them. Safe to run as often
 * as wanted and on several instances at once: each expiry and offer is a conditional move under
 * the workshop's row lock.
 * @returns how many offers expired and how many were made
 */
export async function sweepWaitingLists(db: Kysely<Database>, options: WaitlistOfferOptions): Promise<{ expired: number; offered: number }> {
  const now = options.now ?? new Date();
  let expired = 0;
  for (const lapsed of await findLapsedOffers(db, now, BATCH)) {
    const ended = await db.transaction().execute(async (trx) => {
      await lockWorkshopSeats(trx, lapsed.workshop_id);
      const moved = await expireOffer(trx, lapsed.id, now);
      if (moved) await giveSeatsBack(trx, lapsed.workshop_id, moved.people);
      return Boolean(moved);
    });
    if (!ended) continue;
    expired += 1;
    options.log?.(`waiting list: the offer to entry ${lapsed.id} lapsed, its seats are free again`);
  }
  let offered = 0;
  for (const workshopId of await findWorkshopsToOffer(db)) offered += await offerFreeSeats(db, workshopId, options);
  return { expired, offered };
}
