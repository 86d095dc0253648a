import type { Kysely } from 'kysely';
import { insertOutboxMail } from '../../db/repositories/outbox.js';
import type { Database } from '../../db/types.js';
import type { Mailer } from './mail.js';

/**
 * The offline mailer (DESIGN §4): keeps every mail in the `outbox` table, shown at `/dev/outbox`,
 * and logs that it was not sent.
 */
export function createOutboxMailer(db: Kysely<Database>, log: (line: string) => void = console.log): Mailer {
  return {
    kind: 'local',
    async send({ to, subject, text }) {
      await insertOutboxMail(db, { recipient: to, subject, body: text });
      log(`LOCAL MAIL (not sent): to ${to}: ${subject} (see /dev/outbox)`);
    },
  };
}
