import type { Kysely } from 'kysely';
import { findOutboxMail, latestOutboxMails } from '../../db/repositories/outbox.js';
import { latestOutboxTexts } from '../../db/repositories/text-messages.js';
import type { Database } from '../../db/types.js';

/** What the local mailer and messaging stand-ins kept, for the offline `/dev/outbox` page. */
export function createOutbox(db: Kysely<Database>) {
  return {
    /** The newest `count` mails and texts, newest first. */
    async latest(count: number) {
      const [mails, texts] = await Promise.all([latestOutboxMails(db, count), latestOutboxTexts(db, count)]);
      return { mails, texts };
    },
    /** One kept mail, for its HTML part. */
    mail: (id: number) => findOutboxMail(db, id),
  };
}
