import type { Kysely } from 'kysely';
import { sendQuietly, type Mailer } from '../../adapters/mail/mail.js';
import { renderWorkshopDateMail, renderWorkshopDateText, workshopDateTemplateParams } from '../../adapters/mail/templates/workshop-date-mail.js';
import { textQuietly, type Texter } from '../../adapters/messaging/messaging.js';
import { findAttendees } from '../../db/repositories/catalogue/admin-catalogue.js';
import { findWorkshops } from '../../db/repositories/content/workshops.js';
import type { Database } from '../../db/types.js';

/** The name of the provider's template the new time is texted with (registered in WhatsApp Manager). */
export const WORKSHOP_MOVED_TEMPLATE = 'workshop_moved';

/**
 * Tells every live ticket's holder that staff moved the workshop (issue 36 item 4), by mail and
 * text in the language they booked in. The move already stands: what cannot be sent is logged.
 * @returns how many holders were told
 */
export async function tellAttendeesOfNewTime(db: Kysely<Database>, workshopId: number, before: Date, options: { mailer: Mailer; texter?: Texter }): Promise<number> {
  try {
    const attendees = await findAttendees(db, workshopId);
    // The workshop's title in each language its holders booked in, read once a language.
    const titled = new Map<string, Awaited<ReturnType<typeof findWorkshops>>[number] | undefined>();
    for (const attendee of attendees) {
      if (!titled.has(attendee.lang)) titled.set(attendee.lang, (await findWorkshops(db, attendee.lang, [workshopId]))[0]);
      const workshop = titled.get(attendee.lang);
      if (!workshop) return 0;
      const values = { name: attendee.name ?? '', ticket: attendee.id, workshop: workshop.title, startsAt: workshop.starts_at, before };
      if (attendee.email) await sendQuietly(options.mailer, 'the new time of a workshop', { to: attendee.email, ...renderWorkshopDateMail(attendee.lang, values) });
      if (options.texter && attendee.phone) {
        const template = { name: WORKSHOP_MOVED_TEMPLATE, params: workshopDateTemplateParams(attendee.lang, values) };
        await textQuietly(options.texter, 'the new time of a workshop', { to: attendee.phone, lang: attendee.lang, text: renderWorkshopDateText(attendee.lang, values), template });
      }
    }
    return attendees.length;
  } catch (error) {
    console.error(`candleshop: the ticket holders of workshop ${workshopId} could not be told of its new time`, error);
    return 0;
  }
}
