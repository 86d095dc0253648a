import type { Kysely } from 'kysely';
import { insertOutboxMail } from '../../db/repositories/outbox.js';
import type { Database } from '../../db/types.js';
import { maskEmail } from '../../internal/recipient-mask.js';
import type { Mailer } from './mail.js';

/**
 * The offline mailer (DESIGN §4): keeps every mail in the `outbox` table, shown at `/dev/outbox`,
 * and logs that it was not sent.
 */
export function createOutboxMailer(db: Kysely<Database>, log: (line: string) => void = console.log): Mailer {
  return {
    kind: 'local',
    async send({ to, subject, text, html, attachments = [] }) {
      // The attachments are kept whole, so the outbox shows what SMTP would have sent.
      await insertOutboxMail(db, { recipient: to, subject, body: text, html: html ?? null, attachments: JSON.stringify(attachments) });
      const files = attachments.length ? ` with ${attachments.map((file) => file.filename).join(', ')}` : '';
      log(`LOCAL MAIL (not sent): to ${maskEmail(to)}: ${subject}${files} (see /dev/outbox)`);
    },
  };
}
