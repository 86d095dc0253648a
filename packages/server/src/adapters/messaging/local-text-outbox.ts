import type { Kysely } from 'kysely';
import { insertOutboxText } from '../../db/repositories/text-messages.js';
import type { Database } from '../../db/types.js';
import { maskPhone } from '../../internal/recipient-mask.js';
import type { Texter } from './messaging.js';

/**
 * The offline messaging adapter (DESIGN §4): keeps every text in the `text_outbox` table, shown at
 * `/dev/outbox` beside the mails, and logs that it was not sent.
 */
export function createLocalTexter(db: Kysely<Database>, log: (line: string) => void = console.log): Texter {
  return {
    kind: 'local',
    async send({ to, lang, text }) {
      await insertOutboxText(db, { recipient: to, lang, body: text });
      log(`LOCAL TEXT (not sent): to ${maskPhone(to)} (see /dev/outbox)`);
    },
  };
}
