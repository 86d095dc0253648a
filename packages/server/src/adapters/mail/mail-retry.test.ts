import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type OpenedTestDatabase } from '../../test/databases.js';
import { sendQuietly, type MailMessage, type Mailer } from './mail.js';
import { MAIL_MAX_ATTEMPTS, resendDueMails, retryingMailer, retryPause } from './mail-retry.js';

/** A mail server that is down until told otherwise, and remembers what it took. */
function flakyServer() {
  const taken: MailMessage[] = [];
  const server = { up: false, taken, transport: {} as Mailer };
  server.transport = {
    kind: 'smtp',
    async send(message) {
      if (!server.up) throw new Error('connect ECONNREFUSED 127.0.0.1:587');
      taken.push(message);
    },
  };
  return server;
}

const mail = (n: number): MailMessage => ({ to: `buyer${n}@example.com`, subject: `Order ${n} confirmed`, text: `Thank you for order ${n}.`, receipt: true });
const quiet = () => {};

describe.each(testDatabases())('the mail retrier on $name (issue 23: mail picks up where it stopped)', (database) => {
  let opened: OpenedTestDatabase;
  beforeAll(async () => {
    opened = await database.open({ contents: 'migrated' });
  });
  afterAll(() => opened?.close());

  it('keeps a mail the server refused, sends it once the server is back, and only once', async () => {
    const server = flakyServer();
    const mailer = retryingMailer(opened.db, server.transport, quiet);
    await mailer.send(mail(1));
    expect(server.taken).toEqual([]);
    // Not due yet: nothing is sent before its pause.
    expect(await resendDueMails(opened.db, server.transport, new Date(), quiet)).toBe(0);
    const later = new Date(Date.now() + retryPause(1) + 1000);
    // Still down: tried, kept, and put off for longer.
    expect(await resendDueMails(opened.db, server.transport, later, quiet)).toBe(0);
    const kept = await opened.db.selectFrom('mail_retries').selectAll().execute();
    expect(kept).toHaveLength(1);
    expect(kept[0]!.attempts).toBe(2);
    expect(kept[0]!.last_error).toContain('ECONNREFUSED');
    server.up = true;
    const muchLater = new Date(later.getTime() + retryPause(2) + 1000);
    expect(await resendDueMails(opened.db, server.transport, muchLater, quiet)).toBe(1);
    expect(server.taken).toEqual([mail(1)]);
    expect(await resendDueMails(opened.db, server.transport, new Date(muchLater.getTime() + 86_400_000), quiet)).toBe(0);
    expect(server.taken).toHaveLength(1);
  });

  it('sends at once when the server answers, keeping nothing', async () => {
    const server = flakyServer();
    server.up = true;
    await retryingMailer(opened.db, server.transport, quiet).send(mail(2));
    expect(server.taken).toEqual([mail(2)]);
    expect(await opened.db.selectFrom('mail_retries').selectAll().execute()).toEqual([]);
  });

  it('gives a mail up, loudly, after its last attempt', async () => {
    const server = flakyServer();
    const lines: string[] = [];
    await retryingMailer(opened.db, server.transport, quiet).send(mail(3));
    let now = Date.now();
    for (let attempt = 1; attempt < MAIL_MAX_ATTEMPTS; attempt++) {
      now += retryPause(attempt) + 1000;
      await resendDueMails(opened.db, server.transport, new Date(now), (line) => lines.push(line));
    }
    expect(await opened.db.selectFrom('mail_retries').selectAll().execute()).toEqual([]);
    expect(lines).toEqual([expect.stringContaining('ALERT mail "Order 3 confirmed" to buyer3@example.com lost')]);
  });

  it('takes a quiet send the server refused, logs it as kept, and the retrier delivers it', async () => {
    const server = flakyServer();
    const lines: string[] = [];
    expect(await sendQuietly(retryingMailer(opened.db, server.transport, (line) => lines.push(line)), 'the refill confirmation', mail(4))).toBe(true);
    expect(lines).toEqual(['candleshop: mail "Order 4 confirmed" to buyer4@example.com could not be sent now (connect ECONNREFUSED 127.0.0.1:587); kept and tried again later']);
    server.up = true;
    expect(await resendDueMails(opened.db, server.transport, new Date(Date.now() + retryPause(1) + 1000), quiet)).toBe(1);
    expect(server.taken).toEqual([mail(4)]);
  });
});
