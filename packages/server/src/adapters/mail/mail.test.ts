import { describe, expect, it } from 'vitest';
import { sendQuietly, type MailMessage, type Mailer } from './mail.js';

const message: MailMessage = { to: 'buyer@example.com', subject: 'Your refill request 3', text: 'Thank you.', receipt: true };

/** A mail server that refuses until it is up, and keeps what it took. */
function mailServer(up: boolean) {
  const taken: MailMessage[] = [];
  const server = {
    up,
    taken,
    transport: {
      kind: 'smtp',
      async send(mail: MailMessage) {
        if (!server.up) throw new Error('connect ECONNREFUSED 127.0.0.1:587');
        taken.push(mail);
      },
    } satisfies Mailer,
  };
  return server;
}

describe('sendQuietly', () => {
  it('sends the mail and says so', async () => {
    const server = mailServer(true);
    expect(await sendQuietly(server.transport, 'the refill confirmation', message)).toBe(true);
    expect(server.taken).toEqual([message]);
  });

  it('writes a mail whose text needs reading first, then sends it', async () => {
    const server = mailServer(true);
    expect(await sendQuietly(server.transport, 'the ticket confirmation', async () => ({ ...message, subject: 'Ticket 4' }))).toBe(true);
    expect(server.taken.map((mail) => mail.subject)).toEqual(['Ticket 4']);
  });

  it('logs a mail that fails, and the caller goes on', async () => {
    const lines: string[] = [];
    const sent = await sendQuietly(mailServer(false).transport, 'the refill confirmation', message, (line) => lines.push(line));
    expect(sent).toBe(false);
    expect(lines).toEqual(['candleshop: the refill confirmation could not be sent']);
  });

  it('logs a template that fails to be written', async () => {
    const lines: string[] = [];
    const sent = await sendQuietly(
      mailServer(true).transport,
      'the ticket confirmation',
      () => Promise.reject(new Error('no workshop')),
      (line) => lines.push(line),
    );
    expect(sent).toBe(false);
    expect(lines).toEqual(['candleshop: the ticket confirmation could not be sent']);
  });
});
