import type { Kysely } from 'kysely';
import { findCities, findStudio } from '../../db/repositories/places/places.js';
import { findTicketByUuid } from '../../db/repositories/tickets/tickets.js';
import { findWorkshops } from '../../db/repositories/content/workshops.js';
import type { Database, Lang } from '../../db/types.js';
import type { TicketRow } from '../../db/tables/tickets.js';
import { renderCalendar } from './ics.js';

// A ticket's calendar file (issue 11: "add to calendar"), in the ticket's language.

const TEXTS: Record<Lang, { tag: string; ticket: (people: string, uuid: string) => string; locale: string }> = {
  en: { tag: 'en', ticket: (people, uuid) => `Ticket for ${people} people. Reference: ${uuid}`, locale: 'en-US' },
  ku: { tag: 'ckb', ticket: (people, uuid) => `بلیت بۆ ${people} کەس. ژمارەی ئاماژە: ${uuid}`, locale: 'ckb-IQ' },
  ar: { tag: 'ar', ticket: (people, uuid) => `تذكرة لـ ${people} أشخاص. الرقم المرجعي: ${uuid}`, locale: 'ar-IQ' },
};

/**
 * The .ics text of a ticket: the workshop's start and end in UTC, its title and description in
 * the ticket's language, the studio as the place.
 * @returns undefined when the ticket, its workshop or the studio is gone
 */
export async function ticketCalendar(db: Kysely<Database>, publicUrl: string, ticket: TicketRow): Promise<string | undefined> {
  const lang = ticket.lang;
  const [workshop] = await findWorkshops(db, lang, [ticket.workshop_id]);
  const studio = await findStudio(db, lang);
  if (!workshop || !studio) return undefined;
  const [city] = await findCities(db, lang, [studio.city_id]);
  const texts = TEXTS[lang];
  return renderCalendar(
    {
      uid: `${ticket.uuid}@${new URL(publicUrl).host}`,
      stamp: ticket.created_at,
      start: workshop.starts_at,
      end: new Date(workshop.starts_at.getTime() + workshop.duration_minutes * 60_000),
      summary: workshop.title,
      description: `${workshop.description}\n\n${texts.ticket(new Intl.NumberFormat(texts.locale).format(ticket.people), ticket.uuid)}`,
      location: city ? `${studio.title}, ${city.name}` : studio.title,
    },
    texts.tag,
  );
}

/** The .ics text of the ticket with this uuid, or undefined for an unknown one. */
export async function ticketCalendarByUuid(db: Kysely<Database>, publicUrl: string, uuid: string): Promise<string | undefined> {
  const ticket = await findTicketByUuid(db, uuid);
  return ticket ? ticketCalendar(db, publicUrl, ticket) : undefined;
}
